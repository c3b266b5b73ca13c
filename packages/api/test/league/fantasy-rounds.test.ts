// The fantasy rounds of the real 2022-23 season: one per round of the schedule in play order, locking at the
// first tip-off, and their status by the demo clock.
import { createDemoClock } from '@league/client-league/demo-clock'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/connection.ts'
import {
  countedGames,
  fantasyRounds,
  gameHasStarted,
  openRound,
  roundInPlay,
} from '../../src/queries/fantasy/rounds.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { csvRows } from './csv-season.ts'

const games = csvRows('aba-2022-23', 'games.csv')

describe('given the 2022-23 season imported', () => {
  let testDatabase: TestDatabase
  let leagueSeasonId: number

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase('pglite')
    const [row] = await selectRows<{ id: number }>(testDatabase.database, sql`SELECT id FROM league_seasons LIMIT 1`)
    leagueSeasonId = row!.id
  })

  afterAll(async () => {
    await testDatabase.dispose()
  })

  it('should make one round per regular-season round and per play-off game number, in play order', async () => {
    const rounds = await fantasyRounds(testDatabase.database, leagueSeasonId, createDemoClock(undefined))
    const regularRounds = new Set(games.filter((game) => game.phase === 'regular_season').map((game) => game.round))
    const playoffRounds = new Set(
      games.filter((game) => game.phase !== 'regular_season').map((g) => `${g.phase}:${g.round}`),
    )
    expect(rounds).toHaveLength(regularRounds.size + playoffRounds.size)
    expect(rounds.map((round) => round.sequence)).toEqual(rounds.map((_, index) => index + 1))
    expect(rounds[0]).toMatchObject({
      phase: 'regular-season',
      number: 1,
      gameDays: ['2022-09-30', '2022-10-01', '2022-10-02', '2022-10-03'],
    })
    // Zadar – SC Derby, 30 September 2022 at 18:00 in Belgrade (UTC+2): round 1 locks at its tip-off.
    expect(rounds[0]!.locksAt?.toISOString()).toBe('2022-09-30T16:00:00.000Z')
    expect(rounds.at(-1)).toMatchObject({ phase: 'final', number: 5 })
    const gamesInRounds = rounds.reduce((total, round) => total + round.games.length, 0)
    expect(gamesInRounds).toBe(games.length)
  })

  it("should count a game postponed past the next round's lock for nothing, so it holds no round open", async () => {
    const rounds = await fantasyRounds(testDatabase.database, leagueSeasonId, createDemoClock(undefined))
    const postponed = rounds.flatMap((round) =>
      round.games.filter((game) => game.postponed).map((game) => ({ round, game })),
    )
    expect(postponed.length).toBeGreaterThan(0)
    for (const { round, game } of postponed) {
      const next = rounds[round.sequence]!
      expect(game.startsAt!.getTime()).toBeGreaterThanOrEqual(next.locksAt!.getTime())
      expect(countedGames(round)).not.toContain(game)
    }
  })

  it('should show every round final on the real clock, with none open', async () => {
    const rounds = await fantasyRounds(testDatabase.database, leagueSeasonId, createDemoClock(undefined))
    expect(rounds.every((round) => round.status === 'final')).toBe(true)
    expect(openRound(rounds)).toBeUndefined()
  })

  it('should open the next round and keep later ones upcoming on the demo clock', async () => {
    const clock = createDemoClock('2022-12-20T22:00:00Z')
    const rounds = await fantasyRounds(testDatabase.database, leagueSeasonId, clock)
    const open = openRound(rounds)!
    const before = rounds.filter((round) => round.sequence < open.sequence)
    expect(before.length).toBeGreaterThan(5)
    expect(before.every((round) => round.status === 'final')).toBe(true)
    expect(open.locksAt!.getTime()).toBeGreaterThan(clock.now().getTime())
    expect(rounds.filter((round) => round.sequence > open.sequence).every((round) => round.status === 'upcoming')).toBe(
      true,
    )
    expect(roundInPlay(rounds)).toBeUndefined()
    expect(open.games.some((game) => gameHasStarted(game, clock.now()))).toBe(false)
  })

  it('should lock a round whose first game has tipped off and show its earlier games started', async () => {
    const open = openRound(
      await fantasyRounds(testDatabase.database, leagueSeasonId, createDemoClock('2022-12-20T22:00:00Z')),
    )!
    const afterTipOff = new Date(open.locksAt!.getTime() + 60_000)
    const rounds = await fantasyRounds(testDatabase.database, leagueSeasonId, {
      now: () => afterTipOff,
      hides: createDemoClock(afterTipOff.toISOString()).hides,
    })
    const inPlay = roundInPlay(rounds)!
    expect(inPlay.sequence).toBe(open.sequence)
    expect(inPlay.games.filter((game) => gameHasStarted(game, afterTipOff)).length).toBeGreaterThan(0)
  })
})
