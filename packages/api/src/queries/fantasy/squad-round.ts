// A manager's settled rounds: the history, and one round explained pick by pick from what settling stored: the
// snapshot of the picks (fantasy_squad_rounds.picks), each player's breakdown per game (fantasy_player_points)
// and the role multipliers of the rules. A pick's weighted points are rounded as the settling SQL rounds them
// (hundredths, half away from zero), so the picks add up to the stored round points.
import { pickRole, roleMultiplier, type FantasyPointsBreakdown, type PickRole } from '@league/stats/fantasy/points'
import type { FantasyChip, FantasyGameRules, FantasyPosition, FantasySlot } from '@league/stats/fantasy/rules'
import { roundToHundredths } from '@league/stats/fantasy/rounding'
import { sql, type SQL } from 'drizzle-orm'
import type {
  FantasyPickGame,
  FantasySquadRound,
  FantasySquadRoundPick,
  FantasySquadRoundSummary,
} from '../../contract/fantasy-squad-rounds.ts'
import { selectRows, type Database } from '../../db/connection.ts'
import { loadFantasyRules } from './rules.ts'
import { countedGames, fantasyRounds, type FantasyRound } from './rounds.ts'
import type { SquadClock } from './squads-season.ts'
import type { SquadRow } from './squads-view.ts'

type SummaryRow = { round: number; points: number; total_after: number; rank_after: number; chip: FantasyChip | null }

async function settledRows(database: Database, squadId: number): Promise<SummaryRow[]> {
  // A settled row always has a rank: settling writes it in the same transaction as the points.
  return selectRows<SummaryRow>(
    database,
    sql`SELECT round, points, total_after, rank_after, chip FROM fantasy_squad_rounds
        WHERE squad_id = ${squadId} AND rank_after IS NOT NULL ORDER BY round`,
  )
}

function summaryOf(row: SummaryRow, rounds: ReadonlyMap<number, FantasyRound>): FantasySquadRoundSummary {
  const sequence = Number(row.round)
  return {
    sequence,
    name: rounds.get(sequence)?.name ?? `Round ${sequence}`,
    points: Number(row.points),
    totalAfter: Number(row.total_after),
    rank: Number(row.rank_after),
  }
}

async function roundsBySequence(database: Database, leagueSeasonId: number, clock: SquadClock) {
  const rounds = await fantasyRounds(database, leagueSeasonId, clock)
  return new Map(rounds.map((round) => [round.sequence, round]))
}

/** The squad's settled rounds in play order, each with its points, total and rank after it. */
export async function squadHistory(
  database: Database,
  squad: SquadRow,
  clock: SquadClock,
): Promise<FantasySquadRoundSummary[]> {
  const [rows, rounds] = await Promise.all([
    settledRows(database, squad.id),
    roundsBySequence(database, squad.leagueSeasonId, clock),
  ])
  return rows.map((row) => summaryOf(row, rounds))
}

type PickRow = {
  player_id: number
  slot: FantasySlot
  captain: boolean
  position: FantasyPosition
  slug: string
  name: string
  club_slug: string | null
  club_name: string | null
}

/** The snapshot's picks in their stored order, with the player and his club in the league season. */
async function snapshotPicks(database: Database, squad: SquadRow, sequence: number): Promise<PickRow[]> {
  return selectRows<PickRow>(
    database,
    sql`SELECT (e.pick->>'playerId')::int AS player_id, e.pick->>'slot' AS slot, (e.pick->>'captain')::boolean AS captain,
               e.pick->>'position' AS position, p.slug, p.name, club.slug AS club_slug, club.name AS club_name
        FROM fantasy_squad_rounds r
        CROSS JOIN LATERAL jsonb_array_elements(r.picks) WITH ORDINALITY AS e(pick, ordinality)
        JOIN players p ON p.id = (e.pick->>'playerId')::int
        LEFT JOIN LATERAL (
          SELECT c.slug, c.name FROM rosters ro
          JOIN season_teams st ON st.id = ro.season_team_id JOIN clubs c ON c.id = st.club_id
          WHERE ro.player_id = p.id AND st.league_season_id = ${squad.leagueSeasonId}
          ORDER BY ro.season_team_id DESC LIMIT 1
        ) club ON true
        WHERE r.squad_id = ${squad.id} AND r.round = ${sequence}
        ORDER BY e.ordinality`,
  )
}

type GameRow = {
  player_id: number
  slug: string
  date: string | null
  home: boolean
  opponent_slug: string
  opponent_name: string
  breakdown: FantasyPointsBreakdown
}

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
}

