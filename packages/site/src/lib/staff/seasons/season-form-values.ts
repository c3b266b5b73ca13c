// Turns the season forms' fields into the bodies of the staff seasons contract. Pure, so the rules a staff
// member meets (a squad line is "number first last", per-round overrides are "round date time") are tested
// without a browser. The API checks everything again; these only make a typo visible by its line.
import type { AddTeam, GenerateSchedule, SeasonFormat } from '@league/api/contract/staff-seasons'

type BestOf = 1 | 3 | 5 | 7

const bestOfValues: readonly BestOf[] = [1, 3, 5, 7]
const playoffSizes = [2, 4, 8] as const

export function textOf(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

function bestOfOf(form: FormData, name: string): BestOf {
  const chosen = Number(textOf(form, name))
  return bestOfValues.find((value) => value === chosen) ?? 1
}

/** The format fieldset's values: round robin, tie-break preset, play-offs (none, or 2/4/8 teams). */
export function formatOf(form: FormData): SeasonFormat {
  const teams = playoffSizes.find((size) => String(size) === textOf(form, 'playoffTeams'))
  return {
    roundRobin: textOf(form, 'roundRobin') === 'double' ? 'double' : 'single',
    tieBreak: textOf(form, 'tieBreak') === 'euroleague' ? 'euroleague' : 'fiba',
    playoff:
      teams === undefined
        ? null
        : {
            teams,
            bestOf: {
              quarterfinal: bestOfOf(form, 'bestOfQuarterfinal'),
              semifinal: bestOfOf(form, 'bestOfSemifinal'),
              final: bestOfOf(form, 'bestOfFinal'),
            },
          },
  }
}

export type SquadLine = AddTeam['players'][number]

/**
 * The squad typed one player a line as "number first last" (the last name may have spaces).
 * Blank lines are skipped; a line that does not read so is returned by its 1-based number.
 *
 * @example squadOf('7 Marko Horvat\n12 Ana de la Cruz') //=> { players: [{number:'7',firstName:'Marko',lastName:'Horvat'}, {number:'12',firstName:'Ana',lastName:'de la Cruz'}], badLines: [] }
 */
export function squadOf(text: string): { players: SquadLine[]; badLines: number[] } {
  const players: SquadLine[] = []
  const badLines: number[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (line === '') {
      return
    }
    const match = /^(\d{1,2})\s+(\S+)\s+(.+)$/.exec(line)
    if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined) {
      badLines.push(index + 1)
      return
    }
    players.push({ number: match[1], firstName: match[2], lastName: match[3].trim() })
  })
  return { players, badLines }
}

export type RoundOverride = GenerateSchedule['rounds'][number]

/**
 * Per-round dates other than the rhythm gives, one a line as "round date time".
 *
 * @example roundOverridesOf('3 2027-12-29 18:00') //=> { rounds: [{ number: 3, date: '2027-12-29', time: '18:00' }], badLines: [] }
 */
export function roundOverridesOf(text: string): { rounds: RoundOverride[]; badLines: number[] } {
  const rounds: RoundOverride[] = []
  const badLines: number[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (line === '') {
      return
    }
    const match = /^(\d{1,3})\s+(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2})$/.exec(line)
    if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined || Number(match[1]) < 1) {
      badLines.push(index + 1)
      return
    }
    rounds.push({ number: Number(match[1]), date: match[2], time: match[3] })
  })
  return { rounds, badLines }
}
