// The scoresheet's drawing alone, from a hand-made sheet: names in Serbian Latin and Cyrillic come back from
// the PDF letter for letter (the embedded DejaVu face has them), and a long roster still fits on the page.
import { describe, expect, it } from 'vitest'
import type { Scoresheet, SheetPlayer, SheetTeam } from '../../src/official-record/scoresheet-data.ts'
import { scoresheetPdf } from '../../src/official-record/scoresheet-pdf.ts'
import { readPdfPage } from '../helpers/pdf-text.ts'

function player(number: number, name: string): SheetPlayer {
  return {
    id: `${name}-${number}`,
    number: String(number),
    name,
    licence: null,
    captain: false,
    starter: number < 6,
    played: true,
    fouls: [],
  }
}

function team(side: 'home' | 'away', name: string, players: SheetPlayer[]): SheetTeam {
  return {
    id: side === 'home' ? 'HOM' : 'AWY',
    name,
    side,
    score: side === 'home' ? 3 : 2,
    periodScores: side === 'home' ? [3, 0, 0, 0] : [2, 0, 0, 0],
    teamFouls: [1, 0, 0, 0],
    timeouts: [0, 0, 0, 0],
    players,
    benchFouls: [],
  }
}

const sheet: Scoresheet = {
  gameId: 'test-1',
  source: 'live',
  facts: {
    competition: 'Лига',
    season: '2026-27',
    phase: 'Regular season',
    round: 1,
    date: '2026-10-01',
    time: '19:00',
    venue: 'Хала Пионир',
    attendance: null,
    referees: ['Đorđe Šušnjar', 'Жарко Ђукић', 'Čedomir Žižić'],
  },
  home: team('home', 'Crvena zvezda', [player(4, 'Stefan Đorđević'), player(5, 'Ćiril Čačić')]),
  // Twenty players: a live game's season roster before its box score exists.
  away: team(
    'away',
    'Партизан',
    Array.from({ length: 20 }, (_, index) => player(index + 1, index === 19 ? 'Лука Лазаревић' : `Играч ${index + 1}`)),
  ),
  marks: [
    { side: 'home', from: 1, to: 3, points: 3, number: '4', period: 1 },
    { side: 'away', from: 1, to: 2, points: 2, number: '20', period: 1 },
  ],
  periods: 4,
}

describe('given a hand-made scoresheet with Latin-ext and Cyrillic names', () => {
  it('should give every name back from the PDF, the last of twenty players too', async () => {
    const page = await readPdfPage((await scoresheetPdf(sheet)).slice().buffer)
    const text = page.lines().join('\n')
    for (const name of ['Stefan Đorđević', 'Ćiril Čačić', 'Партизан', 'Лука Лазаревић', 'Жарко Ђукић', 'Хала Пионир']) {
      expect(text).toContain(name)
    }
    const lowest = Math.min(...page.items.filter((item) => item.text === 'Лука Лазаревић').map((item) => item.y))
    const signatures = page.items.find((item) => item.text === 'SIGNATURES')?.y ?? 0
    expect(lowest).toBeGreaterThan(signatures)
  })
})
