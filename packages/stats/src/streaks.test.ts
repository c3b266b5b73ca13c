import { describe, expect, it } from 'vitest'
import { games } from '../test/fixtures.ts'
import { streakLabel, teamStreaks } from './streaks.ts'

// A's results in order: W W L W W W L L, home in games 1, 3, 5, 7.
const season = games([
  'A B 80-70',
  'C A 70-80',
  'A B 70-80',
  'C A 70-80',
  'A B 80-70',
  'C A 70-80',
  'A B 70-80',
  'C A 80-70',
])

describe('given a team with results', () => {
  it('should find current and longest streaks', () => {
    const streaks = teamStreaks(season, 'A')
    expect(streaks.current).toMatchObject({ outcome: 'lost', length: 2, fromGameId: 'g7', toGameId: 'g8' })
    expect(streaks.longestWinning).toMatchObject({ outcome: 'won', length: 3, fromGameId: 'g4', toGameId: 'g6' })
    expect(streaks.longestLosing).toMatchObject({ length: 2 })
    expect(streakLabel(streaks.current)).toBe('L2')
  })

  it.each([
    { teamId: 'A', form: ['W', 'W', 'W', 'L', 'L'], home: { won: 2, lost: 2 }, away: { won: 3, lost: 1 } },
    { teamId: 'B', form: ['L', 'W', 'L', 'W'], home: { won: 0, lost: 0 }, away: { won: 2, lost: 2 } },
  ])('should give the form and home and away records of $teamId', ({ teamId, form, home, away }) => {
    const streaks = teamStreaks(season, teamId)
    expect(streaks.form.slice(-form.length)).toEqual(form)
    expect(streaks.form.length).toBeLessThanOrEqual(5)
    expect(streaks.home).toEqual(home)
    expect(streaks.away).toEqual(away)
  })
})

describe('edge cases', () => {
  it('should have no streak before the first game', () => {
    const streaks = teamStreaks([], 'A')
    expect(streaks.current).toBeNull()
    expect(streaks.longestWinning).toBeNull()
    expect(streaks.form).toEqual([])
    expect(streakLabel(null)).toBe('')
  })

  it('should keep the first of two equally long streaks', () => {
    const even = games(['A B 80-70', 'A B 70-80', 'A B 80-70'])
    expect(teamStreaks(even, 'A').longestWinning?.fromGameId).toBe('g1')
  })
})
