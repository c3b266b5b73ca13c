// The box-score lines the fantasy catalogue reads: every line of a league season's games played by the clock,
// with database ids (player, game, team) and whether the player's team won. Positions, opening prices, form
// and season points are all computed from these, so they are loaded once per import and demo date.
import type { DemoClock } from '@league/client-league/demo-clock'
import { emptyCounts } from '@league/stats/box-score'
import { COUNT_KEYS, type BoxScoreCounts } from '@league/stats/types'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { boxScoreLines } from '../../db/schema/league.ts'
import { boxScoreFieldOf } from '../box-score-rows.ts'
import { leagueCacheKey, seasonDataOnce } from '../computed-cache.ts'
import { isoDateOf } from '../season-data.ts'

/** One player's line in one game, as the fantasy game reads it. */
export type FantasyLine = BoxScoreCounts & {
  playerId: number
  gameId: number
  gameSlug: string
  date: string | null
  seasonTeamId: number
  opponentSeasonTeamId: number
  starter: boolean
  played: boolean
  /** His team won the game (overtime included). */
  won: boolean
}

const countColumns = sql.join(
  COUNT_KEYS.map((key) => sql`coalesce(${sql.raw(`b.${boxScoreLines[boxScoreFieldOf(key)].name}`)}, 0)`),
  sql`, `,
)

/** Tab-separated fields of a line, one line of text per box-score line (cheaper than 30 columns of rows). */
const lineText = sql`concat_ws(E'\t', b.player_id, g.id, g.slug, g.date::text, b.season_team_id,
  CASE WHEN b.season_team_id = g.home_team_id THEN g.away_team_id ELSE g.home_team_id END,
  b.starter::int, b.played::int,
  (CASE WHEN b.season_team_id = g.home_team_id THEN g.home_score > g.away_score
        ELSE g.away_score > g.home_score END)::int,
  ${countColumns})`

function lineOf(text: string): FantasyLine {
  const [playerId, gameId, gameSlug = '', date = '', seasonTeamId, opponent, starter, played, won, ...values] =
    text.split('\t')
  const counts = emptyCounts()
  COUNT_KEYS.forEach((key, index) => {
    counts[key] = Number(values[index] ?? 0)
  })
  return {
    ...counts,
    playerId: Number(playerId),
    gameId: Number(gameId),
    gameSlug,
    date: date === '' ? null : isoDateOf(date),
    seasonTeamId: Number(seasonTeamId),
    opponentSeasonTeamId: Number(opponent),
    starter: starter === '1',
    played: played === '1',
    won: won === '1',
  }
}

async function loadLines(database: Database, leagueSeasonId: number, clock: Pick<DemoClock, 'hides'>) {
  const [row] = await selectRows<{ lines: string | null }>(
    database,
    sql`SELECT string_agg(${lineText}, E'\n' ORDER BY g.date, g.time, g.id) AS lines
        FROM box_score_lines b JOIN games g ON g.id = b.game_id
        WHERE g.league_season_id = ${leagueSeasonId} AND g.status = 'played'`,
  )
  return (row?.lines ?? '')
    .split('\n')
    .filter((text) => text !== '')
    .map(lineOf)
    .filter((line) => !clock.hides(line.date))
}

/** The league season's box-score lines of games played by the clock, oldest game first. */
export function fantasyLines(
  database: Database,
  leagueSeasonId: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
): Promise<FantasyLine[]> {
  const day = clock.now().toISOString().slice(0, 10)
  return seasonDataOnce(leagueCacheKey(database, 'fantasy-lines', leagueSeasonId, day), () =>
    loadLines(database, leagueSeasonId, clock),
  )
}

/** Lines grouped by player id, each player's oldest first. */
export function linesByPlayer(lines: readonly FantasyLine[]): Map<number, FantasyLine[]> {
  const byPlayer = new Map<number, FantasyLine[]>()
  for (const line of lines) {
    const list = byPlayer.get(line.playerId)
    if (list === undefined) {
      byPlayer.set(line.playerId, [line])
    } else {
      list.push(line)
    }
  }
  return byPlayer
}

/** The league season of the same competition one season earlier, if the data has it. */
export async function previousLeagueSeasonId(database: Database, leagueSeasonId: number): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    database,
    sql`SELECT previous.id FROM league_seasons current
        JOIN seasons cs ON cs.id = current.season_id
        JOIN league_seasons previous ON previous.competition_id = current.competition_id
        JOIN seasons ps ON ps.id = previous.season_id
        WHERE current.id = ${leagueSeasonId} AND ps.client_id = cs.client_id AND ps.slug < cs.slug
        ORDER BY ps.slug DESC LIMIT 1`,
  )
  return row?.id ?? null
}
