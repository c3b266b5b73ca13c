// One game: header, box score, team statistics, play-by-play, shots, flow and report (head-to-head: game-head-to-head.ts).
import { sumCounts } from '@league/stats/box-score'
import { roundedLine } from '@league/stats/box-score-line'
import { gameFlow } from '@league/stats/game-flow'
import { teamTotals } from '@league/stats/team-totals'
import type { PlayByPlayEvent } from '@league/stats/types'
import { sql } from 'drizzle-orm'
import type { BoxScoreLine } from '../contract/games.ts'
import { selectRows, type Database } from '../db/connection.ts'
import type { LocalizedText } from '../db/schema/league.ts'
import { NotFoundError } from './errors.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
import { lineColumns, playerLineOf } from './box-score-rows.ts'
import { countsStats } from './league-statistics.ts'
import { phaseName } from './seasons.ts'
import { seasonBundle, type GameInfo, type SeasonBundle } from './season-data.ts'
import { gameSummary, teamOf, teamReference } from './shapes.ts'
import { publishedFilter } from './news.ts'

export type GameContext = { bundle: SeasonBundle; game: GameInfo }

/** The game with this slug in the client's data, with its league season loaded. */
export async function findGame(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  slug: string,
): Promise<GameContext> {
  const rows = await selectRows<{ source_id: string; season_slug: string; league_slug: string }>(
    database,
    sql`SELECT g.source_id, s.slug AS season_slug, c.slug AS league_slug
        FROM games g
        JOIN league_seasons ls ON ls.id = g.league_season_id
        JOIN seasons s ON s.id = ls.season_id
        JOIN competitions c ON c.id = ls.competition_id
        WHERE g.slug = ${slug} AND s.client_id = ${clientId} AND NOT ls.draft
        LIMIT 1`,
  )
  const row = rows[0]
  if (row === undefined) {
    throw new NotFoundError('game', slug, `No game "${slug}" in this league`)
  }
  const bundle = await seasonBundle(database, demoClock, clientId, row.season_slug, row.league_slug)
  const game = bundle.gameBySourceId.get(row.source_id)
  if (game === undefined) {
    throw new NotFoundError('game', slug, `No game "${slug}" in this league`)
  }
  return { bundle, game }
}

export async function gameHeader(database: Database, { bundle, game }: GameContext) {
  const details = await selectRows<{
    referee_names: string[] | null
    capacity: number | null
    location: string | null
    duel_slug: string | null
    round_slug: string | null
  }>(
    database,
    sql`SELECT ARRAY(SELECT r.name FROM unnest(g.referee_ids) WITH ORDINALITY AS ids(id, position)
                     JOIN referees r ON r.id = ids.id ORDER BY ids.position) AS referee_names,
          v.capacity, v.location, d.slug AS duel_slug, pr.slug AS round_slug
        FROM games g
        LEFT JOIN venues v ON v.id = g.venue_id
        LEFT JOIN playoff_duels d ON d.id = g.playoff_duel_id
        LEFT JOIN playoff_rounds pr ON pr.id = d.playoff_round_id
        WHERE g.id = ${game.id}`,
  )
  const detail = details[0]
  const summary = gameSummary(bundle, game)
  return {
    ...summary,
    league: { slug: bundle.league.slug, name: bundle.league.name },
    phaseName: phaseName(game.phase),
    home: { ...summary.home, periodScores: game.homePeriodScores },
    away: { ...summary.away, periodScores: game.awayPeriodScores },
    venue:
      game.venueName === null
        ? null
        : { name: game.venueName, capacity: detail?.capacity ?? null, location: detail?.location ?? null },
    attendance: game.attendance,
    referees: detail?.referee_names ?? [],
    playoffDuel:
      detail?.duel_slug === null || detail?.duel_slug === undefined || detail.round_slug === null
        ? null
        : { round: detail.round_slug, slug: detail.duel_slug },
  }
}

type BoxLineRow = {
  side: string
  player_slug: string
  player_name: string
  player_source_id: number
  game_source_id: string
  code: string
  jersey: string | null
  minutes: string | null
  rebounds: number | null
  pir: number | null
  points_in_paint: number | null
  second_chance_points: number | null
  fast_break_points: number | null
} & Parameters<typeof playerLineOf>[0]

const statMap = countsStats