/** The stored breakdowns of the players in the games that counted for the round. */
async function pickGames(
  database: Database,
  gameIds: readonly number[],
  playerIds: readonly number[],
): Promise<Map<number, FantasyPickGame[]>> {
  const byPlayer = new Map<number, FantasyPickGame[]>()
  if (gameIds.length === 0 || playerIds.length === 0) {
    return byPlayer
  }
  const rows = await selectRows<GameRow>(
    database,
    sql`SELECT f.player_id, g.slug, g.date::text AS date, b.side = 'H' AS home,
               c.slug AS opponent_slug, st.name AS opponent_name, f.breakdown
        FROM fantasy_player_points f
        JOIN games g ON g.id = f.game_id
        JOIN box_score_lines b ON b.game_id = f.game_id AND b.player_id = f.player_id
        JOIN season_teams st ON st.id = CASE WHEN b.side = 'H' THEN g.away_team_id ELSE g.home_team_id END
        JOIN clubs c ON c.id = st.club_id
        WHERE f.game_id IN (${idList(gameIds)}) AND f.player_id IN (${idList(playerIds)})
        ORDER BY g.date, g.id`,
  )
  for (const row of rows) {
    const games = byPlayer.get(Number(row.player_id)) ?? []
    const { base, parts, won, winBonus, points } = row.breakdown
    games.push({
      game: {
        slug: row.slug,
        date: row.date,
        home: row.home,
        opponent: { slug: row.opponent_slug, name: row.opponent_name },
      },
      base,
      parts,
      won,
      winBonus,
      points,
    })
    byPlayer.set(Number(row.player_id), games)
  }
  return byPlayer
}

const roleOrder: Record<PickRole, number> = { captain: 0, court: 1, sixth: 2, bench: 3 }

/** Captain first, then the court, the sixth man and the bench in the snapshot's order (the sort is stable). */
function byRole(a: FantasySquadRoundPick, b: FantasySquadRoundPick): number {
  return roleOrder[a.role] - roleOrder[b.role]
}

/** A pick's share of the round: his starter points over the round's games × his role's weight under the chip. */
function explainedPick(
  pick: PickRow,
  games: ReadonlyMap<number, FantasyPickGame[]>,
  chip: FantasyChip | null,
  rules: FantasyGameRules,
): FantasySquadRoundPick {
  const playerId = Number(pick.player_id)
  const role = pickRole(pick)
  const multiplier = roleMultiplier(role, chip, rules)
  const played = games.get(playerId) ?? []
  const starterPoints = roundToHundredths(played.reduce((total, game) => total + game.points, 0))
  return {
    player: {
      id: playerId,
      slug: pick.slug,
      name: pick.name,
      club: pick.club_slug === null ? null : { slug: pick.club_slug, name: pick.club_name ?? '' },
      position: pick.position,
    },
    role,
    multiplier,
    games: played,
    starterPoints,
    points: roundToHundredths(starterPoints * multiplier),
  }
}

/**
 * One settled round of the squad explained pick by pick; undefined when the squad has no settled snapshot of
 * that round (it did not play it, or the round is not settled yet).
 *
 * @example
 * // ABA League 2022-23, round 1, Luka Božić captain: PIR 48 in Zadar's win = 52.8 starter points, ×2 = 105.6
 * (await squadRound(database, squad, 1, clock))?.picks[0]
 * //=> { role: 'captain', multiplier: 2, starterPoints: 52.8, points: 105.6, games: [{ base: 48, winBonus: 4.8, … }] }
 */
export async function squadRound(
  database: Database,
  squad: SquadRow,
  sequence: number,
  clock: SquadClock,
): Promise<FantasySquadRound | undefined> {
  const row = (await settledRows(database, squad.id)).find((candidate) => Number(candidate.round) === sequence)
  if (row === undefined) {
    return undefined
  }
  const [rounds, { rules }, picks] = await Promise.all([
    roundsBySequence(database, squad.leagueSeasonId, clock),
    loadFantasyRules(database, squad.leagueSeasonId),
    snapshotPicks(database, squad, sequence),
  ])
  const round = rounds.get(sequence)
  // The games settling counted: played, not postponed past the next round's lock (rounds.ts).
  const gameIds =
    round === undefined
      ? []
      : countedGames(round)
          .filter((game) => game.status === 'played')
          .map((game) => game.id)
  const games = await pickGames(
    database,
    gameIds,
    picks.map((pick) => Number(pick.player_id)),
  )
  const chip = row.chip
  return {
    squadId: squad.id,
    round: summaryOf(row, rounds),
    chip,
    picks: picks.map((pick) => explainedPick(pick, games, chip, rules)).sort(byRole),
  }
}
