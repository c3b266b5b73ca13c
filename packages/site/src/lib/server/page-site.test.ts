import { describe, expect, it } from 'vitest'
import { originOfSiteSegment, siteSegmentOf } from './page-site'

// clients/ in the repository: aba answers on localhost, liga-sur on liga-sur.localhost.
describe('the site segment of a page path', () => {
  it('should name a client origin in characters any path segment can hold, and back', () => {
    for (const origin of ['http://localhost:3000', 'https://liga-sur.localhost', 'http://liga-sur.localhost:3300']) {
      const segment = siteSegmentOf(origin)
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(originOfSiteSegment(segment)).toBe(origin)
    }
  })

  it('should refuse a segment naming a host that is no client domain', () => {
    expect(originOfSiteSegment(siteSegmentOf('https://attacker.example'))).toBeUndefined()
  })

  it('should refuse what is not an origin: a path, another scheme, or not base64url at all', () => {
    expect(originOfSiteSegment(siteSegmentOf('http://localhost:3000/en'))).toBeUndefined()
    expect(originOfSiteSegment(siteSegmentOf('javascript://localhost'))).toBeUndefined()
    expect(originOfSiteSegment('en')).toBeUndefined()
    expect(originOfSiteSegment('not a segment')).toBeUndefined()
  })
})
