import { describe, expect, it } from 'vitest'
import { formatOf, roundOverridesOf, squadOf } from './season-form-values'

const formOf = (entries: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) {
    form.set(name, value)
  }
  return form
}

describe('given the season forms typed by staff', () => {
  it('should read a squad as number, first name and the rest as last name, naming the lines that do not read', () => {
    expect(squadOf('7 Marko Horvat\n\n12 Ana de la Cruz\nHorvat 7\n100 Too Big')).toEqual({
      players: [
        { number: '7', firstName: 'Marko', lastName: 'Horvat' },
        { number: '12', firstName: 'Ana', lastName: 'de la Cruz' },
      ],
      badLines: [4, 5],
    })
  })

  it('should read per-round overrides and name a line without a time', () => {
    expect(roundOverridesOf('3 2027-12-29 18:00\n4 2028-01-05')).toEqual({
      rounds: [{ number: 3, date: '2027-12-29', time: '18:00' }],
      badLines: [2],
    })
  })

  it('should give no play-offs when none is chosen, and the best-of per round when a size is', () => {
    expect(formatOf(formOf({ roundRobin: 'double', tieBreak: 'euroleague', playoffTeams: '' }))).toEqual({
      roundRobin: 'double',
      tieBreak: 'euroleague',
      playoff: null,
    })
    const format = formatOf(
      formOf({ roundRobin: 'single', tieBreak: 'fiba', playoffTeams: '4', bestOfSemifinal: '3', bestOfFinal: '5' }),
    )
    expect(format.playoff).toEqual({ teams: 4, bestOf: { quarterfinal: 1, semifinal: 3, final: 5 } })
  })
})
