import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readClocks } from './clock.ts'
import type { LiveGameEvent, LoggedEvent } from './events.ts'
import { applyEvent, initialState, LiveRuleError, stateFromLog } from './reducer.ts'
import type { LiveGameState } from './state.ts'
import { AWAY, HOME, LogBuilder, playerIds, testSetup } from './test-support/game-builder.ts'

/** What a random scorer does next; turned into a valid event against the current state. */
const actionArbitrary = fc.record({
  kind: fc.constantFrom('shot', 'rebound', 'substitution', 'clock', 'foul', 'turnover'),
  home: fc.boolean(),
  pick: fc.nat(),
  points: fc.constantFrom(1 as const, 2 as const, 3 as const),
  made: fc.boolean(),
  named: fc.boolean(),
  seconds: fc.integer({ min: 0, max: 20 }),
})

type Action = typeof actionArbitrary extends fc.Arbitrary<infer Value> ? Value : never

function eventFor(state: LiveGameState, action: Action): LiveGameEvent {
  const team = action.home ? state.home : state.away
  const onCourt = team.onCourt[action.pick % team.onCourt.length] ?? ''
  const bench = playerIds(team.id).filter(
    (playerId) => !team.onCourt.includes(playerId) && state.players[playerId]?.fouledOut !== true,
  )
  switch (action.kind) {
    case 'shot':
      return {
        type: 'shot',
        teamId: team.id,
        points: action.points,
        made: action.made,
        ...(action.named ? { playerId: onCourt } : {}),
      }
    case 'rebound':
      return { type: 'rebound', teamId: team.id, playerId: onCourt, kind: action.made ? 'offensive' : 'defensive' }
    case 'substitution': {
      const playerIn = bench[action.pick % Math.max(1, bench.length)]
      if (playerIn === undefined || state.players[onCourt]?.fouledOut === true) {
        return { type: 'turnover', teamId: team.id }
      }
      return { type: 'substitution', teamId: team.id, playerIn, playerOut: onCourt }
    }
    case 'clock':
      return state.gameClock.running ? { type: 'clock_stop' } : { type: 'clock_start' }
    case 'foul':
      return state.players[onCourt]?.fouledOut === true
        ? { type: 'foul', teamId: team.id, kind: 'technical' }
        : { type: 'foul', teamId: team.id, playerId: onCourt, kind: 'personal' }
    case 'turnover':
      return { type: 'turnover', teamId: team.id, playerId: onCourt }
    default:
      return action.kind satisfies never
  }
}

/** Plays random actions from tip-off, skipping those the rules refuse (a clock start at 0:00). */
function play(actions: readonly Action[]): { state: LiveGameState; log: LoggedEvent[] } {
  const builder = new LogBuilder().tipOff()
  let state = stateFromLog(testSetup(), builder.events)
  let seconds = 0
  for (const action of actions) {
    seconds += action.seconds
    const logged: LoggedEvent = {
      sequence: state.sequence + 1,
      at: builder.startAt + seconds * 1000,
      event: eventFor(state, action),
    }
    try {
      state = applyEvent(state, logged)
    } catch (error) {
      if (!(error instanceof LiveRuleError)) {
        throw error
      }
    }
  }
  return { state, log: state.log }
}

describe('given any sequence of valid scorer actions', () => {
  const games = fc.array(actionArbitrary, { maxLength: 120 })

  it('should keep each team score equal to its made points and to the sum of its periods', () => {
    fc.assert(
      fc.property(games, (actions) => {
        const { state, log } = play(actions)
        for (const team of [state.home, state.away]) {
          const made = log.reduce(
            (sum, { event }) =>
              event.type === 'shot' && event.made && event.teamId === team.id ? sum + event.points : sum,
            0,
          )
          expect(team.score).toBe(made)
          expect(team.periodScores.reduce((sum, points) => sum + points, 0)).toBe(made)
        }
      }),
    )
  })

  it('should make the plus/minus of a team add up to five times its margin', () => {
    fc.assert(
      fc.property(games, (actions) => {
        const { state } = play(actions)
        const sumFor = (teamId: string) =>
          Object.values(state.players)
            .filter((player) => player.teamId === teamId)
            .reduce((sum, player) => sum + player.counts.plusMinus, 0)
        expect(sumFor(HOME)).toBe(5 * (state.home.score - state.away.score))
        expect(sumFor(AWAY)).toBe(5 * (state.away.score - state.home.score))
      }),
    )
  })

  it('should keep five players on court per team and give out seconds no longer than the time played', () => {
    fc.assert(
      fc.property(games, (actions) => {
        const { state } = play(actions)
        expect(state.home.onCourt).toHaveLength(5)
        expect(new Set(state.away.onCourt).size).toBe(5)
        const elapsed = 600 - state.gameClock.remainingMs / 1000
        for (const player of Object.values(state.players)) {
          expect(player.counts.seconds).toBeLessThanOrEqual(Math.ceil(elapsed))
        }
      }),
    )
  })

  it('should rebuild from its log the very state it reached event by event', () => {
    fc.assert(
      fc.property(games, (actions) => {
        const { state, log } = play(actions)
        expect(stateFromLog(testSetup(), log)).toEqual(state)
      }),
      { numRuns: 50 },
    )
  })

  it('should never show a shot clock above 24 or above the game clock', () => {
    fc.assert(
      fc.property(games, fc.integer({ min: 0, max: 30_000 }), (actions, later) => {
        const { state } = play(actions)
        const reading = readClocks(state, (state.lastEventAt ?? 0) + later)
        const shown = reading.shotClockSeconds ?? 0
        expect(shown).toBeLessThanOrEqual(24)
        expect(shown).toBeLessThanOrEqual(reading.gameClockSeconds)
        expect(reading.gameClockSeconds).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe('given clock starts and stops at increasing times', () => {
  it('should leave the period length minus the running intervals on the game clock', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 90_000 }), { maxLength: 40 }), (gaps) => {
        let state = initialState(testSetup())
        const start: LoggedEvent[] = new LogBuilder(0).tipOff().events
        state = stateFromLog(testSetup(), start)
        let now = 0
        let running = true
        let ran = 0
        for (const gap of gaps) {
          if (running) {
            ran += gap
          }
          now += gap
          const event: LiveGameEvent = running ? { type: 'clock_stop' } : { type: 'clock_start' }
          if (!running && 600_000 - ran <= 0) {
            break
          }
          state = applyEvent(state, { sequence: state.sequence + 1, at: now, event })
          running = !running
        }
        // The reading keeps the millisecond, so screens anchored on it agree with screens anchored on the state.
        expect(readClocks(state, now).gameClockSeconds).toBe(Math.round(Math.max(0, 600_000 - ran)) / 1000)
      }),
    )
  })
})
