// The open feed of a game: each event of its record with what another system needs to follow it without
// running our reducer: the period and game clock when it happened, the team and player it names, the points it
// scored and the running score after it, and whether a later correction cancelled it.
import { remainingAt } from '@league/live/clock'
import type { LiveGameEvent, LoggedEvent } from '@league/live/events'
import { applyEvent, initialState } from '@league/live/reducer'
import type { LiveGameState } from '@league/live/state'
import { LRUCache } from 'lru-cache'
import type { Database } from '../db/connection.ts'
import type { GameEventFeed, GameFeedEvent } from '../contract/event-feed.ts'
import type { GameRecord } from './game-record.ts'

/** `9:07` from milliseconds left in the period (whole seconds, rounded up as a game clock shows them). */
export function clockText(remainingMs: number): string {
  const seconds = Math.ceil(Math.round(remainingMs) / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** The team an event names (club code), if any. */
function teamOfEvent(event: LiveGameEvent): string | null {
  return 'teamId' in event ? event.teamId : null
}

/** The player an event is about: the shooter, the fouler, the player coming in for a substitution. */
function playerOfEvent(event: LiveGameEvent): string | null {
  if (event.type === 'substitution') {
    return event.playerIn
  }
  return 'playerId' in event && event.playerId !== undefined ? event.playerId : null
}

/** Points the event puts on the board (a made shot, a scorer's correction); 0 for everything else. */
export function pointsOf(event: LiveGameEvent): number {
  if (event.type === 'shot') {
    return event.made ? event.points : 0
  }
  return event.type === 'score_correction' ? event.points : 0
}

function feedEvent(state: LiveGameState, logged: LoggedEvent): GameFeedEvent {
  const { event } = logged
  const teamId = teamOfEvent(event)
  const playerId = playerOfEvent(event)
  const player = playerId === null ? undefined : state.players[playerId]
  const remainingMs = remainingAt(state.gameClock, logged.at, state.setup.clockRate)
  return {
    sequence: logged.sequence,
    at: logged.at,
    period: state.period,
    clock: clockText(remainingMs),
    clockSeconds: Math.round(remainingMs / 100) / 10,
    type: event.type,
    team: teamId,
    side: teamId === state.home.id ? 'home' : teamId === state.away.id ? 'away' : null,
    player: playerId === null ? null : { id: playerId, name: player?.name ?? null, number: player?.number ?? null },
    points: pointsOf(event),
    score: { home: state.home.score, away: state.away.score },
    cancelled: false,
    event,
  }
}

// Feeds already built, per database and per game, run and last sequence: a game followed by many systems is
// folded once per new event, not once per poll. An entry is never stale: a new event is a new key.
const builtFeeds = new WeakMap<Database, LRUCache<string, GameFeedEvent[]>>()

function feedCacheOf(database: Database): LRUCache<string, GameFeedEvent[]> {
  const cache = builtFeeds.get(database) ?? new LRUCache<string, GameFeedEvent[]>({ max: 64 })
  builtFeeds.set(database, cache)
  return cache
}

/**
 * Every event of the record with the state right after it. A correction rebuilds the state without the
 * event it cancels (the reducer's rule), so the running score after it is already the corrected one.
 */
export function feedEvents(record: GameRecord): GameFeedEvent[] {
  let state = initialState(record.game.setup)
  const events = record.log.map((logged) => {
    state = applyEvent(state, logged)
    return feedEvent(state, logged)
  })
  const cancelled = new Set(record.state.cancelledSequences)
  return events.map((event) => (cancelled.has(event.sequence) ? { ...event, cancelled: true } : event))
}

/** The feed's answer: the events after `since` (every event for 0). */
export function gameEventFeed(database: Database, record: GameRecord, since: number): GameEventFeed {
  const { state } = record
  const key = `${record.game.id}:${record.source}:${record.run}:${state.sequence}`
  const cache = feedCacheOf(database)
  const all = cache.get(key) ?? feedEvents(record)
  cache.set(key, all)
  const events = all.filter((event) => event.sequence > since)
  return {
    gameId: record.game.slug,
    source: record.source,
    run: record.run,
    lastSequence: state.sequence,
    phase: state.phase,
    home: { id: state.home.id, name: state.home.name, score: state.home.score },
    away: { id: state.away.id, name: state.away.name, score: state.away.score },
    events,
  }
}
