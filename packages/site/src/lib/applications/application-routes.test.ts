import { describe, expect, it } from 'vitest'
import { clubDoor, doorApiPath, staffDoor } from './application-routes'

const uuid = '6f1c2b9e-3a4d-4c5e-8f70-112233445566'

describe('given the club’s door to its application', () => {
  it.each([
    ['GET', [uuid], `/v2/website/applications/${uuid}`],
    ['PUT', [uuid, 'sections', 'squad'], `/v2/website/applications/${uuid}/sections/squad`],
    ['POST', [uuid, 'submit'], `/v2/website/applications/${uuid}/submit`],
    ['POST', [uuid, 'files'], `/v2/website/applications/${uuid}/files`],
  ] as const)('should open %s %s', (method, segments, expected) => {
    expect(doorApiPath(clubDoor, method, segments)).toBe(expected)
  })

  it.each([
    ['PUT', [uuid, 'submit']],
    ['POST', [uuid, 'approve']],
    ['GET', ['..', 'staff']],
    ['GET', [uuid, 'files']],
  ] as const)('should stay shut for %s %s', (method, segments) => {
    expect(doorApiPath(clubDoor, method, segments)).toBeUndefined()
  })
})

describe('given the staff door', () => {
  it('should open the review routes and no other staff route', () => {
    expect(doorApiPath(staffDoor, 'POST', ['applications', uuid, 'approve'])).toBe(
      `/v2/website/staff/applications/${uuid}/approve`,
    )
    expect(doorApiPath(staffDoor, 'GET', ['audit'])).toBeUndefined()
    expect(doorApiPath(staffDoor, 'PUT', ['applications', uuid])).toBeUndefined()
  })
})

describe('given the staff door to crests and headshots', () => {
  it.each([
    ['PUT', ['clubs', 'zadar', 'crest'], '/v2/website/staff/clubs/zadar/crest'],
    ['DELETE', ['clubs', 'zadar', 'crest'], '/v2/website/staff/clubs/zadar/crest'],
    ['PUT', ['players', 'luka-bozic', 'headshot'], '/v2/website/staff/players/luka-bozic/headshot'],
    ['DELETE', ['players', 'luka-bozic', 'headshot'], '/v2/website/staff/players/luka-bozic/headshot'],
    ['GET', ['media', 'clubs'], '/v2/website/staff/media/clubs'],
    ['GET', ['media', 'players'], '/v2/website/staff/media/players'],
  ] as const)('should open %s %s', (method, segments, expected) => {
    expect(doorApiPath(staffDoor, method, segments)).toBe(expected)
  })

  it.each([
    ['DELETE', ['applications', uuid]],
    ['PUT', ['clubs', '..', 'crest']],
    ['POST', ['clubs', 'zadar', 'crest']],
    ['DELETE', ['clubs', 'zadar']],
  ] as const)('should stay shut for %s %s', (method, segments) => {
    expect(doorApiPath(staffDoor, method, segments)).toBeUndefined()
  })
})

describe('given the staff news editor’s requests', () => {
  it('should open for the news list, an item, its save and its deletion, and nothing else of news', () => {
    expect(doorApiPath(staffDoor, 'GET', ['news'])).toBe('/v2/website/staff/news')
    expect(doorApiPath(staffDoor, 'POST', ['news'])).toBe('/v2/website/staff/news')
    expect(doorApiPath(staffDoor, 'PUT', ['news', '12'])).toBe('/v2/website/staff/news/12')
    expect(doorApiPath(staffDoor, 'DELETE', ['news', '12'])).toBe('/v2/website/staff/news/12')
    expect(doorApiPath(staffDoor, 'DELETE', ['applications', uuid])).toBeUndefined()
    expect(doorApiPath(staffDoor, 'PUT', ['news', '..'])).toBeUndefined()
  })
})
