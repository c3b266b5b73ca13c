// Live fantasy points: while a game is live, each player's points come from the live state's box-score lines
// (the very lines the final box score is written from, final-box-score.ts `liveBoxScoreLines`) through
// `playerGamePoints`, so the points at the final whistle equal the points scored from the final box score.
// A squad's live round total = the points of the round's finished games (from their box scores, as the
// settlement scores them) + the live points of the games in progress, through `squadRoundPoints` (roles, chip).
import type { DemoClock } from '@league/client-league/demo-clock'
import type { LiveGameState } from '@league/live/state'
import { emptyCounts } from '@league/stats/box-score'
import {
  playerGamePoints,
  squadRoundPoints,
  type FantasyPointsBreakdown,
  type ScoredPick,
} from '@league/stats/fantasy/points'
import type { FantasyChip, FantasyGameRules, FantasySlot } from '@league/stats/fantasy/rules'
import { COUNT_KEYS, type BoxScoreCounts, type CountKey } from '@league/stats/types'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import { NotFoundError } from '../queries/errors.ts'
import { fantasyRounds, openRound, roundInPlay, type FantasyRound } from '../queries/fantasy/rounds.ts'
import { lineColumns } from '../queries/box-score-rows.ts'
import { liveBoxScoreLines } from './final-box-score.ts'
import { LiveExplanations, type LiveExplanation } from './fantasy-live-parts.ts'
import { fantasyRulesOf } from './fantasy-live-rules.ts'

/**
 * Each player's starter points (source player id → points) as the game stands: the win bonus goes to the
 * side leading now (no one while level), which at the end is the winner.
 */
export function liveGamePoints(state: LiveGameState, rules: Pick<FantasyGameRules, 'weights' | 'winMultiplier'>) {
  return new Map([...liveGameBreakdowns(state, rules)].map(([sourceId, breakdown]) => [sourceId, breakdown.points]))
}

/** Each player's points explained (source player id → breakdown) as the game stands, as `liveGamePoints`. */
export function liveGameBreakdowns(
  state: LiveGameState,
  rules: Pick<FantasyGameRules, 'weights' | 'winMultiplier'>,
): Map<string, FantasyPointsBreakdown> {
  const leading = { H: state.home.score > state.away.score, A: state.away.score > state.home.score }
  const breakdowns = new Map<string, FantasyPointsBreakdown>()
  for (const line of liveBoxScoreLines(state)) {
    breakdowns.set(line.sourceId, playerGamePoints({ ...line.counts, played: line.played }, leading[line.side], rules))
  }
  return breakdowns
}

export type LiveSquadContext = {
  squadId: number
  leagueSeasonId: number
  round: { sequence: number; name: string }
  picks: { playerId: number; slot: FantasySlot; captain: boolean }[]
  chip: FantasyChip | null
  rules: FantasyGameRules
  /** Slugs of the round's games. */
  gameSlugs: string[]
  /** Finished games of the round (not live): game slug → player id → points, from the final box scores. */
  settled: Map<string, Map<number, number>>
  /** The same games' points explained (game slug → player id → breakdown), for the picks' parts. */
  settledBreakdowns?: Map<string, Map<number, FantasyPointsBreakdown>>
  /** Source player id (the live state's) → player id, for the squad's players. */
  playerIdOfSource: Map<string, number>
}

export type LiveSquadPoints = {
  squadId: number
  round: number
  total: number
  /** Each pick with, once one of his games has begun, what his points are made of so far. */
  picks: (ScoredPick & Partial<LiveExplanation>)[]
  /** The round's games whose points are live now. */
  liveGames: string[]
}

/** The round a squad's live total is about: that of a game in progress, else the one in play, else the open one. */
function liveRoundOf(rounds: readonly FantasyRound[], inProgress: readonly string[]): FantasyRound | undefined {
  const withLiveGame = rounds.find((round) => round.games.some((game) => inProgress.includes(game.slug)))
  return withLiveGame ?? roundInPlay(rounds) ?? openRound(rounds) ?? rounds.at(-1)
}

type SquadRow = { league_season_id: number; chips_used: Partial<Record<FantasyChip, number>> }
type PickRow = { player_id: number; slot: FantasySlot; captain: boolean; source_id: number }
type LineRow = {
  game_slug: string
  player_id: number
  side: 'H' | 'A'
  home_score: number | null
  away_score: number | null
} & {
  played: boolean
} & { [Key in CountKey]: number | null }

function countsOf(row: LineRow): BoxScoreCounts {
  const counts = emptyCounts()
  for (const key of COUNT_KEYS) {
    counts[key] = row[key] ?? 0
  }
  return counts
}

