import { describe, expect, it } from 'vitest'
import { fillPath } from '../../src/fetch-client.ts'

describe('given an OpenAPI path template', () => {
  it('should fill each parameter as one encoded path segment', () => {
    expect(fillPath('/v2/website/seasons/{season}/leagues/{league}', { season: '2022-23', league: 'aba-league' })).toBe(
      '/v2/website/seasons/2022-23/leagues/aba-league',
    )
    expect(fillPath('/v2/website/news/{news}', { news: 'a/b c' })).toBe('/v2/website/news/a%2Fb%20c')
  })

  it('should refuse a template whose parameter has no value', () => {
    expect(() => fillPath('/v2/website/games/{game}', {})).toThrow('no value for {game}')
  })
})