async function boxLines(database: Database, game: GameInfo): Promise<BoxLineRow[]> {
  if (game.status === 'scheduled') {
    return []
  }
  return selectRows<BoxLineRow>(
    database,
    sql`SELECT b.side, p.slug AS player_slug, p.name AS player_name, p.source_id AS player_source_id,
          g.source_id AS game_source_id, c.code, b.jersey, b.minutes, b.rebounds, b.pir, b.points_in_paint,
          b.second_chance_points, b.fast_break_points, ${lineColumns}
        FROM box_score_lines b
        JOIN games g ON g.id = b.game_id
        JOIN players p ON p.id = b.player_id
        JOIN season_teams st ON st.id = b.season_team_id JOIN clubs c ON c.id = st.club_id
        WHERE b.game_id = ${game.id}
        ORDER BY b.starter DESC, b.played DESC, b.seconds_played DESC NULLS LAST, p.name`,
  )
}

export async function boxScore(database: Database, { bundle, game }: GameContext) {
  const rows = await boxLines(database, game)
  const side = (code: string, letter: 'H' | 'A') => {
    const lines = rows.filter((row) => row.side === letter)
    const counts = lines.map(playerLineOf)
    return {
      team: teamReference(teamOf(bundle, code)),
      players: lines.map((row, index): BoxScoreLine => ({
        player: { slug: row.player_slug, name: row.player_name },
        jersey: row.jersey,
        starter: row.starter,
        played: row.played,
        minutes: row.minutes,
        stats: row.played ? statMap(counts[index]!) : {},
        pointsInPaint: row.points_in_paint,
        secondChancePoints: row.second_chance_points,
        fastBreakPoints: row.fast_break_points,
      })),
      totals: statMap(sumCounts(counts)),
    }
  }
  return { game: gameSummary(bundle, game), home: side(game.homeCode, 'H'), away: side(game.awayCode, 'A') }
}

export async function teamStatistics(database: Database, { bundle, game }: GameContext) {
  const rows = await boxLines(database, game)
  // Team rebounds and team turnovers are not in the box score, only in the play-by-play (events without a player).
  const teamEvents =
    game.status === 'scheduled'
      ? []
      : await selectRows<{ side: string; event: string; count: number }>(
          database,
          sql`SELECT side, event, count(*)::int AS count FROM play_by_play_events
              WHERE game_id = ${game.id} AND player_id IS NULL AND event IN ('rebound', 'turnover') AND side IS NOT NULL
              GROUP BY side, event`,
        )
  const teamEventCount = (letter: 'H' | 'A', event: string) =>
    teamEvents.find((row) => row.side === letter && row.event === event)?.count ?? 0
  const totals = (letter: 'H' | 'A') => {
    const team = teamTotals(
      rows
        .filter((row) => row.side === letter)
        .map((row) => ({
          ...playerLineOf(row),
          pointsInPaint: row.points_in_paint,
          secondChancePoints: row.second_chance_points,
          fastBreakPoints: row.fast_break_points,
        })),
    )
    return {
      stats: roundedLine(team.statistics),
      pointsInPaint: team.pointsInPaint,
      secondChancePoints: team.secondChancePoints,
      fastBreakPoints: team.fastBreakPoints,
      benchPoints: team.benchPoints,
      teamRebounds: teamEventCount(letter, 'rebound'),
      teamTurnovers: teamEventCount(letter, 'turnover'),
    }
  }
  return {
    game: gameSummary(bundle, game),
    home: { team: teamReference(teamOf(bundle, game.homeCode)), ...totals('H') },
    away: { team: teamReference(teamOf(bundle, game.awayCode)), ...totals('A') },
  }
}

type EventRow = {
  sequence: number
  period: number
  clock: string | null
  side: string | null
  code: string | null
  player_slug: string | null
  player_name: string | null
  event: string
  subtype: string | null
  shot_value: number | null
  home_score: number
  away_score: number
}

async function eventRows(database: Database, game: GameInfo): Promise<EventRow[]> {
  if (game.status === 'scheduled') {
    return []
  }
  return selectRows<EventRow>(
    database,
    sql`SELECT e.sequence, e.period, e.clock, e.side, c.code, p.slug AS player_slug, p.name AS player_name,
          e.event, e.subtype, e.shot_value, e.home_score, e.away_score
        FROM play_by_play_events e
        LEFT JOIN season_teams st ON st.id = e.season_team_id LEFT JOIN clubs c ON c.id = st.club_id
        LEFT JOIN players p ON p.id = e.player_id
        WHERE e.game_id = ${game.id}
        ORDER BY e.sequence`,
  )
}

