// What a live game's header shows, taken from the API's live contract: the scoreboard part of a stream event.
// The server seeds it from the live state; the browser replaces it with each `snapshot` and `live` event.
import type { LiveGameStateResponse, LiveStreamEvent } from '@league/api/contract/live'

export type LiveScoreboard = Pick<LiveStreamEvent, 'gameId' | 'home' | 'away' | 'clocks'>

/** A game is live from its first event until its `game_end`. */
export function isLive(state: Pick<LiveGameStateResponse, 'sequence' | 'phase'>): boolean {
  return state.sequence > 0 && state.phase !== 'final'
}

function sideOf(team: LiveGameStateResponse['home']): LiveScoreboard['home'] {
  return {
    score: team.score,
    periodScores: team.periodScores,
    inPenalty: team.inPenalty,
    timeoutsLeft: team.timeoutsLeft,
  }
}

/** The scoreboard of a whole state (the server render and the stream's `snapshot`). */
export function scoreboardOfState(state: LiveGameStateResponse): LiveScoreboard {
  return { gameId: state.setup.gameId, home: sideOf(state.home), away: sideOf(state.away), clocks: state.clocks }
}

/**
 * Milliseconds left on the game clock at the browser's `now`. `offsetMs` is the server clock minus the
 * browser's, measured when the reading arrived, so every screen counts down from the same server anchor
 * instead of accumulating its own timer's drift.
 */
export function gameClockRemainingMs(clocks: LiveScoreboard['clocks'], now: number, offsetMs: number): number {
  // Seconds to the millisecond: rounded back to whole ms, or 32.3 s would read 32 299.99… ms and show 0:32.2.
  const left = Math.round(clocks.gameClockSeconds * 1000)
  if (!clocks.gameClockRunning) {
    return left
  }
  return Math.max(0, left - clocks.clockRate * (now + offsetMs - clocks.serverTime))
}
