// Replays a real game: its imported play-by-play re-emitted as live events with its real game clock, at 1
// to 20 times real speed, through the same log, reducer and bus as a scorer's events. The wait between
// events is injected, so tests replay a whole game at once on a fake clock.
import { convertPlayByPlay, type PlayByPlayRow } from '@league/live/play-by-play'
import type { LiveGameState } from '@league/live/state'
import { asc, eq } from 'drizzle-orm'
import { setImmediate as afterPendingWrites } from 'node:timers/promises'
import { z } from 'zod'
import type { Database } from '../db/connection.ts'
import { clubs, games, playByPlayEvents, players, seasonTeams, venues } from '../db/schema/league.ts'
import { DomainError } from '../domain-errors.ts'
import { NotFoundError } from '../queries/errors.ts'
import { slugify } from '../import/names/fold.ts'
import { startLiveGame } from './game-log.ts'
import type { LiveGames } from './live-games.ts'

export const ReplayOptionsSchema = z.object({
  speed: z.number().min(1, 'at least 1 (real time)').max(20, 'at most 20 times real speed').default(1),
  venue: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a venue slug such as aleksandar-nikolic-hall')
    .optional(),
})

export type ReplayOptions = z.input<typeof ReplayOptionsSchema>

export type ReplayContext = {
  database: Database
  liveGames: LiveGames
  clientId: number
  clientSlug: string
  /** Resolves once the server clock reaches `at` (ms); real time: a timer; tests: a fake clock jump. */
  waitUntil: (at: number) => Promise<void>
  /** Called after each stored event (the CLI prints progress). */
  onEvent?: (state: LiveGameState) => void
}

function clockSeconds(clock: string | null): number | null {
  if (clock === null || clock === '') {
    return null
  }
  const [minutes, seconds] = clock.split(':')
  return Number(minutes) * 60 + Number(seconds)
}

export async function playByPlayRows(database: Database, gameId: number): Promise<PlayByPlayRow[]> {
  const rows = await database
    .select({
      sequence: playByPlayEvents.sequence,
      period: playByPlayEvents.period,
      clock: playByPlayEvents.clock,
      teamId: clubs.code,
      playerId: players.sourceId,
      event: playByPlayEvents.event,
      subtype: playByPlayEvents.subtype,
      shotValue: playByPlayEvents.shotValue,
      shotX: playByPlayEvents.shotX,
      shotY: playByPlayEvents.shotY,
      homeScore: playByPlayEvents.homeScore,
      awayScore: playByPlayEvents.awayScore,
    })
    .from(playByPlayEvents)
    .leftJoin(seasonTeams, eq(seasonTeams.id, playByPlayEvents.seasonTeamId))
    .leftJoin(clubs, eq(clubs.id, seasonTeams.clubId))
    .leftJoin(players, eq(players.id, playByPlayEvents.playerId))
    .where(eq(playByPlayEvents.gameId, gameId))
    .orderBy(asc(playByPlayEvents.sequence))
  return rows.map((row) => ({
    ...row,
    clockSeconds: clockSeconds(row.clock),
    playerId: row.playerId === null ? null : String(row.playerId),
  }))
}

async function venueId(database: Database, clientId: number, venueSlug: string | undefined): Promise<number | null> {
  if (venueSlug === undefined) {
    return null
  }
  const rows = await database
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(eq(venues.clientId, clientId))
  const found = rows.find((row) => slugify(row.name) === venueSlug)
  if (found === undefined) {
    throw new NotFoundError('venue', venueSlug, `No venue "${venueSlug}" in this league`)
  }
  return found.id
}

/** Refuses a game without play-by-play before a replay is promised (the route answers before it runs). */
export async function requireReplayable(database: Database, gameId: number, gameSlug: string): Promise<void> {
  if ((await playByPlayRows(database, gameId)).length === 0) {
    throw new DomainError('refused', 'no_play_by_play', `Game ${gameSlug} has no play-by-play to replay`)
  }
}

/**
 * Replays a game from tip-off to the end and resolves with its final state. Game time runs `speed` times
 * faster than real time; stoppages take no time (the play-by-play does not record them).
 */
export async function replayGame(
  context: ReplayContext,
  gameSlug: string,
  rawOptions: ReplayOptions,
): Promise<LiveGameState> {
  const options = ReplayOptionsSchema.parse(rawOptions)
  const { database, liveGames } = context
  const found = await liveGames.find(database, context.clientId, gameSlug)
  const rows = await playByPlayRows(database, found.id)
  if (rows.length === 0) {
    throw new DomainError('refused', 'no_play_by_play', `Game ${gameSlug} has no play-by-play to replay`)
  }
  await startLiveGame(database, found.id, {
    venueId: await venueId(database, context.clientId, options.venue),
    clockRate: options.speed,
    clearReplay: true,
  })
  const game = await liveGames.find(database, context.clientId, gameSlug)
  // The imported points per period are the official record: where the play-by-play's plays disagree with it,
  // the replay sends the scorer's correction, so it ends on the real result.
  const [official] = await database
    .select({ home: games.homePeriodScores, away: games.awayPeriodScores })
    .from(games)
    .where(eq(games.id, found.id))
  const { events } = convertPlayByPlay(game.setup, rows, official)
  const startAt = liveGames.now()
  let state = await liveGames.state(database, game)
  for (const [index, timed] of events.entries()) {
    const at = startAt + timed.gameTimeMs / options.speed
    await context.waitUntil(at)
    const result = await liveGames.post(database, context.clientSlug, game, {
      idempotencyKey: `replay-${startAt}-${index + 1}`,
      expectedSequence: state.sequence,
      event: timed.event,
      authorUserId: null,
      source: 'replay',
      // Its time on the game's timeline, not when it is stored: at 20× a store 100 ms late would be 2 s of
      // game and shot clock, and a replay that falls behind (a busy machine) ran both clocks out during play.
      at,
    })
    if (result.outcome === 'stale') {
      throw new DomainError('conflict', 'replay_interrupted', `Someone else posted to ${gameSlug} during the replay`)
    }
    state = result.state
    context.onEvent?.(state)
    // Events at the same game time follow each other without a timer: without this turn of the event loop
    // the next event's transaction would run before the streams' writes of this one leave the process
    // (Node sends an HTTP response's writes once the current run of promise callbacks ends).
    await afterPendingWrites()
  }
  return state
}
