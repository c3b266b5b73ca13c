import { describe, expect, it } from 'vitest'
import {
  headToHeadFixtures,
  headToHeadOutcome,
  headToHeadTable,
  type HeadToHeadFixture,
  type HeadToHeadResult,
} from './head-to-head.ts'

const range = (from: number, count: number): number[] => Array.from({ length: count }, (_, index) => from + index)

function pairKey(fixture: HeadToHeadFixture): string {
  return [fixture.home, fixture.away]
    .map((id) => (id === null ? 'bot' : String(id)))
    .sort()
    .join('-')
}

describe('given three squads over three rounds', () => {
  it('should pair them with the bot by the circle method', () => {
    expect(headToHeadFixtures([11, 12, 13], [5, 6, 7])).toEqual([
      { round: 5, home: 11, away: null },
      { round: 5, home: 12, away: 13 },
      { round: 6, home: 12, away: 11 },
      { round: 6, home: null, away: 13 },
      { round: 7, home: 11, away: 13 },
      { round: 7, home: null, away: 12 },
    ])
  })
})

describe.each(range(1, 18))('given %i squads', (count) => {
  const squads = range(100, count)
  const entrants = count % 2 === 0 ? count : count + 1
  const cycle = entrants - 1
  const fixtures = headToHeadFixtures(squads, range(1, 2 * cycle + 1))

  it('should let every squad play once in every round', () => {
    for (const round of range(1, 2 * cycle + 1)) {
      const playing = fixtures.filter((fixture) => fixture.round === round).flatMap((f) => [f.home, f.away])
      expect(playing.filter((id) => id !== null).sort()).toEqual(squads)
    }
  })

  it('should make every pair meet once per cycle, home and away swapped in the next', () => {
    const first = fixtures.filter((fixture) => fixture.round <= cycle)
    expect(new Set(first.map(pairKey)).size).toBe((entrants * (entrants - 1)) / 2)
    const second = fixtures.filter((fixture) => fixture.round > cycle && fixture.round <= 2 * cycle)
    const flipped = second.map((fixture) => `${fixture.away}-${fixture.home}`).sort()
    expect(flipped).toEqual(first.map((fixture) => `${fixture.home}-${fixture.away}`).sort())
  })

  it('should start the third cycle again with the first round’s pairs', () => {
    const opening = fixtures.filter((fixture) => fixture.round === 1).map(pairKey)
    const restart = fixtures.filter((fixture) => fixture.round === 2 * cycle + 1).map(pairKey)
    expect(restart).toEqual(opening)
  })
})

describe('given round points', () => {
  it.each([
    { home: 212.4, away: 198, expected: 'home' },
    { home: 150, away: 150.01, expected: 'away' },
    { home: 180, away: 180, expected: 'draw' },
    { home: 0.1 + 0.2, away: 0.3, expected: 'draw' },
  ])('should give $home v $away to $expected', ({ home, away, expected }) => {
    expect(headToHeadOutcome(home, away)).toBe(expected)
  })

  it.each([
    {
      name: 'more points in the general ranking',
      home: { seasonPoints: 2100, startingFivePoints: 120, squadId: 4 },
      away: { seasonPoints: 2250, startingFivePoints: 110, squadId: 9 },
      expected: 'away',
    },
    {
      name: 'a better starting five',
      home: { seasonPoints: 2100, startingFivePoints: 120, squadId: 9 },
      away: { seasonPoints: 2100, startingFivePoints: 110, squadId: 4 },
      expected: 'home',
    },
    {
      name: 'registered first',
      home: { seasonPoints: 2100, startingFivePoints: 120, squadId: 9 },
      away: { seasonPoints: 2100, startingFivePoints: 120, squadId: 4 },
      expected: 'away',
    },
    {
      name: 'a manager against the bot',
      home: { seasonPoints: 2100, startingFivePoints: 120, squadId: null },
      away: { seasonPoints: 2100, startingFivePoints: 120, squadId: 4 },
      expected: 'away',
    },
  ])('should break a tie by ELF’s criteria: $name', ({ home, away, expected }) => {
    expect(headToHeadOutcome(180, 180, { home, away })).toBe(expected)
  })

  it('should not look at the tie-break when the points differ', () => {
    const tieBreak = {
      home: { seasonPoints: 0, startingFivePoints: 0, squadId: 9 },
      away: { seasonPoints: 9999, startingFivePoints: 999, squadId: 1 },
    }
    expect(headToHeadOutcome(181, 180, tieBreak)).toBe('home')
  })
})

describe('given results of a head-to-head league', () => {
  const results: HeadToHeadResult[] = [
    { round: 5, home: 11, away: 12, homePoints: 210, awayPoints: 190 },
    { round: 5, home: 13, away: null, homePoints: 150, awayPoints: 150 },
    { round: 6, home: 12, away: 13, homePoints: 175.5, awayPoints: 160 },
    { round: 6, home: null, away: 11, homePoints: 170, awayPoints: 170, outcome: 'away' },
    { round: 7, home: 11, away: 13, homePoints: null, awayPoints: null },
  ]

  it('should give 2 points a win, 1 a draw, and order by league points then points scored', () => {
    expect(headToHeadTable(results)).toEqual([
      { squadId: 11, played: 2, won: 2, drawn: 0, lost: 0, pointsFor: 380, pointsAgainst: 360, leaguePoints: 4 },
      { squadId: 12, played: 2, won: 1, drawn: 0, lost: 1, pointsFor: 365.5, pointsAgainst: 370, leaguePoints: 2 },
      { squadId: 13, played: 2, won: 0, drawn: 1, lost: 1, pointsFor: 310, pointsAgainst: 325.5, leaguePoints: 1 },
    ])
  })
})

describe('edge cases', () => {
  it('should make no fixtures without squads or rounds', () => {
    expect(headToHeadFixtures([], [1, 2])).toEqual([])
    expect(headToHeadFixtures([1, 2], [])).toEqual([])
  })

  it('should set a lone squad against the bot every round', () => {
    expect(headToHeadFixtures([7], [1, 2])).toEqual([
      { round: 1, home: 7, away: null },
      { round: 2, home: null, away: 7 },
    ])
  })

  it('should refuse a 19th squad and a squad listed twice', () => {
    expect(() => headToHeadFixtures(range(1, 19), [1])).toThrow(RangeError)
    expect(() => headToHeadFixtures([1, 2, 1], [1])).toThrow(RangeError)
  })

  it('should list squads that have not played yet with zeros', () => {
    expect(headToHeadTable([{ round: 1, home: 1, away: 2, homePoints: null, awayPoints: null }])).toEqual([
      { squadId: 1, played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, leaguePoints: 0 },
      { squadId: 2, played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, leaguePoints: 0 },
    ])
  })
})
