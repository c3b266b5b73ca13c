import { describe, expect, it } from 'vitest'
import { fantasyApiPath } from './fantasy-routes'

describe('given the door to the fan’s own fantasy routes', () => {
  it.each([
    ['GET', ['2022-23', 'aba-league', 'squads'], '/v2/website/user/fantasy/2022-23/aba-league/squads'],
    ['GET', ['squads', '12'], '/v2/website/user/fantasy/squads/12'],
    ['GET', ['squads', '12', 'leagues'], '/v2/website/user/fantasy/squads/12/leagues'],
    ['GET', ['squads', '12', 'rounds'], '/v2/website/user/fantasy/squads/12/rounds'],
    ['GET', ['squads', '12', 'rounds', '5'], '/v2/website/user/fantasy/squads/12/rounds/5'],
    ['PUT', ['squads', '12'], '/v2/website/user/fantasy/squads/12'],
    ['POST', ['squads', '12', 'chips'], '/v2/website/user/fantasy/squads/12/chips'],
    ['POST', ['leagues', 'join'], '/v2/website/user/fantasy/leagues/join'],
  ] as const)('should let %s %j through', (method, segments, path) => {
    expect(fantasyApiPath(method, segments)).toBe(path)
  })

  it.each([
    ['PUT', ['leagues', '3']],
    ['POST', ['squads', '12']],
    ['GET', ['squads', '..', 'leagues']],
    ['GET', ['squads', '12', 'leagues', 'extra']],
    ['POST', ['squads', '12', 'rounds', '5']],
  ] as const)('should refuse %s %j', (method, segments) => {
    expect(fantasyApiPath(method, segments)).toBeUndefined()
  })
})
