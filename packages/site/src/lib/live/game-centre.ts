// The game centre's tabs of a live game, computed in the browser from the stream: the pure reducer of
// @league/live applied to the snapshot and to every `live` event, then read as the kit's box-score lines,
// the team-statistics comparison and the play-by-play. No I/O here, so the same functions run in tests.
import type { GameHeader } from '@league/api/contract/games'
import type { LiveGameStateResponse, LiveStreamEvent } from '@league/api/contract/live'
import type { LoggedEvent } from '@league/live/events'
import { eventsAsTheyStand } from '@league/live/amendments'
import { applyEvent, initialState } from '@league/live/reducer'
import type { LiveGameState } from '@league/live/state'
import { boxScoreLine } from '@league/stats/box-score-line'
import { BOX_SCORE_TOTAL_KEYS } from '@league/stats/columns'
import type { StatKey } from '@league/stats/stat-keys'
import type { PlayEventKey, PlaySubtypeKey } from '../messages/message-keys'
import { playerPath } from '../paths/links'
import { followLiveEvent } from './follow-game'

export type Side = 'home' | 'away'

/** The teams as the live tabs name them: the game sheet's names and codes, from the game's header. */
export type LiveTeamNames = Record<Side, { name: string; code: string }>

export function teamNamesOf(header: Pick<GameHeader, 'home' | 'away'>): LiveTeamNames {
  return {
    home: { name: header.home.team.name, code: header.home.team.code },
    away: { name: header.away.team.name, code: header.away.team.code },
  }
}

/** A box-score line's figures as the kit's `BoxScore` reads them (`BoxScoreStats`): the summed columns and plus/minus. */
export type BoxScoreFigures = { [Key in (typeof BOX_SCORE_TOTAL_KEYS)[number]]: number } & { plusMinus: number }

/**
 * The figures the box score shows of one line, from every statistic of it: the finished game's line as the API
 * answers it, or a live line's `boxScoreLine`, so both tables show the same columns from the same figures.
 */
export function boxScoreFiguresOf(statistics: Partial<Record<StatKey, number | null>>): BoxScoreFigures {
  const figures = Object.fromEntries(BOX_SCORE_TOTAL_KEYS.map((key) => [key, statistics[key] ?? 0])) as Record<
    (typeof BOX_SCORE_TOTAL_KEYS)[number],
    number
  >
  return { ...figures, plusMinus: statistics.plusMinus ?? 0 }
}

/** A box-score line as the kit's `BoxScore` reads it (`BoxScorePlayer`), figures up to the last event. */
export type LiveBoxScorePlayer = {
  id: string
  name: string
  jersey: string
  starter: boolean
  href?: string
  stats: BoxScoreFigures | null
}

/**
 * Seconds on court up to the last event: finished stints, and the current one from the player's entry to the
 * game clock at the last event (the reducer credits a stint only when it ends).
 */
function secondsPlayed(state: LiveGameState, playerId: string): number {
  const player = state.players[playerId]
  if (player === undefined) {
    return 0
  }
  const current =
    player.onCourt && player.enteredAtRemainingMs !== null && state.phase === 'period'
      ? Math.max(0, player.enteredAtRemainingMs - state.gameClock.remainingMs)
      : 0
  return Math.round((player.playedMs + current) / 1000)
}

/** The players of one side in roster order; a player who has not been on court yet has no line (DNP). */
export function liveBoxScorePlayers(state: LiveGameState, side: Side): LiveBoxScorePlayer[] {
  return state.setup[side].players.map((rosterPlayer) => {
    const player = state.players[rosterPlayer.id]
    return {
      id: rosterPlayer.id,
      name: rosterPlayer.name,
      jersey: rosterPlayer.number ?? '',
      starter: player?.starter ?? false,
      ...(rosterPlayer.slug === undefined ? {} : { href: playerPath(rosterPlayer.slug) }),
      stats:
        player === undefined || !player.played
          ? null
          : boxScoreFiguresOf(boxScoreLine({ ...player.counts, seconds: secondsPlayed(state, rosterPlayer.id) })),
    }
  })
}

/** How a play is described: a Plays event message, the shot's value, and a Plays subtype in brackets. */
export type PlayDescription = { event: PlayEventKey; value?: 2 | 3; detail?: PlaySubtypeKey }

/** Every description a live play can have, so the server translates them all once for the browser. */
export const LIVE_PLAY_DESCRIPTIONS: readonly PlayDescription[] = [
  { event: 'fg_made', value: 2 },
  { event: 'fg_made', value: 3 },
  { event: 'fg_missed', value: 2 },
  { event: 'fg_missed', value: 3 },
  { event: 'ft_made' },
  { event: 'ft_missed' },
  { event: 'rebound', detail: 'offensive' },
  { event: 'rebound', detail: 'defensive' },
  { event: 'assist' },
  { event: 'steal' },
  { event: 'block' },
  { event: 'turnover' },
  { event: 'score_correction' },
  { event: 'foul', detail: 'personal' },
  { event: 'foul', detail: 'offensive' },
  { event: 'foul', detail: 'technical' },
  { event: 'foul', detail: 'unsportsmanlike' },
  { event: 'foul', detail: 'disqualifying' },
  { event: 'foul_drawn' },
  { event: 'substitution', detail: 'in' },
  { event: 'substitution', detail: 'out' },
  { event: 'timeout' },
  { event: 'period_start' },
  { event: 'period_end' },
  { event: 'game_end' },
]

/** The key of a description in the translated map the server passes (`fg_made.3`, `foul.personal`). */
export function descriptionId(description: PlayDescription): string {
  return [description.event, description.value, description.detail].filter((part) => part !== undefined).join('.')
}

