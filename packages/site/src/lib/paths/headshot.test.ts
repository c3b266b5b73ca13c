import { describe, expect, it } from 'vitest'
import { headshotApiPath, siteHeadshotUrl } from './headshot'

describe('given the headshot address the API answers', () => {
  it.each([
    ['/v2/website/players/luka-bozic/headshot?v=0b6f3a4e', '/api/headshots/luka-bozic?v=0b6f3a4e'],
    ['/v2/website/players/luka-bozic/headshot', '/api/headshots/luka-bozic'],
  ])('should show %s through the site as %s', (headshotUrl, expected) => {
    expect(siteHeadshotUrl(headshotUrl)).toBe(expected)
  })

  it.each([
    null,
    undefined,
    '',
    'https://elsewhere.example/face.webp',
    '/v2/website/players/a/../../admin/headshot',
    '/v2/website/clubs/zadar/crest?v=0b6f3a4e',
  ])('should show no headshot for %s', (headshotUrl) => {
    expect(siteHeadshotUrl(headshotUrl)).toBeUndefined()
  })

  it('should forward to the API path of the player, encoded', () => {
    expect(headshotApiPath('luka-bozic')).toBe('/v2/website/players/luka-bozic/headshot')
    expect(headshotApiPath('a/b')).toBe('/v2/website/players/a%2Fb/headshot')
  })
})
