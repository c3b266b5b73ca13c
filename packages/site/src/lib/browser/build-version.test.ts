import { describe, expect, it } from 'vitest'
import { isNewBuildLive, latestBuildUrl } from './build-version'

describe('given the live build description', () => {
  it('should announce a build whose id differs from the running one', () => {
    expect(isNewBuildLive('20261121070000', { buildId: '20261121080000' })).toBe(true)
  })

  it('should stay quiet when the ids match or the answer is malformed', () => {
    expect(isNewBuildLive('20261121070000', { buildId: '20261121070000' })).toBe(false)
    expect(isNewBuildLive('20261121070000', { buildId: '' })).toBe(false)
    expect(isNewBuildLive('20261121070000', '<html>')).toBe(false)
  })

  it('should never announce in development, where no build id exists', () => {
    expect(isNewBuildLive('development', { buildId: '20261121080000' })).toBe(false)
  })

  it('should bust caches with a timestamp query', () => {
    expect(latestBuildUrl(1700000000000)).toBe('/builds/latest.json?t=1700000000000')
  })
})
