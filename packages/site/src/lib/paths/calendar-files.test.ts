import { describe, expect, it } from 'vitest'
import { UnsafePathParameterError } from './api-paths'
import { calendarApiPath, calendarFilePath, calendarSubjectOf } from './calendar-files'

describe('given a league season or a team', () => {
  it.each([
    [{ season: '2022-23', league: 'aba-league' }, '/calendars/2022-23/aba-league.ics'],
    [{ season: '2022-23', league: 'aba-league', team: 'zadar' }, '/calendars/2022-23/aba-league/zadar.ics'],
  ])('should give %o the site path %s and read it back', (subject, path) => {
    expect(calendarFilePath(subject)).toBe(path)
    expect(calendarSubjectOf(path.split('/').slice(2))).toEqual(subject)
  })

  it('should ask the API for the matching calendar', () => {
    expect(calendarApiPath({ season: '2022-23', league: 'aba-league', team: 'zadar' })).toBe(
      '/v2/website/seasons/2022-23/leagues/aba-league/teams/zadar/calendar.ics',
    )
  })

  describe('edge cases', () => {
    it.each([[['2022-23']], [['2022-23', 'aba-league']], [['a', 'b', 'c', 'd.ics']]])(
      'should name no calendar for %o',
      (segments) => {
        expect(calendarSubjectOf(segments)).toBeUndefined()
      },
    )

    it('should refuse a slug that leaves its segment', () => {
      expect(() => calendarApiPath({ season: '..', league: 'aba-league' })).toThrow(UnsafePathParameterError)
    })
  })
})