/** Points of the players (a squad's, or every squad's of a round) in finished games, explained, from their final box scores. */
export async function settledPoints(
  database: Database,
  gameIds: number[],
  playerIds: number[],
  rules: FantasyGameRules,
): Promise<Map<string, Map<number, FantasyPointsBreakdown>>> {
  const settled = new Map<string, Map<number, FantasyPointsBreakdown>>()
  if (gameIds.length === 0 || playerIds.length === 0) {
    return settled
  }
  const rows = await selectRows<LineRow>(
    database,
    sql`SELECT g.slug AS game_slug, b.player_id, b.side, g.home_score, g.away_score, ${lineColumns}
        FROM box_score_lines b JOIN games g ON g.id = b.game_id
        WHERE b.game_id IN (${sql.join(gameIds, sql`, `)}) AND b.player_id IN (${sql.join(playerIds, sql`, `)})`,
  )
  for (const row of rows) {
    const [own, other] = row.side === 'H' ? [row.home_score, row.away_score] : [row.away_score, row.home_score]
    const won = own !== null && other !== null && own > other
    const breakdown = playerGamePoints({ ...countsOf(row), played: row.played }, won, rules)
    const game = settled.get(row.game_slug) ?? new Map<number, FantasyPointsBreakdown>()
    game.set(row.player_id, breakdown)
    settled.set(row.game_slug, game)
  }
  return settled
}

/** What a squad's live total needs, read once when its stream starts; 404 when there is no such squad. */
export async function loadLiveSquad(
  database: Database,
  squadId: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
  inProgress: readonly string[],
): Promise<LiveSquadContext> {
  const [squad] = await selectRows<SquadRow>(
    database,
    sql`SELECT league_season_id, chips_used FROM fantasy_squads WHERE id = ${squadId}`,
  )
  if (squad === undefined) {
    throw new NotFoundError('fantasy squad', String(squadId), `No fantasy squad ${squadId}`)
  }
  const round = liveRoundOf(await fantasyRounds(database, squad.league_season_id, clock), inProgress)
  if (round === undefined) {
    throw new NotFoundError('season', String(squadId), 'The league season of this squad has no fantasy round')
  }
  const picks = await selectRows<PickRow>(
    database,
    sql`SELECT p.player_id, p.slot, p.captain, pl.source_id
        FROM fantasy_squad_picks p JOIN players pl ON pl.id = p.player_id
        WHERE p.squad_id = ${squadId} ORDER BY p.player_id`,
  )
  const rules = await fantasyRulesOf(database, squad.league_season_id)
  const finished = round.games.filter((game) => game.status !== 'scheduled' && !inProgress.includes(game.slug))
  const chip = (Object.entries(squad.chips_used).find(([, used]) => used === round.sequence)?.[0] ??
    null) as FantasyChip | null
  const settledBreakdowns = await settledPoints(
    database,
    finished.map((game) => game.id),
    picks.map((pick) => pick.player_id),
    rules,
  )
  return {
    squadId,
    leagueSeasonId: squad.league_season_id,
    round: { sequence: round.sequence, name: round.name },
    picks: picks.map((pick) => ({ playerId: pick.player_id, slot: pick.slot, captain: pick.captain })),
    chip,
    rules,
    gameSlugs: round.games.map((game) => game.slug),
    settled: new Map(
      [...settledBreakdowns].map(([slug, game]) => [
        slug,
        new Map([...game].map(([playerId, breakdown]) => [playerId, breakdown.points])),
      ]),
    ),
    settledBreakdowns,
    playerIdOfSource: new Map(picks.map((pick) => [String(pick.source_id), pick.player_id])),
  }
}

/** The squad's round total now: finished games' points plus the live points of the games in `liveStates`. */
export function liveSquadPoints(
  context: LiveSquadContext,
  liveStates: ReadonlyMap<string, LiveGameState>,
): LiveSquadPoints {
  const pointsByPlayer = new Map<number, number>()
  const explanations = new LiveExplanations()
  const add = (playerId: number, points: number) =>
    pointsByPlayer.set(playerId, (pointsByPlayer.get(playerId) ?? 0) + points)
  const liveGames: string[] = []
  for (const slug of context.gameSlugs) {
    const state = liveStates.get(slug)
    if (state === undefined) {
      context.settled.get(slug)?.forEach((points, playerId) => add(playerId, points))
      context.settledBreakdowns?.get(slug)?.forEach((breakdown, playerId) => explanations.add(playerId, breakdown))
      continue
    }
    liveGames.push(slug)
    for (const [sourceId, breakdown] of liveGameBreakdowns(state, context.rules)) {
      const playerId = context.playerIdOfSource.get(sourceId)
      if (playerId !== undefined) {
        add(playerId, breakdown.points)
        explanations.add(playerId, breakdown)
      }
    }
  }
  const scored = squadRoundPoints(context.picks, pointsByPlayer, context.chip, context.rules)
  return {
    squadId: context.squadId,
    round: context.round.sequence,
    total: scored.total,
    picks: scored.picks.map((pick) => ({ ...pick, ...explanations.of(pick.playerId) })),
    liveGames,
  }
}

/** Whether the squad exists: a stream answers 404 before it starts rather than an empty stream. */
export async function squadExists(database: Database, squadId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(database, sql`SELECT id FROM fantasy_squads WHERE id = ${squadId}`)
  return rows.length > 0
}
