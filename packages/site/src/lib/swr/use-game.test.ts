import { describe, expect, it } from 'vitest'
import { gameKey } from './keys'
import { gameRefreshInterval } from './use-game'

describe('given a game', () => {
  it('should be keyed by its API path', () => {
    expect(gameKey('22-6')).toBe('/v2/website/games/22-6')
  })

  it('should be read again every 10 seconds only while live', () => {
    expect(gameRefreshInterval({ status: 'live' })).toBe(10_000)
    expect(gameRefreshInterval({ status: 'played' })).toBe(0)
    expect(gameRefreshInterval(undefined)).toBe(0)
  })
})
