import { array, assert, boolean, integer, property, record } from 'fast-check'
import { describe, expect, it } from 'vitest'
import { game, games } from '../test/fixtures.ts'
import { computeStandings, type StandingsRow } from './standings.ts'
import { ABA_RULES, EUROLEAGUE_RULES, FIBA_RULES } from './tie-breaks.ts'
import type { Game } from './types.ts'

const teamNames = { A: 'Team A', B: 'Team B', C: 'Team C', D: 'Team D', E: 'Team E', F: 'Team F' }

function order(rows: readonly StandingsRow[]): string[] {
  return rows.map((row) => `${row.rank} ${row.teamId}`)
}

function rowOf(rows: readonly StandingsRow[], teamId: string): StandingsRow {
  const found = rows.find((candidate) => candidate.teamId === teamId)
  if (found === undefined) {
    throw new Error(`no row for ${teamId}`)
  }
  return found
}

// Two games between A and B, the first won by A in overtime (75-75 after regulation, 15-5 in overtime),
// the second by B by 3; both beat C. Head-to-head point difference: A +10 − 3 = +7 with overtime, −3 without.
const overtimeSeason: Game[] = [
  game({
    home: 'A',
    away: 'B',
    score: [90, 80],
    periods: [
      [20, 20, 20, 15, 15],
      [20, 20, 15, 20, 5],
    ],
  }),
  game({
    home: 'B',
    away: 'A',
    score: [80, 77],
    periods: [
      [20, 20, 20, 20],
      [20, 20, 20, 17],
    ],
  }),
  game({ home: 'A', away: 'C', score: [80, 70] }),
  game({ home: 'B', away: 'C', score: [80, 70] }),
]

// A beats B twice by 2 and C twice by 20; B and C split (B +1, C +10); all three go 4-3 through the
// fillers D, E, F, who end 1-2 with identical scores (a tie nothing breaks).
const restartSeason: Game[] = games([
  'A B 80-78',
  'B A 78-80',
  'A C 90-70',
  'C A 70-90',
  'B C 80-79',
  'C B 90-80',
  'D A 80-70',
  'E A 80-70',
  'F A 80-70',
  'B D 80-70',
  'B E 80-70',
  'B F 80-70',
  'C D 80-75',
  'C E 80-75',
  'C F 80-75',
])

