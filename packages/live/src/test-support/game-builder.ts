/**
 * Builds event logs for tests: a two-team setup with eight players each, and a log that numbers events and
 * stamps them with a time the test controls.
 */
import type { LiveGameEvent, LoggedEvent } from '../events.ts'
import type { GameSetupInput } from '../setup.ts'

export const HOME = 'HOM'
export const AWAY = 'AWY'

/** Player ids `HOM1`…`HOM8` and `AWY1`…`AWY8`; the first five of each start. */
export function playerIds(teamId: string): string[] {
  return Array.from({ length: 8 }, (_, index) => `${teamId}${index + 1}`)
}

function team(id: string, name: string) {
  return {
    id,
    name,
    players: playerIds(id).map((playerId, index) => ({
      id: playerId,
      name: `Player ${playerId}`,
      number: String(index + 4),
    })),
  }
}

export function testSetup(overrides: Partial<GameSetupInput> = {}): GameSetupInput {
  return { gameId: 'test-1', home: team(HOME, 'Home'), away: team(AWAY, 'Away'), ...overrides }
}

/** A log under construction: `add(event, seconds)` stamps the event `seconds` after tip-off. */
export class LogBuilder {
  readonly events: LoggedEvent[] = []
  constructor(readonly startAt = Date.UTC(2026, 0, 1, 19, 0, 0)) {}

  add(event: LiveGameEvent, secondsAfterStart = this.lastSeconds()): this {
    this.events.push({ sequence: this.events.length + 1, at: this.startAt + secondsAfterStart * 1000, event })
    return this
  }

  lastSeconds(): number {
    const last = this.events.at(-1)
    return last === undefined ? 0 : (last.at - this.startAt) / 1000
  }

  /** Both starting fives and the start of period 1 with the clock running. */
  tipOff(): this {
    return this.add({ type: 'starting_lineup', teamId: HOME, playerIds: playerIds(HOME).slice(0, 5) })
      .add({ type: 'starting_lineup', teamId: AWAY, playerIds: playerIds(AWAY).slice(0, 5) })
      .add({ type: 'period_start', period: 1 })
      .add({ type: 'clock_start' })
  }
}
