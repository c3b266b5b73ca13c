import { describe, expect, it } from 'vitest'
import { fillApiPath, forwardedApiPath, UnsafePathParameterError, userWritePaths } from './api-paths'

describe('given a path template and parameters', () => {
  it('should encode each value into its segment', () => {
    expect(fillApiPath('/v2/website/players/{player}', { player: 'đorđe ?x=1#y' })).toBe(
      '/v2/website/players/%C4%91or%C4%91e%20%3Fx%3D1%23y',
    )
  })

  it.each(['..', '.', '', 'a/b', 'a\\b'])('should refuse the value %j that could leave its segment', (value) => {
    expect(() => fillApiPath('/v2/website/games/{game}/flow', { game: value })).toThrow(UnsafePathParameterError)
  })
})

describe('given the segments after /api/', () => {
  it.each([
    [['v2', 'website', 'games', '22-6'], '/v2/website/games/22-6'],
    [
      ['v2', 'website', 'seasons', '2022-23', 'leagues', 'aba', 'standings'],
      '/v2/website/seasons/2022-23/leagues/aba/standings',
    ],
    [['v2', 'website', 'config'], '/v2/website/config'],
    [['v2', 'website', 'user'], '/v2/website/user'],
    [['v2', 'website', 'user', 'follows'], '/v2/website/user/follows'],
    [['v2', 'website', 'players', 'a b'], '/v2/website/players/a%20b'],
  ])('should forward the public read %j', (segments, path) => {
    expect(forwardedApiPath(segments)).toBe(path)
  })

  it.each([
    [['v2', 'website', 'games', '..', 'config']],
    [['v2', 'website', 'games', '.']],
    [['v2', 'website', 'games', 'a/..']],
    [['v2', 'website', 'games', '22-6', 'events']],
    [['v2', 'admin', 'clients']],
    [['auth', 'google-login']],
    [['v2', 'website', 'user', 'store-fcm']],
    [['health']],
    [['openapi.json']],
    [[]],
  ])('should refuse %j', (segments) => {
    expect(forwardedApiPath(segments)).toBeUndefined()
  })
})

describe('given the writes the browser may send through /api', () => {
  it('should let the user store a push token by POST only', () => {
    expect(userWritePaths['/v2/website/user/store-fcm']).toEqual(['POST'])
  })
})
