import type { LiveScore, LiveScores } from '@league/api/contract/live'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LiveCardScores } from './live-scores'
import type { LiveStreamControls, LiveStreamHandlers } from './live-stream'

type Listener = (scores: LiveCardScores) => void
const close = vi.fn<() => void>()
const openLiveStream = vi.fn<(path: string, handlers: LiveStreamHandlers<LiveScores>) => LiveStreamControls>(() => ({
  close,
  restart: vi.fn<() => void>(),
}))
vi.mock('./live-stream', () => ({ openLiveStream }))

const inProgress = (gameId: string, home: number): LiveScore => ({
  gameId,
  sequence: 40,
  home: { score: home },
  away: { score: 38 },
  clocks: {
    period: 2,
    phase: 'period',
    gameClockRunning: true,
    gameClockSeconds: 312,
    shotClockSeconds: 14,
    shotClockRunning: true,
    clockRate: 1,
    serverTime: 0,
  },
})

/** The module afresh: it holds the page's one connection. */
const loadStream = async () => {
  vi.resetModules()
  return import('./live-scores-stream')
}

/** What the stream delivers, as the API sends it: the snapshot of every live game's score. */
const sendSnapshot = (snapshot: LiveScores) => openLiveStream.mock.calls[0]?.[1].snapshot?.(snapshot)

afterEach(() => {
  openLiveStream.mockClear()
  close.mockClear()
})

describe('given the home page, whose "Live now" strip and game cards both follow the scores', () => {
  it('should open one connection for both and give each the scores', async () => {
    const { followLiveScores } = await loadStream()
    const strip = vi.fn<Listener>()
    const cards = vi.fn<Listener>()
    followLiveScores(strip)
    followLiveScores(cards)
    sendSnapshot({ games: [inProgress('22-6', 41)], serverTime: 0 })
    expect(openLiveStream).toHaveBeenCalledTimes(1)
    expect(openLiveStream.mock.calls[0]?.[0]).toBe('/api/live-scores/stream')
    expect(strip.mock.calls.at(-1)?.[0].get('22-6')).toMatchObject({ home: 41, away: 38 })
    expect(cards.mock.calls.at(-1)?.[0].get('22-6')).toMatchObject({ home: 41, away: 38 })
  })

  it('should give a follower that comes later the scores already known, at once', async () => {
    const { followLiveScores } = await loadStream()
    followLiveScores(vi.fn<Listener>())
    sendSnapshot({ games: [inProgress('22-6', 50)], serverTime: 0 })
    const later = vi.fn<Listener>()
    followLiveScores(later)
    expect(later).toHaveBeenCalledTimes(1)
    expect(later.mock.calls[0]?.[0].get('22-6')).toMatchObject({ home: 50 })
    expect(openLiveStream).toHaveBeenCalledTimes(1)
  })

  it('should close the connection when the last follower leaves, and only then', async () => {
    const { followLiveScores } = await loadStream()
    const leaveStrip = followLiveScores(vi.fn<Listener>())
    const leaveCards = followLiveScores(vi.fn<Listener>())
    leaveStrip()
    expect(close).not.toHaveBeenCalled()
    leaveCards()
    expect(close).toHaveBeenCalledTimes(1)
    followLiveScores(vi.fn<Listener>())
    expect(openLiveStream).toHaveBeenCalledTimes(2)
  })
})
