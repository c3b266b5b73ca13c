// Head-to-head private leagues: the fixtures are drawn when the league starts (by its owner, or by itself once
// its start round has locked: checked whenever the league is read or joined), with the average-scoring bot
// when the number of squads is odd; each scored round fills the fixtures' points and results.
import type { DemoClock } from '@league/client-league/demo-clock'
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { fantasyFixtures, fantasyLeagueMembers, fantasyLeagues, fantasySquadRounds } from '../../db/schema/fantasy.ts'
import { fantasyRounds, type FantasyRound } from './rounds.ts'
import { headToHeadFixtures, headToHeadOutcome, type HeadToHeadTieBreak } from '@league/stats/fantasy/head-to-head'
import { roundToHundredths } from '@league/stats/fantasy/rounding'

/** The clock the fantasy game reads: the demo clock, or the real time. */
export type FantasyClock = Pick<DemoClock, 'hides' | 'now'>

export type PrivateLeagueRow = typeof fantasyLeagues.$inferSelect & { season: string; league: string }

/** Whether the league's start round has locked by the clock (so an all-vs-all league counts, a head-to-head starts). */
export function startRoundLocked(league: { startRound: number }, rounds: readonly FantasyRound[]): boolean {
  const start = rounds.find((round) => round.sequence === league.startRound)
  return start === undefined || start.status === 'locked' || start.status === 'final'
}

/** Starts a head-to-head league whose start round has locked; answers the league as it now is. */
export async function ensureLeagueStarted<League extends PrivateLeagueRow>(
  database: Database,
  league: League,
  clock: FantasyClock,
  rounds?: readonly FantasyRound[],
): Promise<League> {
  if (league.kind !== 'head-to-head' || league.startedAt !== null) {
    return league
  }
  const known = rounds ?? (await fantasyRounds(database, league.leagueSeasonId, clock))
  if (!startRoundLocked(league, known)) {
    return league
  }
  const startedAt = await startLeague(database, league.id, clock, known)
  return { ...league, startedAt }
}

/**
 * Draws a head-to-head league's fixtures for every round from its start round to the season's last, closes
 * it to new squads, and scores the rounds already settled. Idempotent: a started league is left as it is.
 * Answers when the league started.
 */
export async function startLeague(
  database: Database,
  leagueId: number,
  clock: FantasyClock,
  knownRounds?: readonly FantasyRound[],
): Promise<Date> {
  const started = await database.transaction(async (transaction) => {
    const [league] = await transaction
      .select()
      .from(fantasyLeagues)
      .where(eq(fantasyLeagues.id, leagueId))
      .for('update')
    if (league === undefined || league.startedAt !== null) {
      return { at: league?.startedAt ?? clock.now(), fresh: false, league }
    }
    const rounds = knownRounds ?? (await fantasyRounds(transaction, league.leagueSeasonId, clock))
    const members = await transaction
      .select({ squadId: fantasyLeagueMembers.squadId })
      .from(fantasyLeagueMembers)
      .where(eq(fantasyLeagueMembers.leagueId, leagueId))
      .orderBy(asc(fantasyLeagueMembers.joinedAt), asc(fantasyLeagueMembers.squadId))
    const sequences = rounds.map((round) => round.sequence).filter((sequence) => sequence >= league.startRound)
    const fixtures = headToHeadFixtures(
      members.map((member) => member.squadId),
      sequences,
    )
    if (fixtures.length > 0) {
      await transaction.insert(fantasyFixtures).values(
        fixtures.map((fixture) => ({
          leagueId,
          round: fixture.round,
          homeSquadId: fixture.home,
          awaySquadId: fixture.away,
        })),
      )
    }
    const at = clock.now()
    await transaction.update(fantasyLeagues).set({ startedAt: at }).where(eq(fantasyLeagues.id, leagueId))
    return { at, fresh: true, league }
  })
  if (started.fresh && started.league !== undefined) {
    // Rounds scored before anyone read the league (it starts lazily) get their results now.
    for (const round of await scoredRounds(database, leagueId, started.league.startRound)) {
      await settleHeadToHeadRound(database, started.league.leagueSeasonId, round, leagueId)
    }
  }
  return started.at
}

/** The rounds from `fromRound` in which some member of the league has a scored squad round. */
async function scoredRounds(database: Database, leagueId: number, fromRound: number): Promise<number[]> {
  const rows = await database
    .selectDistinct({ round: fantasySquadRounds.round })
    .from(fantasySquadRounds)
    .innerJoin(fantasyLeagueMembers, eq(fantasyLeagueMembers.squadId, fantasySquadRounds.squadId))
    .where(and(eq(fantasyLeagueMembers.leagueId, leagueId), gte(fantasySquadRounds.round, fromRound)))
    .orderBy(asc(fantasySquadRounds.round))
  return rows.map((row) => row.round)
}

const updateChunk = 500

/** ELF's tie-breakers of a meeting of two squads; none with the bot, so a tie with it is a draw. */
function tieBreakOf(facts: ReadonlyMap<number, HeadToHeadTieBreak>, home: number | null, away: number | null) {
  const homeFacts = home === null ? undefined : facts.get(home)
  const awayFacts = away === null ? undefined : facts.get(away)
  return homeFacts === undefined || awayFacts === undefined ? undefined : { home: homeFacts, away: awayFacts }
}

type SquadRoundFacts = HeadToHeadTieBreak & { points: number }

