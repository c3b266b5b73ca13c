// Test support: a game's state and stream messages as the API sends them, from the log a test builds with
// @league/live's LogBuilder. Only tests import it.
import type { LiveGameStateResponse, LiveStreamEvent } from '@league/api/contract/live'
import { readClocks } from '@league/live/clock'
import { stateFromLog } from '@league/live/reducer'
import type { GameSetupInput } from '@league/live/setup'
import type { LogBuilder } from '@league/live/test-support/game-builder'
import { scoreboardOfState } from '../scoreboard'

/** The whole state after the builder's log, with the clocks read at its last event (a `snapshot`). */
export function stateOf(setup: GameSetupInput, builder: LogBuilder): LiveGameStateResponse {
  const state = stateFromLog(setup, builder.events)
  return { ...state, clocks: readClocks(state, state.lastEventAt ?? 0) }
}

/** What the stream sends for the builder's last event (a `live` message). */
export function streamEventOf(setup: GameSetupInput, builder: LogBuilder): LiveStreamEvent {
  const state = stateOf(setup, builder)
  const event = builder.events.at(-1)
  if (event === undefined) {
    throw new Error('no event')
  }
  return { ...scoreboardOfState(state), event, serverTime: state.clocks.serverTime }
}
