// A game's fantasy tab: every player of both teams with his points from that game, explained part by part.
// A played game answers the stored points (scored when its round was settled) or scores its box score now;
// a game not played yet by the clock answers the teams' rosters with nothing scored, and `final: false`.
import type { FantasyPointsBreakdown } from '@league/stats/fantasy/points'
import type { FantasyGameRules, FantasyPosition } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import type { FantasyGamePlayer, FantasyGamePoints } from '../../contract/fantasy-results.ts'
import { selectRows, type Database } from '../../db/connection.ts'
import type { GameContext } from '../games.ts'
import { gameSummary } from '../shapes.ts'
import { gamePlayerPoints } from './player-points.ts'

type PlayerRow = {
  player_id: number
  side: string
  played: boolean
  slug: string
  name: string
  position: FantasyPosition | null
  club_slug: string
  club_name: string
  breakdown: FantasyPointsBreakdown | null
}

const nothingScored: FantasyPointsBreakdown = { base: 0, parts: [], won: false, winBonus: 0, points: 0 }

const playerColumns = sql`p.slug, p.name, pp.position, c.slug AS club_slug, c.name AS club_name`

async function lineRows(database: Database, gameId: number): Promise<PlayerRow[]> {
  return selectRows<PlayerRow>(
    database,
    sql`SELECT b.player_id, b.side, b.played, ${playerColumns}, f.breakdown
        FROM box_score_lines b
        JOIN games g ON g.id = b.game_id
        JOIN players p ON p.id = b.player_id
        JOIN season_teams st ON st.id = b.season_team_id JOIN clubs c ON c.id = st.club_id
        LEFT JOIN player_positions pp ON pp.league_season_id = g.league_season_id AND pp.player_id = b.player_id
        LEFT JOIN fantasy_player_points f ON f.game_id = b.game_id AND f.player_id = b.player_id
        WHERE b.game_id = ${gameId}`,
  )
}

async function rosterRows(database: Database, gameId: number): Promise<PlayerRow[]> {
  return selectRows<PlayerRow>(
    database,
    sql`SELECT r.player_id, CASE WHEN r.season_team_id = g.home_team_id THEN 'H' ELSE 'A' END AS side,
               false AS played, ${playerColumns}, NULL::jsonb AS breakdown
        FROM games g
        JOIN rosters r ON r.season_team_id IN (g.home_team_id, g.away_team_id)
        JOIN players p ON p.id = r.player_id
        JOIN season_teams st ON st.id = r.season_team_id JOIN clubs c ON c.id = st.club_id
        LEFT JOIN player_positions pp ON pp.league_season_id = g.league_season_id AND pp.player_id = r.player_id
        WHERE g.id = ${gameId}`,
  )
}

function answerOf(row: PlayerRow, breakdown: FantasyPointsBreakdown): FantasyGamePlayer {
  return {
    player: {
      slug: row.slug,
      name: row.name,
      position: row.position,
      club: { slug: row.club_slug, name: row.club_name },
    },
    played: row.played,
    base: breakdown.base,
    won: breakdown.won,
    winBonus: breakdown.winBonus,
    points: breakdown.points,
    parts: breakdown.parts,
  }
}

/** Each player's fantasy points from the game, best first on each side. */
export async function gameFantasyPoints(
  database: Database,
  { bundle, game }: GameContext,
  rules: FantasyGameRules,
): Promise<FantasyGamePoints> {
  const played = game.status === 'played'
  const rows = played ? await lineRows(database, game.id) : await rosterRows(database, game.id)
  // Points not stored yet (the round is not settled): scored from the box score now, as settling will.
  const computed =
    rows.some((row) => row.breakdown === null) && played
      ? new Map((await gamePlayerPoints(database, game.id, rules)).map((entry) => [entry.playerId, entry.breakdown]))
      : new Map<number, FantasyPointsBreakdown>()
  const players = rows
    .map((row) => ({
      side: row.side,
      answer: answerOf(row, row.breakdown ?? computed.get(Number(row.player_id)) ?? nothingScored),
    }))
    .sort((a, b) => b.answer.points - a.answer.points || a.answer.player.name.localeCompare(b.answer.player.name))
  const summary = gameSummary(bundle, game)
  const side = (letter: 'H' | 'A') => players.filter((player) => player.side === letter).map((player) => player.answer)
  return {
    game: summary,
    final: game.status !== 'scheduled',
    multipliers: {
      win: rules.winMultiplier,
      captain: rules.captainMultiplier,
      tripleCaptain: rules.tripleCaptainMultiplier,
      sixthMan: rules.sixthManMultiplier,
      bench: rules.benchMultiplier,
    },
    home: { team: summary.home.team, players: side('H') },
    away: { team: summary.away.team, players: side('A') },
  }
}