/**
 * What decides a fixture for each squad of the round's fixtures: its round points, and ELF's tie-breakers
 * (general-ranking points, the starting five's points in the round's games, its id: the order it registered).
 */
async function squadRoundFacts(
  database: Database,
  squadIds: readonly number[],
  round: number,
  gameIds: readonly number[],
): Promise<Map<number, SquadRoundFacts>> {
  if (squadIds.length === 0) {
    return new Map()
  }
  const games =
    gameIds.length === 0 ? sql`ARRAY[]::integer[]` : sql`ARRAY[${sql.join([...gameIds], sql`, `)}]::integer[]`
  const rows = await selectRows<{
    squad_id: number
    points: number | null
    total_points: number
    starting_five: number | null
  }>(
    database,
    sql`SELECT s.id AS squad_id, r.points, s.total_points,
               (SELECT sum(pp.points) FROM jsonb_array_elements(r.picks) pick
                  JOIN fantasy_player_points pp ON pp.player_id = (pick->>'playerId')::integer
                 WHERE pick->>'slot' = 'court' AND pp.game_id = ANY(${games})) AS starting_five
          FROM fantasy_squads s
          LEFT JOIN fantasy_squad_rounds r ON r.squad_id = s.id AND r.round = ${round}
         WHERE s.id IN (${sql.join([...squadIds], sql`, `)})`,
  )
  return new Map(
    rows.map((row) => [
      row.squad_id,
      {
        squadId: row.squad_id,
        // A squad without a scored round (none of its players played) scores nothing.
        points: Number(row.points ?? 0),
        seasonPoints: Number(row.total_points),
        startingFivePoints: Number(row.starting_five ?? 0),
      },
    ]),
  )
}

/** The game ids of a round (the statuses of `fantasyRounds` are not read, so no clock is needed). */
async function roundGameIds(database: Database, leagueSeasonId: number, round: number): Promise<number[]> {
  const everything = { now: () => new Date(0), hides: () => false }
  const rounds = await fantasyRounds(database, leagueSeasonId, everything)
  return rounds.find((candidate) => candidate.sequence === round)?.games.map((game) => game.id) ?? []
}

/**
 * Fills the points and results of a scored round's head-to-head fixtures in every league of the league
 * season (or only `onlyLeagueId`). The bot scores the average of the league's squads that round. Safe to run
 * again: it recomputes from `fantasy_squad_rounds`. Called by the season's settle after each round.
 * @example
 * await settleHeadToHeadRound(database, leagueSeasonId, 13) // 42 fixtures scored
 */
export async function settleHeadToHeadRound(
  database: Database,
  leagueSeasonId: number,
  round: number,
  onlyLeagueId?: number,
): Promise<number> {
  const fixtures = await database
    .select({
      id: fantasyFixtures.id,
      leagueId: fantasyFixtures.leagueId,
      home: fantasyFixtures.homeSquadId,
      away: fantasyFixtures.awaySquadId,
    })
    .from(fantasyFixtures)
    .innerJoin(fantasyLeagues, eq(fantasyLeagues.id, fantasyFixtures.leagueId))
    .where(
      and(
        eq(fantasyLeagues.leagueSeasonId, leagueSeasonId),
        eq(fantasyFixtures.round, round),
        onlyLeagueId === undefined ? undefined : eq(fantasyFixtures.leagueId, onlyLeagueId),
      ),
    )
  if (fixtures.length === 0) {
    return 0
  }
  const squadIds = [...new Set(fixtures.flatMap((fixture) => [fixture.home, fixture.away]))].filter(
    (squadId): squadId is number => squadId !== null,
  )
  const facts = await squadRoundFacts(database, squadIds, round, await roundGameIds(database, leagueSeasonId, round))
  const pointsOf = (squadId: number) => facts.get(squadId)?.points ?? 0
  const botPoints = new Map<number, number>()
  for (const leagueId of new Set(fixtures.map((fixture) => fixture.leagueId))) {
    const squads = fixtures
      .filter((fixture) => fixture.leagueId === leagueId)
      .flatMap((fixture) => [fixture.home, fixture.away])
      .filter((squadId): squadId is number => squadId !== null)
    const total = squads.reduce((sum, squadId) => sum + pointsOf(squadId), 0)
    botPoints.set(leagueId, squads.length === 0 ? 0 : roundToHundredths(total / squads.length))
  }
  const scored = fixtures.map((fixture) => {
    const side = (squadId: number | null) =>
      squadId === null ? (botPoints.get(fixture.leagueId) ?? 0) : pointsOf(squadId)
    const homePoints = side(fixture.home)
    const awayPoints = side(fixture.away)
    const result = headToHeadOutcome(homePoints, awayPoints, tieBreakOf(facts, fixture.home, fixture.away))
    return { id: fixture.id, homePoints, awayPoints, result }
  })
  // One statement per chunk of fixtures: a season's settle may score thousands of leagues at once.
  for (let start = 0; start < scored.length; start += updateChunk) {
    const values = scored
      .slice(start, start + updateChunk)
      .map(
        (fixture) =>
          sql`(${fixture.id}::integer, ${fixture.homePoints}::double precision, ${fixture.awayPoints}::double precision, ${fixture.result}::text)`,
      )
    await database.execute(
      sql`UPDATE fantasy_fixtures AS f
             SET home_points = v.home_points, away_points = v.away_points, result = v.result
            FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, home_points, away_points, result)
           WHERE f.id = v.id`,
    )
  }
  return scored.length
}
