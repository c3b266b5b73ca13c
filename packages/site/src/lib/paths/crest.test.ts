import { describe, expect, it } from 'vitest'
import { crestApiPath, siteCrestUrl, teamMarkOf } from './crest'

describe('given the crest address the API answers', () => {
  it.each([
    ['/v2/website/clubs/vojvodina/crest?v=0b6f3a4e', '/api/crests/vojvodina?v=0b6f3a4e'],
    ['/v2/website/clubs/vojvodina/crest', '/api/crests/vojvodina'],
  ])('should show %s through the site as %s', (crestUrl, expected) => {
    expect(siteCrestUrl(crestUrl)).toBe(expected)
  })

  it.each([null, undefined, '', 'https://elsewhere.example/crest.png', '/v2/website/clubs/a/../../admin/crest'])(
    'should show no crest for %s',
    (crestUrl) => {
      expect(siteCrestUrl(crestUrl)).toBeUndefined()
    },
  )

  it('should forward to the API path of the club, encoded', () => {
    expect(crestApiPath('vojvodina')).toBe('/v2/website/clubs/vojvodina/crest')
    expect(crestApiPath('a/b')).toBe('/v2/website/clubs/a%2Fb/crest')
  })
})

describe('given a team as the API names it', () => {
  it("should give the kit its crest at the site's address and its club's colours, and nothing it lacks", () => {
    expect(
      teamMarkOf({
        crestUrl: '/v2/website/clubs/zadar/crest?v=0b6f3a4e',
        colours: { primary: '#1f4e9c', secondary: '#ffffff' },
      }),
    ).toEqual({ logoUrl: '/api/crests/zadar?v=0b6f3a4e', colours: { primary: '#1f4e9c', secondary: '#ffffff' } })
    expect(teamMarkOf({ crestUrl: null, colours: null })).toEqual({})
    expect(teamMarkOf({})).toEqual({})
  })
})
