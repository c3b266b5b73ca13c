import type { GameHeader } from '@league/api/contract/games'
import { describe, expect, it } from 'vitest'
import { liveNowGames, missingHeaders } from './live-now'
import type { LiveCardScore } from './live-scores'

const score = (period: number, phase: LiveCardScore['phase'] = 'period'): LiveCardScore => ({
  home: 40,
  away: 38,
  period,
  phase,
  sequence: 120,
})
const header = (slug: string) => ({ slug }) as GameHeader

describe('liveNowGames', () => {
  it('should list the games in progress with a loaded header, the latest period first', () => {
    const scores = new Map([
      ['22-1', score(2)],
      ['22-2', score(4)],
      ['22-3', score(1)],
    ])
    const headers = new Map([
      ['22-1', header('22-1')],
      ['22-2', header('22-2')],
    ])
    expect(liveNowGames(scores, headers).map((game) => game.header.slug)).toEqual(['22-2', '22-1'])
  })

  describe('edge cases', () => {
    it('should leave out a game whose final whistle has gone', () => {
      expect(liveNowGames(new Map([['22-1', score(4, 'final')]]), new Map([['22-1', header('22-1')]]))).toEqual([])
    })

    it('should show nothing while no game is live', () => {
      expect(liveNowGames(new Map(), new Map())).toEqual([])
    })
  })
})

describe('missingHeaders', () => {
  it('should name the games in progress whose header is not loaded', () => {
    const scores = new Map([
      ['22-1', score(2)],
      ['22-2', score(3)],
      ['22-4', score(4, 'final')],
    ])
    expect(missingHeaders(scores, new Map([['22-1', header('22-1')]]))).toEqual(['22-2'])
  })
})
