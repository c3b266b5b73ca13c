import { describe, expect, it } from 'vitest'
import type { StandingsRow } from '@league/api/contract/standings'
import { csvText } from './csv-file'
import { standingsTable } from './stat-tables'

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