export type LivePlay = {
  id: string
  period: number
  /** Game clock left in the period when the play happened, in ms. */
  remainingMs: number
  side: Side | null
  player?: { name: string; href?: string }
  description: PlayDescription
  homeScore: number
  awayScore: number
  points: number
}

function sideOf(state: LiveGameState, teamId: string): Side {
  return state.setup.home.id === teamId ? 'home' : 'away'
}

function playerOf(state: LiveGameState, playerId: string | undefined): LivePlay['player'] {
  if (playerId === undefined) {
    return undefined
  }
  const rosterPlayer = [...state.setup.home.players, ...state.setup.away.players].find(
    (candidate) => candidate.id === playerId,
  )
  if (rosterPlayer === undefined) {
    return undefined
  }
  return rosterPlayer.slug === undefined
    ? { name: rosterPlayer.name }
    : { name: rosterPlayer.name, href: playerPath(rosterPlayer.slug) }
}

/**
 * The rows one logged event adds to the play-by-play, from the state before and after it (the clock after it
 * is settled at the event's time). Clock events, lineups and corrections (undos) add none; a substitution adds
 * two; a score correction adds one, so a fan sees why the score moved.
 */
export function playsOfEvent(before: LiveGameState, after: LiveGameState, logged: LoggedEvent): LivePlay[] {
  const { event } = logged
  const base = {
    period: after.period,
    remainingMs: after.gameClock.remainingMs,
    homeScore: after.home.score,
    awayScore: after.away.score,
    points: after.home.score + after.away.score - before.home.score - before.away.score,
  }
  const row = (description: PlayDescription, side: Side | null, playerId?: string, suffix = ''): LivePlay => {
    const player = playerOf(after, playerId)
    return {
      ...base,
      id: `${logged.sequence}${suffix}`,
      side,
      description,
      ...(player === undefined ? {} : { player }),
    }
  }
  switch (event.type) {
    case 'shot': {
      const description: PlayDescription =
        event.points === 1
          ? { event: event.made ? 'ft_made' : 'ft_missed' }
          : { event: event.made ? 'fg_made' : 'fg_missed', value: event.points }
      return [row(description, sideOf(after, event.teamId), event.playerId)]
    }
    case 'rebound':
      return [row({ event: 'rebound', detail: event.kind }, sideOf(after, event.teamId), event.playerId)]
    case 'assist':
    case 'steal':
    case 'block':
    case 'foul_drawn':
      return [row({ event: event.type }, sideOf(after, event.teamId), event.playerId)]
    case 'turnover':
      return [row({ event: 'turnover' }, sideOf(after, event.teamId), event.playerId)]
    case 'foul':
      return [row({ event: 'foul', detail: event.kind }, sideOf(after, event.teamId), event.playerId)]
    case 'timeout':
      return [row({ event: 'timeout' }, sideOf(after, event.teamId))]
    case 'score_correction':
      return [row({ event: 'score_correction' }, sideOf(after, event.teamId))]
    case 'substitution': {
      const side = sideOf(after, event.teamId)
      return [
        row({ event: 'substitution', detail: 'in' }, side, event.playerIn, '-in'),
        row({ event: 'substitution', detail: 'out' }, side, event.playerOut, '-out'),
      ]
    }
    case 'period_start':
    case 'period_end':
    case 'game_end':
      return [row({ event: event.type }, null)]
    case 'starting_lineup':
    case 'jump_ball':
    case 'held_ball':
    case 'clock_start':
    case 'clock_stop':
    case 'clock_adjust':
    case 'shot_clock_reset':
    case 'shot_clock_adjust':
    case 'correction':
    case 'insertion':
      return []
    default:
      return event satisfies never
  }
}

/**
 * The whole play-by-play of a state: its log as it stands after the scorer's corrections (changed plays in
 * their place, inserted ones after the play they follow), replayed from the setup and numbered again so the
 * reducer takes them in a row.
 */
export function playsOfState(state: LiveGameState): LivePlay[] {
  const plays: LivePlay[] = []
  let current = initialState(state.setup)
  for (const logged of eventsAsTheyStand(state.log)) {
    const next = applyEvent(current, { ...logged, sequence: current.sequence + 1 })
    plays.push(...playsOfEvent(current, next, logged))
    current = next
  }
  return plays
}

/** A live state with its play-by-play, advanced together by each stream event. */
export type LiveGameCentre = { state: LiveGameStateResponse; plays: LivePlay[] }

export function gameCentreOf(state: LiveGameStateResponse): LiveGameCentre {
  return { state, plays: playsOfState(state) }
}

/**
 * The game centre after one stream event (the one fold of @league/live's reducer the screens use too): one
 * more row for most events, a rebuilt list after a correction or a replay that starts over, and `restart` when
 * the event does not follow the state's last one, so the caller starts the stream again for a fresh snapshot.
 */
export function advanceGameCentre(centre: LiveGameCentre, message: LiveStreamEvent): LiveGameCentre | 'restart' {
  const followed = followLiveEvent(centre.state, message)
  if (followed === 'restart') {
    return 'restart'
  }
  if (followed === centre.state) {
    return centre
  }
  const state = { ...followed, clocks: message.clocks }
  const amends = message.event.event.type === 'correction' || message.event.event.type === 'insertion'
  if (amends || state.sequence <= centre.state.sequence) {
    return gameCentreOf(state)
  }
  return { state, plays: [...centre.plays, ...playsOfEvent(centre.state, state, message.event)] }
}

/** `9:25` for a play's time: the kit's one rule for clock text (whole seconds, truncated as the arena shows). */
export { formatPlayClock } from '@league/ui/components/scoreboard/game-clock'
