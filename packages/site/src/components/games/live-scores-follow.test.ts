import type { LiveScore, LiveScores } from '@league/api/contract/live'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveCards, LiveScoresPage } from './live-scores-page'

const openLiveStream = vi.fn<typeof import('@/lib/live/live-stream').openLiveStream>()
vi.mock('@/lib/live/live-stream', () => ({ openLiveStream }))

const clocks: LiveScore['clocks'] = {
  period: 2,
  phase: 'period',
  gameClockRunning: true,
  gameClockSeconds: 312,
  shotClockSeconds: 14,
  shotClockRunning: true,
  clockRate: 1,
  serverTime: 0,
}
const inProgress = (gameId: string): LiveScore => ({
  gameId,
  sequence: 40,
  home: { score: 41 },
  away: { score: 38 },
  clocks,
})

function pageWith(games: string[]): LiveScoresPage & { wanted: Set<string>; shown: LiveCards[] } {
  const shown: LiveCards[] = []
  return { wanted: new Set(games), shown, now: () => shown.at(-1), show: (next) => shown.push(next) }
}

/** The module afresh: it keeps, for the page's life, whether it follows the stream. */
const loadFollower = async () => {
  vi.resetModules()
  return import('./live-scores-follow')
}

let answers: LiveScores[]
const fetchMock = vi.fn<typeof fetch>(async () => Response.json(answers.shift() ?? { games: [], serverTime: 0 }))

beforeEach(() => {
  answers = []
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockClear()
  openLiveStream.mockClear()
})

describe('given a page whose game cards registered their games', () => {
  it('should open no stream when none of the page’s games is in progress', async () => {
    const { followLiveGames } = await loadFollower()
    answers = [{ games: [inProgress('other-game')], serverTime: 0 }]
    const page = pageWith(['22-6'])
    await followLiveGames(page)
    expect(fetchMock).toHaveBeenCalledWith('/api/live-scores', { cache: 'no-store' })
    expect(page.shown).toEqual([])
    expect(openLiveStream).not.toHaveBeenCalled()
  })

  it('should show the score of a game in progress with the live card, and follow the scores stream, once', async () => {
    const { followLiveGames } = await loadFollower()
    answers = [{ games: [inProgress('22-6')], serverTime: 0 }]
    const page = pageWith(['22-6'])
    await followLiveGames(page)
    expect(page.shown.at(-1)?.scores.get('22-6')).toMatchObject({ home: 41, away: 38 })
    expect(page.shown.at(-1)?.Card).toBe((await import('./live-game-card')).LiveGameCard)
    expect(openLiveStream).toHaveBeenCalledTimes(1)
    expect(openLiveStream.mock.calls[0]?.[0]).toBe('/api/live-scores/stream')
    await followLiveGames(page)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('should ask once for cards registered while a check runs, and again for cards registered after it', async () => {
    const { followLiveGames } = await loadFollower()
    answers = [
      { games: [inProgress('7-3')], serverTime: 0 },
      { games: [inProgress('9-1')], serverTime: 0 },
    ]
    const page = pageWith(['22-6'])
    const first = followLiveGames(page)
    page.wanted.add('5-5')
    await Promise.all([first, followLiveGames(page)])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(openLiveStream).not.toHaveBeenCalled()

    // A client navigation brings cards of other games.
    page.wanted.add('9-1')
    await followLiveGames(page)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(page.shown.at(-1)?.scores.has('9-1')).toBe(true)
    expect(openLiveStream).toHaveBeenCalledTimes(1)
  })
})
