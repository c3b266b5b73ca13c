// What the demo managers read before they pick: each player's form from the settled rounds' points, the clubs
// they may favour, the league's average round score (a late joiner's entry points), and their own squads.
import type { FantasyChip, FantasyPosition, FantasySlot } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import type { PlayerForm } from './demo-managers-strategy.ts'
import { countedGames } from './rounds.ts'
import { readSettledRounds } from './settled-rounds.ts'
import type { SquadSeason } from './squads-season.ts'

/** Rounds that make a player's recent form: three, as a fan looks at the last few games. */
const formRounds = 3

/** Each player's points per game: over the last three settled rounds and over the season so far. */
export async function loadPlayerForm(database: Database, season: SquadSeason): Promise<Map<number, PlayerForm>> {
  const settled = await readSettledRounds(database, season.leagueSeasonId)
  const rounds = season.rounds.filter((round) => settled.has(round.sequence))
  const gameIds = rounds.flatMap((round) => countedGames(round).map((game) => game.id))
  const recentIds = rounds.slice(-formRounds).flatMap((round) => countedGames(round).map((game) => game.id))
  const form = new Map<number, PlayerForm>()
  if (gameIds.length === 0) {
    return form
  }
  const recent = recentIds.length === 0 ? sql`false` : sql`game_id IN (${sql.join(recentIds, sql`, `)})`
  const rows = await selectRows<{ player_id: number; season: number; recent: number | null }>(
    database,
    sql`SELECT player_id, avg(points)::float8 AS season, (avg(points) FILTER (WHERE ${recent}))::float8 AS recent
        FROM fantasy_player_points WHERE game_id IN (${sql.join(gameIds, sql`, `)})
        GROUP BY player_id`,
  )
  for (const row of rows) {
    const seasonPoints = Number(row.season)
    form.set(Number(row.player_id), {
      season: seasonPoints,
      recent: row.recent === null ? seasonPoints : Number(row.recent),
    })
  }
  return form
}

/** The league season's clubs by id: a loyal manager's favourite is one of them. */
export async function clubsOfSeason(database: Database, leagueSeasonId: number): Promise<number[]> {
  const rows = await selectRows<{ club_id: number }>(
    database,
    sql`SELECT DISTINCT club_id FROM season_teams WHERE league_season_id = ${leagueSeasonId} ORDER BY club_id`,
  )
  return rows.map((row) => Number(row.club_id))
}

/** The average round score of the season's squads so far: a late joiner's entry points, as squads.ts gives them. */
export async function averageRoundPoints(database: Database, leagueSeasonId: number): Promise<number> {
  const [row] = await selectRows<{ average: number | null }>(
    database,
    sql`SELECT avg(r.points)::float8 AS average FROM fantasy_squad_rounds r
        JOIN fantasy_squads s ON s.id = r.squad_id
        WHERE s.league_season_id = ${leagueSeasonId}`,
  )
  return row?.average === null || row?.average === undefined ? 0 : Number(row.average)
}

export type DemoSquadRow = {
  id: number
  /** 1, 2, … in the order they were created: seeds the style, favourite club and chip round. */
  number: number
  bank_tenths: number
  joined_round: number
  chips_used: Partial<Record<FantasyChip, number>>
  transfers_made: number
}

export type DemoPickRow = {
  squad_id: number
  player_id: number
  slot: FantasySlot
  captain: boolean
  position: FantasyPosition
  bought_price_tenths: number
}

/** The league season's demo squads with the transfers each made for `round`, and all their picks. */
export async function loadDemoSquads(
  database: Database,
  leagueSeasonId: number,
  round: number,
): Promise<{ squads: DemoSquadRow[]; picks: Map<number, DemoPickRow[]> }> {
  const squads = await selectRows<DemoSquadRow>(
    database,
    sql`SELECT s.id, (row_number() OVER (ORDER BY s.id))::int AS number, s.bank_tenths, s.joined_round, s.chips_used,
               (SELECT count(*)::int FROM fantasy_transfers t WHERE t.squad_id = s.id AND t.round = ${round})
                 AS transfers_made
        FROM fantasy_squads s WHERE s.league_season_id = ${leagueSeasonId} AND s.is_demo ORDER BY s.id`,
  )
  const rows = await selectRows<DemoPickRow>(
    database,
    sql`SELECT p.squad_id, p.player_id, p.slot, p.captain, p.position, p.bought_price_tenths
        FROM fantasy_squad_picks p JOIN fantasy_squads s ON s.id = p.squad_id
        WHERE s.league_season_id = ${leagueSeasonId} AND s.is_demo ORDER BY p.squad_id, p.player_id`,
  )
  const picks = new Map<number, DemoPickRow[]>()
  for (const row of rows) {
    picks.set(row.squad_id, [...(picks.get(row.squad_id) ?? []), row])
  }
  return { squads, picks }
}