describe('given a finished round robin', () => {
  it.each([
    {
      name: 'a two-way tie on head-to-head classification points',
      season: games(['A B 80-73', 'A C 70-60', 'A D 60-70', 'B C 80-70', 'B D 90-80', 'C D 75-70']),
      expected: ['1 A', '2 B', '3 C', '4 D'],
      note: { teamId: 'A', text: 'ahead of Team B on head-to-head classification points, 2 to 1' },
    },
    {
      // A: +10 − 30 − 15 + 5 = −30, B: −10 + 5 + 15 − 1 = +9, C: −5 + 30 − 5 + 1 = +21
      name: 'a three-way tie on head-to-head point difference',
      season: games(['A B 80-70', 'B C 75-70', 'C A 90-60', 'B A 85-70', 'A C 70-65', 'C B 80-79']),
      expected: ['1 C', '2 B', '3 A'],
      note: {
        teamId: 'B',
        text: 'behind Team C and ahead of Team A on head-to-head point difference, Team C +21, Team B +9, Team A -30',
      },
    },
    {
      name: 'a two-way tie decided in overtime (FIBA counts overtime)',
      season: overtimeSeason,
      expected: ['1 A', '2 B', '3 C'],
      note: { teamId: 'A', text: 'ahead of Team B on head-to-head point difference, +7' },
    },
  ])('should rank $name', ({ season, expected, note }) => {
    const rows = computeStandings(season, { rules: FIBA_RULES, teamNames })
    expect(order(rows)).toEqual(expected)
    expect(rowOf(rows, note.teamId).tieBreakNote).toBe(note.text)
  })

  it.each([
    { rules: FIBA_RULES, expected: ['1 A', '2 B', '3 C'] },
    { rules: ABA_RULES, expected: ['1 A', '2 B', '3 C'] },
    // Regulation only: game 1 was 75-75, so head-to-head is A −3, B +3.
    { rules: EUROLEAGUE_RULES, expected: ['1 B', '2 A', '3 C'] },
  ])('should apply the $rules.name overtime rule', ({ rules, expected }) => {
    expect(order(computeStandings(overtimeSeason, { rules }))).toEqual(expected)
  })

  it('should give the structured form of a tie-break', () => {
    const steps = rowOf(computeStandings(overtimeSeason, { rules: FIBA_RULES }), 'B').tieBreakSteps
    expect(steps).toEqual([
      {
        criterion: 'head-to-head-point-difference',
        teams: ['A', 'B'],
        values: { A: 7, B: -7 },
        aheadOf: [],
        behind: ['A'],
        levelWith: [],
        provisional: false,
      },
    ])
  })

  it('should restart from the first criterion for the teams that remain tied', () => {
    // Among B and C alone: 1 win each, C +9 on point difference.
    const rows = computeStandings(restartSeason, { rules: ABA_RULES, teamNames })
    expect(order(rows)).toEqual(['1 A', '2 C', '3 B', '4 D', '4 E', '4 F'])
    expect(rowOf(rows, 'C').tieBreakNote).toBe(
      'behind Team A on head-to-head classification points, Team A 8, Team B 5, Team C 5; ' +
        'then ahead of Team B on head-to-head point difference, +9',
    )
  })

  it('should keep the whole tied group for head-to-head when the rules do not restart', () => {
    // Among A, B and C: B −4 − 9 = −13, C −40 + 9 = −31.
    const rows = computeStandings(restartSeason, { rules: { ...ABA_RULES, restartForRemainingTies: false } })
    expect(order(rows).slice(0, 3)).toEqual(['1 A', '2 B', '3 C'])
  })

  it('should count classification points, points and home and away records', () => {
    const rows = computeStandings(restartSeason, { rules: ABA_RULES })
    expect(rowOf(rows, 'A')).toMatchObject({
      played: 7,
      won: 4,
      lost: 3,
      classificationPoints: 11,
      pointsFor: 80 + 80 + 90 + 90 + 70 + 70 + 70,
      pointsAgainst: 78 + 78 + 70 + 70 + 80 + 80 + 80,
      home: { won: 2, lost: 0 },
      away: { won: 2, lost: 3 },
      form: ['W', 'W', 'L', 'L', 'L'],
      streakLabel: 'L3',
    })
  })

  it('should mark zones by rank', () => {
    const rows = computeStandings(restartSeason, {
      zones: [
        { from: 1, to: 2, zone: 'playoff' },
        { from: 6, to: 6, zone: 'relegation' },
      ],
    })
    expect(rows.map((standing) => standing.zone)).toEqual(['playoff', 'playoff', null, null, null, null])
  })
})

