/**
 * Game time from the rows' clock. The play-by-play has no clock stops, so the conversion stops the clock
 * where FIBA does (fouls, timeouts, substitutions, violations) and starts it again when a later row shows
 * less time; a stoppage takes no game time.
 */
import { type Conversion, emit, periodLengthMs } from './conversion.ts'
import type { PlayByPlayRow } from './types.ts'

export function stopClock(conversion: Conversion, sourceSequence: number): void {
  if (conversion.running) {
    emit(conversion, sourceSequence, { type: 'clock_stop' })
    conversion.running = false
  }
}

/** Moves game time to the row's clock, starting the clock if it was stopped and time has passed. */
export function advanceTo(conversion: Conversion, row: PlayByPlayRow): void {
  if (!conversion.inPeriod || row.clockSeconds === null) {
    return
  }
  const target = row.clockSeconds * 1000
  if (target >= conversion.remainingMs) {
    return
  }
  if (!conversion.running) {
    emit(conversion, row.sequence, { type: 'clock_start' })
    conversion.running = true
  }
  conversion.remainingMs = target
  conversion.gameTimeMs =
    conversion.periodStartMs + periodLengthMs(conversion, conversion.period) - conversion.remainingMs
}
