import { describe, expect, it } from 'vitest'
import type { StandingsRow } from '@league/api/contract/standings'
import { attachmentDisposition, csvText } from './csv-file'
import { leadersBoardTable, standingsTable, statRowsTable } from './stat-tables'

const budućnost: StandingsRow = {
  rank: 1,
  team: { slug: 'buducnost', name: 'Budućnost VOLI', code: 'BUD', club: { slug: 'buducnost', name: 'Budućnost' } },
  played: 26,
  won: 20,
  lost: 6,
  forfeitsLost: 0,
  pointsFor: 2187,
  pointsAgainst: 1980,
  pointDifference: 207,
  classificationPoints: 46,
  form: ['W', 'W', 'L', 'W', 'W'],
  streak: 'W2',
  home: { won: 11, lost: 2 },
  away: { won: 9, lost: 4 },
  zone: 'playoff',
  tieBreak: null,
  tieBreakExplanation: null,
}

/** The message id without its namespace stands in for the translated header. */
const header = (ids: { short: string }) => ids.short.replace('short.', '')

describe('given a standings row', () => {
  it('should write the cells as the page does, in the page locale', () => {
    const table = standingsTable([budućnost], { locale: 'sr', header, letters: { win: 'P', loss: 'I' } })
    expect(table.header).toEqual([
      '#',
      'team',
      'played',
      'won',
      'lost',
      'pointsFor',
      'pointsAgainst',
      'pointDifference',
      'classificationPoints',
      'form',
    ])
    expect(table.rows).toEqual([['1', 'Budućnost VOLI', '26', '20', '6', '2.187', '1.980', '+207', '46', 'PPIPP']])
  })

  it('should start the file with a byte-order mark and keep the diacritics', () => {
    const text = csvText({ header: ['Team'], rows: [['Budućnost, Podgorica']] })
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text).toBe('\uFEFFTeam\r\n"Budućnost, Podgorica"\r\n')
  })
})

/** next-intl's formatter stands in as the Intl formats of a locale, as the page uses them. */
function formatterOf(locale: string) {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    dateTime: (value: Date, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, options).format(value),
  }
}

describe('given a player-statistics table', () => {
  const source = {
    rows: [
      {
        player: { slug: 'kresimir-ljubicic', name: 'Krešimir Ljubičić' },
        games: 26,
        stats: { points: 15.25, freeThrowPercentage: 81.3 },
      },
    ],
    keys: ['player', 'games', 'points', 'rebounds', 'freeThrowPercentage'] as const,
    filename: 'players',
  }

  it('should write the columns some row has, with the rank first, in the page locale', () => {
    const table = statRowsTable(source, { header: (key) => key, format: formatterOf('sr') })
    expect(table.header).toEqual(['#', 'player', 'games', 'points', 'freeThrowPercentage'])
    expect(table.rows).toEqual([['1', 'Krešimir Ljubičić', '26', '15,3', '81,3%']])
  })

  it('should leave the rank out where the page does', () => {
    const table = statRowsTable({ ...source, showRank: false }, { header: (key) => key, format: formatterOf('en') })
    expect(table.rows).toEqual([['Krešimir Ljubičić', '26', '15.3', '81.3%']])
  })

  it("should write a roster's fantasy position beside the name, as the page names it", () => {
    const roster = {
      rows: [{ ...source.rows[0]!, position: 'Centar' }],
      keys: ['player', 'position', 'games'] as const,
      filename: 'roster',
      showRank: false,
    }
    const table = statRowsTable(roster, { header: (key) => key, format: formatterOf('sr') })
    expect(table.header).toEqual(['player', 'position', 'games'])
    expect(table.rows).toEqual([['Krešimir Ljubičić', 'Centar', '26']])
  })
})

describe('given a file name with diacritics', () => {
  it('should name the download in ASCII and, for browsers that read it, in UTF-8', () => {
    expect(attachmentDisposition('budućnost-2022-23.csv')).toBe(
      `attachment; filename="buducnost-2022-23.csv"; filename*=UTF-8''budu%C4%87nost-2022-23.csv`,
    )
  })
})

describe('given a leaders board', () => {
  it('should write rank, player, team, value and games as the list does', () => {
    const table = leadersBoardTable(
      {
        valueFormat: 'average',
        rows: [
          {
            rank: 1,
            value: 20,
            games: 24,
            player: { slug: 'petar-popovic', name: 'Petar Popović' },
            team: budućnost.team,
          },
        ],
      },
      { locale: 'sr-Latn', header: { player: 'Igrač', team: 'Tim', value: 'PTS', games: 'U' } },
    )
    expect(table).toEqual({
      header: ['#', 'Igrač', 'Tim', 'PTS', 'U'],
      rows: [['1', 'Petar Popović', 'Budućnost VOLI', '20,0', '24']],
    })
  })
})