describe('edge cases', () => {
  it('should share a rank when no criterion breaks a tie', () => {
    const rows = computeStandings(restartSeason, { teamNames })
    expect(rowOf(rows, 'E')).toMatchObject({ rank: 4, sharedRankWith: ['D', 'F'] })
    expect(rowOf(rows, 'E').tieBreakNote).toBe('level with Team D and Team F on every tie-break criterion')
  })

  it('should count a forfeit as a loss worth no classification point', () => {
    const season = [
      game({ home: 'A', away: 'B', score: [20, 0], status: 'forfeit', date: null, round: 1, forfeitLoser: 'B' }),
      game({ home: 'B', away: 'A', score: [70, 80], round: 2 }),
    ]
    const rows = computeStandings(season)
    expect(rowOf(rows, 'B')).toMatchObject({
      played: 2,
      won: 0,
      lost: 2,
      forfeitsLost: 1,
      classificationPoints: 1,
      pointsFor: 70,
      pointsAgainst: 100,
    })
    expect(rowOf(rows, 'A')).toMatchObject({ forfeitsWon: 1, classificationPoints: 4, pointsFor: 100 })
  })

  it('should share ranks of level teams while games remain under FIBA, and not under ABA', () => {
    const season = [
      game({ home: 'A', away: 'B', score: [80, 70] }),
      game({ home: 'C', away: 'D', score: [85, 70] }),
      game({ home: 'A', away: 'C', status: 'scheduled' }),
    ]
    const fiba = computeStandings(season, { rules: FIBA_RULES })
    expect(order(fiba)).toEqual(['1 C', '1 A', '3 A'.replace('A', 'B'), '3 D'])
    expect(rowOf(fiba, 'C').tieBreakNote).toMatch(/^provisionally ahead of A on overall point difference, \+15/)
    expect(order(computeStandings(season, { rules: ABA_RULES }))).toEqual(['1 C', '2 A', '3 B', '4 D'])
  })

  it('should list every team of an empty season at rank 1', () => {
    const rows = computeStandings([], { teamIds: ['A', 'B'] })
    expect(rows).toHaveLength(2)
    expect(rows.every((standing) => standing.rank === 1 && standing.played === 0)).toBe(true)
    expect(rows[0]?.winPercentage).toBeNull()
    expect(computeStandings([])).toEqual([])
  })

  it('should leave play-off games out of the regular-season table', () => {
    const season = [
      game({ home: 'A', away: 'B', score: [80, 70] }),
      game({ home: 'B', away: 'A', score: [90, 70], phase: 'final' }),
    ]
    expect(rowOf(computeStandings(season), 'A').won).toBe(1)
    expect(rowOf(computeStandings(season, { phase: 'final' }), 'B').won).toBe(1)
    expect(rowOf(computeStandings(season, { phase: null }), 'B').played).toBe(2)
  })
})

describe('given any set of results (property)', () => {
  const teams = ['A', 'B', 'C', 'D', 'E']
  const resultArbitrary = record({
    home: integer({ min: 0, max: 4 }),
    offset: integer({ min: 1, max: 4 }),
    homeScore: integer({ min: 50, max: 110 }),
    margin: integer({ min: -30, max: 30 }).filter((margin) => margin !== 0),
    forfeit: boolean(),
  })
  const seasonArbitrary = array(resultArbitrary, { maxLength: 40 }).map((results) =>
    results.map((result, index) => {
      const home = teams[result.home] ?? 'A'
      const away = teams[(result.home + result.offset) % teams.length] ?? 'B'
      const forfeit = result.forfeit && index % 5 === 0
      return game({
        home,
        away,
        score: forfeit ? [20, 0] : [result.homeScore, Math.max(0, result.homeScore + result.margin)],
        status: forfeit ? 'forfeit' : 'played',
      })
    }),
  )

  it.each([FIBA_RULES, EUROLEAGUE_RULES, ABA_RULES])('should balance points and games under $name', (rules) => {
    assert(
      property(seasonArbitrary, (season) => {
        const rows = computeStandings(season, { rules })
        const sum = (pick: (standing: StandingsRow) => number): number =>
          rows.reduce((total, standing) => total + pick(standing), 0)
        const decided = season.filter((played) => played.homeScore !== played.awayScore)
        expect(sum((standing) => standing.pointsFor)).toBe(sum((standing) => standing.pointsAgainst))
        expect(sum((standing) => standing.won)).toBe(decided.length)
        expect(sum((standing) => standing.lost)).toBe(decided.length)
      }),
    )
  })

  it.each([FIBA_RULES, EUROLEAGUE_RULES, ABA_RULES])('should give valid competition ranks under $name', (rules) => {
    assert(
      property(seasonArbitrary, (season) => {
        const rows = computeStandings(season, { rules })
        const primary = (candidate: StandingsRow): number =>
          rules.order === 'wins' ? candidate.won : candidate.classificationPoints
        const valid = rows.every((standing, index) => {
          const previous = rows[index - 1]
          if (previous === undefined) {
            return standing.rank === 1
          }
          // 1, 2, 2, 4: a rank repeats the previous one or equals the position.
          const rankValid = standing.rank === previous.rank || standing.rank === index + 1
          return rankValid && primary(previous) >= primary(standing)
        })
        expect(valid).toBe(true)
        expect(new Set(rows.map((standing) => standing.teamId)).size).toBe(rows.length)
      }),
    )
  })
})
