// Player prices of a league season, in fantasy_prices (tenths of a credit): the opening price (after round 0)
// from PIR per game, then one row after each scored round as the price moves with the points (the formula is
// @league/stats/fantasy/prices, documented in packages/stats/README.md). Every write is one statement, so a
// failure never leaves half a round of prices.
import type { DemoClock } from '@league/client-league/demo-clock'
import { performanceIndexRating } from '@league/stats/box-score'
import { openingPriceTenths, priceAfterRound } from '@league/stats/fantasy/prices'
import type { FantasyGameRules } from '@league/stats/fantasy/rules'
import { and, asc, eq, sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { fantasyPrices } from '../../db/schema/fantasy.ts'
import { fantasyLines, linesByPlayer, previousLeagueSeasonId, type FantasyLine } from './catalogue-lines.ts'
import { fantasyRounds } from './rounds.ts'
import { loadFantasyRules } from './rules.ts'

/** Fewer games than this do not make a PIR per game to price on (one big night is not a season). */
export const MINIMUM_GAMES_FOR_PRICE = 3

/** PIR per game over the lines a player played, or null when he played too few games. */
export function pirPerGame(lines: readonly FantasyLine[] | undefined): number | null {
  const played = (lines ?? []).filter((line) => line.played)
  if (played.length < MINIMUM_GAMES_FOR_PRICE) {
    return null
  }
  return played.reduce((sum, line) => sum + performanceIndexRating(line), 0) / played.length
}

/** Roster players of the league season without an opening price. */
async function playersWithoutOpeningPrice(database: Database, leagueSeasonId: number): Promise<number[]> {
  const rows = await selectRows<{ player_id: number }>(
    database,
    sql`SELECT DISTINCT r.player_id FROM rosters r JOIN season_teams st ON st.id = r.season_team_id
        WHERE st.league_season_id = ${leagueSeasonId}
          AND NOT EXISTS (SELECT 1 FROM fantasy_prices fp WHERE fp.league_season_id = ${leagueSeasonId}
                          AND fp.player_id = r.player_id AND fp.after_round = 0)
        ORDER BY r.player_id`,
  )
  return rows.map((row) => row.player_id)
}

/**
 * Opening prices for the roster players who have none: the previous season's PIR per game, else the season
 * so far by the clock, else the floor. An opening price, once set, never changes.
 */
export async function setOpeningPrices(
  database: Database,
  leagueSeasonId: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
  rules: FantasyGameRules,
): Promise<number> {
  const playerIds = await playersWithoutOpeningPrice(database, leagueSeasonId)
  if (playerIds.length === 0) {
    return 0
  }
  const previousId = await previousLeagueSeasonId(database, leagueSeasonId)
  const previous = previousId === null ? new Map() : linesByPlayer(await fantasyLines(database, previousId, clock))
  const current = linesByPlayer(await fantasyLines(database, leagueSeasonId, clock))
  const rows = playerIds.map((playerId) => ({
    leagueSeasonId,
    playerId,
    afterRound: 0,
    priceTenths: openingPriceTenths(pirPerGame(previous.get(playerId)) ?? pirPerGame(current.get(playerId)), rules),
  }))
  await database.insert(fantasyPrices).values(rows).onConflictDoNothing()
  return rows.length
}

/** A clock that shows every game: which teams play in a round does not depend on the day. */
const wholeSeason = { now: () => new Date(8.64e15), hides: () => false }

/** Season team ids of each player on the league season's rosters. */
async function teamsOfPlayers(database: Database, leagueSeasonId: number): Promise<Map<number, number[]>> {
  const rows = await selectRows<{ player_id: number; season_team_id: number }>(
    database,
    sql`SELECT r.player_id, r.season_team_id FROM rosters r JOIN season_teams st ON st.id = r.season_team_id
        WHERE st.league_season_id = ${leagueSeasonId}`,
  )
  const teams = new Map<number, number[]>()
  for (const row of rows) {
    teams.set(row.player_id, [...(teams.get(row.player_id) ?? []), row.season_team_id])
  }
  return teams
}

/**
 * The prices after a scored round (the round's sequence number), from each player's points in it (a starter's
 * points summed over his games of the round). A player whose team played but who has no points did not play
 * and drifts down; a player whose team had no game that round (play-offs) keeps his price. Running it again
 * for the same round writes the same prices.
 */
export async function recordPricesAfterRound(
  database: Database,
  leagueSeasonId: number,
  round: number,
  pointsByPlayer: ReadonlyMap<number, number>,
): Promise<void> {
  const { rules } = await loadFantasyRules(database, leagueSeasonId)
  const fantasyRound = (await fantasyRounds(database, leagueSeasonId, wholeSeason)).find(
    (candidate) => candidate.sequence === round,
  )
  const playingTeams = new Set(fantasyRound?.games.flatMap((game) => [game.homeTeamId, game.awayTeamId]) ?? [])
  const teams = await teamsOfPlayers(database, leagueSeasonId)
  const before = await selectRows<{ player_id: number; price_tenths: number }>(
    database,
    sql`SELECT DISTINCT ON (player_id) player_id, price_tenths FROM fantasy_prices
        WHERE league_season_id = ${leagueSeasonId} AND after_round < ${round}
        ORDER BY player_id, after_round DESC`,
  )
  const rows = before.map((row) => {
    const played = (teams.get(row.player_id) ?? []).some((team) => playingTeams.has(team))
    const points = pointsByPlayer.get(row.player_id) ?? null
    const priceTenths = played || points !== null ? priceAfterRound(row.price_tenths, points, rules) : row.price_tenths
    return { leagueSeasonId, playerId: row.player_id, afterRound: round, priceTenths }
  })
  if (rows.length === 0) {
    return
  }
  await database
    .insert(fantasyPrices)
    .values(rows)
    .onConflictDoUpdate({
      target: [fantasyPrices.leagueSeasonId, fantasyPrices.playerId, fantasyPrices.afterRound],
      set: { priceTenths: sql`excluded.price_tenths` },
    })
}

export type CurrentPrice = { priceTenths: number; changeTenths: number; afterRound: number }

/** Each player's latest price and how much the last recorded round moved it. */
export async function currentPrices(database: Database, leagueSeasonId: number): Promise<Map<number, CurrentPrice>> {
  const rows = await selectRows<{
    player_id: number
    after_round: number
    price_tenths: number
    before: number | null
  }>(
    database,
    sql`SELECT DISTINCT ON (player_id) player_id, after_round, price_tenths,
               lag(price_tenths) OVER (PARTITION BY player_id ORDER BY after_round) AS before
        FROM fantasy_prices WHERE league_season_id = ${leagueSeasonId}
        ORDER BY player_id, after_round DESC`,
  )
  return new Map(
    rows.map((row) => [
      row.player_id,
      {
        priceTenths: row.price_tenths,
        changeTenths: row.before === null ? 0 : row.price_tenths - row.before,
        afterRound: row.after_round,
      },
    ]),
  )
}

/** A player's prices after each round, oldest first (round 0 = opening). */
export async function priceHistory(
  database: Database,
  leagueSeasonId: number,
  playerId: number,
): Promise<{ afterRound: number; priceTenths: number }[]> {
  return database
    .select({ afterRound: fantasyPrices.afterRound, priceTenths: fantasyPrices.priceTenths })
    .from(fantasyPrices)
    .where(and(eq(fantasyPrices.leagueSeasonId, leagueSeasonId), eq(fantasyPrices.playerId, playerId)))
    .orderBy(asc(fantasyPrices.afterRound))
}
