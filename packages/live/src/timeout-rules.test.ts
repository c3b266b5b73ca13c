import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LiveGameEvent } from './events.ts'
import { applyEvent, initialState, LiveRuleError } from './reducer.ts'
import type { LiveGameState } from './state.ts'
import { AWAY, HOME, playerIds, testSetup } from './test-support/game-builder.ts'

/** The start of a period after a break, both fives on court, clock stopped at 10:00 (5:00 in overtime). */
function startOf(period: number): LiveGameState {
  const state = initialState(testSetup())
  const beforePeriod: LiveGameState = {
    ...state,
    phase: 'break',
    period: period - 1,
    home: { ...state.home, onCourt: playerIds(HOME).slice(0, 5) },
    away: { ...state.away, onCourt: playerIds(AWAY).slice(0, 5) },
  }
  return applyEvent(beforePeriod, { sequence: 1, at: 0, event: { type: 'period_start', period } })
}

function next(state: LiveGameState, event: LiveGameEvent): LiveGameState {
  return applyEvent(state, { sequence: state.sequence + 1, at: state.sequence * 1000, event })
}

/** A timeout with the (stopped) game clock set to `seconds` first. */
function timeoutAt(state: LiveGameState, seconds: number, teamId = HOME): LiveGameState {
  return next(next(state, { type: 'clock_adjust', gameClockSeconds: seconds }), { type: 'timeout', teamId })
}

function refusal(action: () => unknown): LiveRuleError {
  try {
    action()
  } catch (error) {
    if (error instanceof LiveRuleError) {
      return error
    }
    throw error
  }
  throw new Error('expected the event to be refused')
}

describe('given the last two minutes of the 4th quarter (FIBA Art. 18.2.5)', () => {
  it('should allow 2 timeouts and refuse a 3rd although the team has 3 second-half timeouts unused', () => {
    const twoLate = timeoutAt(timeoutAt(startOf(4), 110), 45)
    expect(twoLate.home.timeoutsLeft).toBe(0)
    expect(twoLate.away.timeoutsLeft).toBe(2)
    const error = refusal(() => timeoutAt(twoLate, 20))
    expect(error.code).toBe('last-minutes-timeouts')
    expect(error.message).toBe(
      'Home has already taken 2 timeouts in the last two minutes of the 4th quarter: no more are allowed (FIBA Art. 18.2.5).',
    )
  })

  it('should show 2 timeouts left from 2:00, not the 3 the team saved', () => {
    const early = next(startOf(4), { type: 'clock_adjust', gameClockSeconds: 121 })
    expect(early.home.timeoutsLeft).toBe(3)
    const late = next(early, { type: 'clock_adjust', gameClockSeconds: 120 })
    expect(late.home.timeoutsLeft).toBe(2)
  })

  it('should count a timeout taken before 2:00 only against the second half', () => {
    const oneEarly = timeoutAt(startOf(4), 121)
    const threeTaken = timeoutAt(timeoutAt(oneEarly, 100), 30)
    expect(threeTaken.home.timeoutsLeft).toBe(0)
    expect(refusal(() => timeoutAt(threeTaken, 10)).message).toBe('Home has no timeouts left in the second half.')
  })

  it('should not carry unused first-half timeouts over', () => {
    // No timeout in the first half: the 4th quarter still has the second half's 3, and 2 of them late.
    const state = timeoutAt(startOf(4), 300)
    expect(state.home.timeoutsLeft).toBe(2)
    const late = timeoutAt(timeoutAt(state, 90), 60)
    expect(refusal(() => timeoutAt(late, 30)).code).toBe('no-timeouts-left')
  })

  it('should not apply in the 3rd quarter or in overtime', () => {
    const third = timeoutAt(timeoutAt(timeoutAt(startOf(3), 100), 60), 30)
    expect(third.home.timeoutsLeft).toBe(0)
    const overtime = timeoutAt(startOf(5), 30)
    expect(overtime.home.timeoutsLeft).toBe(0)
  })
})

describe('given any timeouts a scorer tries in the 4th quarter', () => {
  it('should never accept more than 2 in the last two minutes nor 3 in the quarter', () => {
    const attempt = fc.record({ seconds: fc.integer({ min: 0, max: 600 }), home: fc.boolean() })
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 12 }), (attempts) => {
        // The clock only runs down, as in a game.
        const ordered = [...attempts].sort((first, second) => second.seconds - first.seconds)
        let state = startOf(4)
        const accepted = new Map([HOME, AWAY].map((teamId) => [teamId, { late: 0, total: 0 }]))
        for (const { seconds, home } of ordered) {
          const teamId = home ? HOME : AWAY
          try {
            state = timeoutAt(state, seconds, teamId)
          } catch (error) {
            if (!(error instanceof LiveRuleError)) {
              throw error
            }
            state = next(state, { type: 'clock_adjust', gameClockSeconds: seconds })
            continue
          }
          const counts = accepted.get(teamId)
          if (counts !== undefined) {
            counts.total += 1
            counts.late += seconds <= 120 ? 1 : 0
          }
        }
        for (const team of [state.home, state.away]) {
          const counts = accepted.get(team.id)
          expect(counts?.late ?? 0).toBeLessThanOrEqual(2)
          expect(counts?.total ?? 0).toBeLessThanOrEqual(3)
          expect(team.timeoutsLeft).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })
})
