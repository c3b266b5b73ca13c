// A screen's copy of a live game's whole state, kept current from the stream: the `snapshot` gives the state,
// each `live` event is folded in with the same pure reducer the API uses, so the screens show fouls, players
// and figures that the stream's small scoreboard does not carry, and agree with the API to the event.
import type { LiveStreamEvent } from '@league/api/contract/live'
import { remainingAt } from '@league/live/clock'
import { applyEvent, initialState } from '@league/live/reducer'
import type { LiveGameState } from '@league/live/state'

/**
 * The state after `event`, or `restart` when the screen must take a fresh snapshot instead: the event belongs
 * to another game (a venue moved on), a sequence is missing, or the reducer refuses it (a log the screen does
 * not have). A replayed game starts over at sequence 1. Events the state already holds change nothing.
 */
export function followLiveEvent(state: LiveGameState, event: LiveStreamEvent): LiveGameState | 'restart' {
  if (event.gameId !== state.setup.gameId) {
    return 'restart'
  }
  const { sequence } = event.event
  // The game's own timeline: a replay runs its clock `clockRate` times faster, and a screen opened before the
  // run began holds the setup of the empty log (1×); every event carries the rate its clocks run at.
  const setup =
    event.clocks.clockRate === state.setup.clockRate
      ? state.setup
      : { ...state.setup, clockRate: event.clocks.clockRate }
  const current = setup === state.setup ? state : { ...state, setup }
  const base = sequence === 1 ? initialState(setup) : current
  if (sequence !== 1 && sequence <= state.sequence) {
    return current
  }
  if (sequence !== base.sequence + 1) {
    return 'restart'
  }
  try {
    return applyEvent(base, event.event)
  } catch {
    return 'restart'
  }
}

export type ScreenClocks = {
  gameMs: number
  gameRunning: boolean
  /** Null when the shot clock is off: no period on, or less time on the game clock (FIBA Art. 29.1.2). */
  shotMs: number | null
}

/** Both clocks at server time `serverNow`, from the state's anchors (the screen's clock offset applied by the caller). */
export function screenClocks(state: LiveGameState, serverNow: number): ScreenClocks {
  const rate = state.setup.clockRate
  const gameMs = remainingAt(state.gameClock, serverNow, rate)
  const shotMs = remainingAt(state.shotClock, serverNow, rate)
  const shotOff = state.phase !== 'period' || gameMs < shotMs
  return { gameMs, gameRunning: state.gameClock.running && gameMs > 0, shotMs: shotOff ? null : shotMs }
}