export async function playByPlay(database: Database, { bundle, game }: GameContext) {
  const rows = await eventRows(database, game)
  return {
    game: gameSummary(bundle, game),
    events: rows.map((row) => ({
      sequence: row.sequence,
      period: row.period,
      clock: row.clock,
      side: row.side === 'H' ? ('home' as const) : row.side === 'A' ? ('away' as const) : null,
      team: row.code === null ? null : teamReference(teamOf(bundle, row.code)),
      player: row.player_slug === null ? null : { slug: row.player_slug, name: row.player_name ?? '' },
      event: row.event,
      subtype: row.subtype,
      shotValue: row.shot_value,
      homeScore: row.home_score,
      awayScore: row.away_score,
    })),
  }
}

export async function shotChart(database: Database, { bundle, game }: GameContext) {
  const rows =
    game.status === 'scheduled'
      ? []
      : await selectRows<{
          shot_sequence: number
          side: string | null
          code: string | null
          player_slug: string | null
          player_name: string | null
          made: boolean
          x: number
          y: number
          play_by_play_sequence: number | null
        }>(
          database,
          sql`SELECT s.shot_sequence, s.side, c.code, p.slug AS player_slug, p.name AS player_name, s.made, s.x, s.y,
                s.play_by_play_sequence
              FROM shots s
              LEFT JOIN season_teams st ON st.id = s.season_team_id LEFT JOIN clubs c ON c.id = st.club_id
              LEFT JOIN players p ON p.id = s.player_id
              WHERE s.game_id = ${game.id}
              ORDER BY s.shot_sequence`,
        )
  return {
    game: gameSummary(bundle, game),
    shots: rows.map((row) => ({
      sequence: row.shot_sequence,
      side: row.side === 'H' ? ('home' as const) : row.side === 'A' ? ('away' as const) : null,
      team: row.code === null ? null : teamReference(teamOf(bundle, row.code)),
      player: row.player_slug === null ? null : { slug: row.player_slug, name: row.player_name ?? '' },
      made: row.made,
      x: row.x,
      y: row.y,
      playByPlaySequence: row.play_by_play_sequence,
    })),
  }
}

/** Seconds remaining from a `MM:SS` clock. */
function clockSeconds(clock: string | null): number | null {
  if (clock === null) {
    return null
  }
  const [minutes, seconds] = clock.split(':').map(Number)
  return (minutes ?? 0) * 60 + (seconds ?? 0)
}

export async function flow(database: Database, { bundle, game }: GameContext) {
  const rows = await eventRows(database, game)
  const events: PlayByPlayEvent[] = rows.map((row) => ({
    sequence: row.sequence,
    period: row.period,
    clockSeconds: clockSeconds(row.clock),
    homeScore: row.home_score,
    awayScore: row.away_score,
    teamId: row.code,
    event: row.event,
  }))
  const result = gameFlow(events)
  return {
    game: gameSummary(bundle, game),
    scoreByMinute: result.scoreByMinute,
    leadChanges: result.leadChanges,
    timesTied: result.timesTied,
    largestLead: result.largestLead,
    biggestRun: result.biggestRun,
  }
}

export async function matchReport(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  { bundle, game }: GameContext,
  locale: string,
) {
  if (game.status === 'scheduled' || demoClock.hides(game.date)) {
    throw new NotFoundError('game result', game.slug, `Game ${game.slug} has not been played yet`)
  }
  const rows = await selectRows<{
    slug: string
    title: LocalizedText
    summary: LocalizedText
    body: LocalizedText
    published_at: unknown
  }>(
    database,
    sql`SELECT slug, title, summary, body, published_at FROM news n
        WHERE client_id = ${clientId} AND game_id = ${game.id} AND kind = 'match-report' AND ${publishedFilter(demoClock)}
        LIMIT 1`,
  )
  const row = rows[0]
  if (row === undefined) {
    throw new NotFoundError('match report', game.slug, `Game ${game.slug} has no report`)
  }
  return {
    game: gameSummary(bundle, game),
    slug: row.slug,
    locale: row.title[locale] === undefined ? 'en' : locale,
    title: row.title[locale] ?? row.title['en'] ?? '',
    summary: row.summary[locale] ?? row.summary['en'] ?? '',
    body: row.body[locale] ?? row.body['en'] ?? '',
    publishedAt: new Date(
      String(row.published_at instanceof Date ? row.published_at.toISOString() : row.published_at),
    ).toISOString(),
  }
}
