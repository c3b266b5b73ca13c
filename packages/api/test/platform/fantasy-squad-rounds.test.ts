// A manager's settled rounds explained, on ABA League 2022-23 as of 2022-11-01 (rounds 1–5 settled): the history,
// and each round pick by pick, whose weighted points add up to the stored round points; one real pick checked
// by hand from box_score_lines; nobody else's squad, no unsettled round, no round that is not a number.
import { createDemoClock } from '@league/client-league/demo-clock'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FantasySquadHistory, FantasySquadRound } from '../../src/contract/fantasy-squad-rounds.ts'
import type { FantasySquadError } from '../../src/contract/fantasy-squads.ts'
import { selectRows, type Database } from '../../src/db/connection.ts'
import { createDatabaseRankingStore } from '../../src/queries/fantasy/ranking-store-database.ts'
import { fantasyRounds, type FantasyRound } from '../../src/queries/fantasy/rounds.ts'
import { settleFantasySeason } from '../../src/queries/fantasy/settle.ts'
import { abaOrigin, createTestApp, markAddressVerified, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { leagueSeason2022, openImportedTestDatabase } from '../helpers/imported-database.ts'
import { insertSquad, lineupOf } from '../league/fantasy-results-support.ts'

const clock = createDemoClock('2022-11-01')
const roundPath = (squad: number, round: number | string) => `/v2/website/user/fantasy/squads/${squad}/rounds/${round}`

type BoxLine = {
  player_id: number
  points: number
  offensive_rebounds: number
  defensive_rebounds: number
  assists: number
  steals: number
  blocks: number
  fouls_drawn: number
  two_pointers_made: number
  two_pointers_attempted: number
  three_pointers_made: number
  three_pointers_attempted: number
  free_throws_made: number
  free_throws_attempted: number
  turnovers: number
  blocks_against: number
  fouls_committed: number
  pir: number
  won: boolean
}

async function fan(app: TestApp, database: Database, label: string): Promise<{ token: string; userId: number }> {
  const email = uniqueEmail(label)
  const token = await signUp(app, email, { name: label })
  await markAddressVerified(database, email)
  const [user] = await selectRows<{ id: number }>(database, sql`SELECT id FROM users WHERE email = ${email}`)
  return { token, userId: user?.id ?? 0 }
}

describe('given ABA League 2022-23 on 2022-11-01, rounds 1–5 settled, with a fan’s squad of real players', () => {
  let testDatabase: TestDatabase
  let database: Database
  let app: TestApp
  let rounds: FantasyRound[]
  let owner: string
  let stranger: string
  let squadId: number
  let best: BoxLine[]

  async function get<Body>(token: string, path: string, headers: Record<string, string> = {}) {
    const response = await app.request(path, {
      headers: { Origin: abaOrigin, Authorization: `Bearer ${token}`, ...headers },
    })
    return { status: response.status, body: (await response.json()) as Body }
  }

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase('pglite')
    database = testDatabase.database
    const season2022 = await leagueSeason2022(database)
    const leagueSeasonId = season2022
    rounds = await fantasyRounds(database, leagueSeasonId, clock)
    const firstGames = sql.join(
      rounds[0]!.games.map((game) => sql`${game.id}`),
      sql`, `,
    )
    best = await selectRows<BoxLine>(
      database,
      sql`SELECT b.*, CASE WHEN b.side = 'H' THEN g.home_score > g.away_score ELSE g.away_score > g.home_score END AS won
          FROM box_score_lines b JOIN games g ON g.id = b.game_id
          WHERE b.game_id IN (${firstGames}) AND b.played ORDER BY b.pir DESC NULLS LAST, b.player_id LIMIT 10`,
    )
    app = createTestApp(database, { demoClock: clock })
    const manager = await fan(app, database, 'manager')
    owner = manager.token
    stranger = (await fan(app, database, 'stranger')).token
    // The triple captain in round 2 and the bench boost in round 3: every weight shows in some round.
    const picks = lineupOf(best.map((line) => Number(line.player_id)))
    squadId = await insertSquad(database, leagueSeasonId, {
      name: 'Explained',
      userName: null,
      picks,
      chips: { 'triple-captain': 2, 'bench-boost': 3 },
    })
    await database.execute(
      sql`UPDATE fantasy_squads SET user_id = ${manager.userId}, is_demo = false WHERE id = ${squadId}`,
    )
    await settleFantasySeason(database, leagueSeasonId, clock, createDatabaseRankingStore(database))
  }, 180_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  async function storedRounds() {
    return selectRows<{ round: number; points: number; rank_after: number }>(
      database,
      sql`SELECT round, points, rank_after FROM fantasy_squad_rounds WHERE squad_id = ${squadId} ORDER BY round`,
    )
  }

  it('should answer the history: every settled round with its stored points and rank', async () => {
    const { status, body } = await get<FantasySquadHistory>(owner, `/v2/website/user/fantasy/squads/${squadId}/rounds`)
    expect(status).toBe(200)
    const stored = await storedRounds()
    expect(stored.map((row) => Number(row.round))).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]))
    expect(body.rounds.map(({ sequence, points, rank }) => ({ sequence, points, rank }))).toEqual(
      stored.map((row) => ({ sequence: Number(row.round), points: Number(row.points), rank: Number(row.rank_after) })),
    )
    expect(body.rounds[0]?.name).toBe(rounds[0]?.name)
  })

  it('should explain every settled round with picks that add up to the stored points', async () => {
    for (const row of await storedRounds()) {
      const { status, body } = await get<FantasySquadRound>(owner, roundPath(squadId, Number(row.round)))
      expect(status).toBe(200)
      expect(body.round.points).toBe(Number(row.points))
      expect(body.picks).toHaveLength(10)
      const sum = body.picks.reduce((total, pick) => total + Math.round(pick.points * 100), 0) / 100
      expect({ round: row.round, sum }).toEqual({ round: row.round, sum: Number(row.points) })
      for (const pick of body.picks) {
        for (const game of pick.games) {
          const parts = game.parts.reduce((total, part) => total + Math.round(part.points * 100), 0) / 100
          expect(parts).toBeCloseTo(game.base, 2)
          expect(game.base + game.winBonus).toBeCloseTo(game.points, 2)
        }
      }
    }
  })

  it('should weigh the chips: the triple captain ×3 in round 2, the whole bench ×1 in round 3', async () => {
    const second = (await get<FantasySquadRound>(owner, roundPath(squadId, 2))).body
    expect(second.chip).toBe('triple-captain')
    expect(second.picks.map((pick) => [pick.role, pick.multiplier])).toEqual([
      ['captain', 3],
      ...Array.from({ length: 4 }, () => ['court', 1]),
      ['sixth', 1],
      ...Array.from({ length: 4 }, () => ['bench', 0.5]),
    ])
    const third = (await get<FantasySquadRound>(owner, roundPath(squadId, 3))).body
    expect(third.chip).toBe('bench-boost')
    expect(third.picks.filter((pick) => pick.role === 'bench').map((pick) => pick.multiplier)).toEqual([1, 1, 1, 1])
  })

  it('should explain the captain of round 1 as box_score_lines gives his line, checked by hand', async () => {
    const { body } = await get<FantasySquadRound>(owner, roundPath(squadId, 1))
    const line = best[0]!
    const captain = body.picks[0]!
    expect(captain.role).toBe('captain')
    expect(captain.player.id).toBe(Number(line.player_id))
    expect(captain.multiplier).toBe(2)
    expect(captain.games).toHaveLength(1)
    const game = captain.games[0]!
    const attempted = line.two_pointers_attempted + line.three_pointers_attempted
    const made = line.two_pointers_made + line.three_pointers_made
    expect(Object.fromEntries(game.parts.map((part) => [part.key, part.points]))).toEqual({
      points: line.points,
      rebounds: line.offensive_rebounds + line.defensive_rebounds,
      assists: line.assists,
      steals: line.steals,
      blocks: line.blocks,
      foulsDrawn: line.fouls_drawn,
      missedFieldGoals: -(attempted - made) || 0,
      missedFreeThrows: -(line.free_throws_attempted - line.free_throws_made) || 0,
      turnovers: -line.turnovers || 0,
      blocksAgainst: -line.blocks_against || 0,
      foulsCommitted: -line.fouls_committed || 0,
    })
    expect(game.base).toBe(line.pir)
    expect(game.won).toBe(line.won)
    const starter = line.won ? Math.round(line.pir * 110) / 100 : line.pir
    expect(game.points).toBeCloseTo(starter, 2)
    expect(captain.points).toBeCloseTo(starter * 2, 2)
    // By hand, Luka Božić in Zadar 96–67 SC Derby (30 September 2022): 30 PTS, 13 REB, 7 AST, 1 STL, 7 fouls
    // drawn, 2P 7/11 and 3P 3/6 (7 missed), FT 7/7, 2 TO, 1 shot blocked: PIR 48; the win adds 4.8; captain ×2.
    expect({ name: captain.player.name, base: game.base, winBonus: game.winBonus, points: captain.points }).toEqual({
      name: 'Luka Božić',
      base: 48,
      winBonus: 4.8,
      points: 105.6,
    })
  })

  it('should refuse another account’s squad with 404 and a message in its language', async () => {
    const { status, body } = await get<FantasySquadError>(stranger, `${roundPath(squadId, 1)}?language=sr`)
    expect(status).toBe(404)
    expect(body.error.message).toBe('Nemate takvu ekipu')
    expect((await get(stranger, `/v2/website/user/fantasy/squads/${squadId}/rounds`)).status).toBe(404)
  })

  it('should refuse a round not settled yet with 404 that says so', async () => {
    const unsettled = rounds.find((round) => round.status !== 'final')!
    const { status, body } = await get<FantasySquadError>(owner, roundPath(squadId, unsettled.sequence))
    expect(status).toBe(404)
    expect(body.error).toMatchObject({ code: 'round_not_settled' })
    expect(body.error.message).toContain(`Round ${unsettled.sequence}`)
  })

  it.each(['zero', '0', '1.5'])('should refuse the round %s with 400', async (round) => {
    const { status, body } = await get<FantasySquadError>(owner, roundPath(squadId, round))
    expect(status).toBe(400)
    expect(body.error.message).toBe('The request param is not valid')
    expect(Object.keys(body.error.fields ?? {})).toEqual(['round'])
  })

  it('should ask to sign in first', async () => {
    const response = await app.request(roundPath(squadId, 1), { headers: { Origin: abaOrigin } })
    expect(response.status).toBe(401)
  })
})
