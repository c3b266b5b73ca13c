import { AWAY, HOME, LogBuilder, playerIds, testSetup } from '@league/live/test-support/game-builder'
import { GameSetupSchema } from '@league/live/setup'
import { describe, expect, it } from 'vitest'
import { advanceGameCentre, gameCentreOf } from './game-centre'
import { liveFlowPoints, livePlayedSeconds } from './live-flow'
import { stateOf as stateOfLog } from './test-support/live-stream-messages'

const setup = GameSetupSchema.parse(testSetup())
const [home1] = playerIds(HOME) as [string]
const [away1] = playerIds(AWAY) as [string]

const stateOf = (builder: LogBuilder) => stateOfLog(setup, builder)

/** A 3 by home at 30 s, a miss and a rebound, and a 2 by away at 75 s. */
function firstQuarter(): LogBuilder {
  return new LogBuilder()
    .tipOff()
    .add({ type: 'shot', teamId: HOME, playerId: home1, points: 3, made: true }, 30)
    .add({ type: 'shot', teamId: AWAY, playerId: away1, points: 2, made: false }, 50)
    .add({ type: 'rebound', teamId: HOME, playerId: home1, kind: 'defensive' }, 52)
    .add({ type: 'shot', teamId: AWAY, playerId: away1, points: 2, made: true }, 75)
}

describe('given a live game with baskets in the first quarter', () => {
  it('should place the score after each basket at the seconds played, from 0–0 at tip-off', () => {
    const { plays } = gameCentreOf(stateOf(firstQuarter()))
    expect(liveFlowPoints(plays, setup)).toEqual([
      { elapsedSeconds: 0, homeScore: 0, awayScore: 0 },
      { elapsedSeconds: 30, homeScore: 3, awayScore: 0 },
      { elapsedSeconds: 75, homeScore: 3, awayScore: 2 },
    ])
  })

  it('should grow with each streamed event, and lose a basket a correction cancels', () => {
    const builder = firstQuarter()
    const centre = gameCentreOf(stateOf(builder))
    builder.add({ type: 'shot', teamId: HOME, playerId: home1, points: 2, made: true }, 90)
    const basket = builder.events.at(-1)
    if (basket === undefined) {
      throw new Error('no event')
    }
    const streamed = stateOf(builder)
    const after = advanceGameCentre(centre, {
      gameId: setup.gameId,
      event: basket,
      home: { ...streamed.home },
      away: { ...streamed.away },
      clocks: streamed.clocks,
      serverTime: streamed.clocks.serverTime,
    })
    if (after === 'restart') {
      throw new Error('the basket was refused')
    }
    expect(liveFlowPoints(after.plays, setup).at(-1)).toEqual({ elapsedSeconds: 90, homeScore: 5, awayScore: 2 })

    const corrected = gameCentreOf(stateOf(builder.add({ type: 'correction', cancelsSequence: basket.sequence }, 95)))
    expect(liveFlowPoints(corrected.plays, setup).at(-1)).toEqual({ elapsedSeconds: 75, homeScore: 3, awayScore: 2 })
  })
})

describe('edge cases', () => {
  it('should give no points before the first basket, so no chart is drawn', () => {
    expect(liveFlowPoints(gameCentreOf(stateOf(new LogBuilder().tipOff())).plays, setup)).toEqual([])
  })

  it('should count overtime periods with their own length', () => {
    const play = { period: 5, remainingMs: 240_000, points: 2, homeScore: 90, awayScore: 88 }
    expect(
      liveFlowPoints([{ ...play, id: '1', side: 'home', description: { event: 'fg_made', value: 2 } }], setup),
    ).toEqual([
      { elapsedSeconds: 0, homeScore: 0, awayScore: 0 },
      { elapsedSeconds: 2460, homeScore: 90, awayScore: 88 },
    ])
  })
})

const clock = (remainingMs: number) => ({ running: true, remainingMs, anchorAt: 0 })

describe('given the live game clock', () => {
  it.each([
    ['half-way through the second quarter', { phase: 'period', period: 2, gameClock: clock(300_000) }, 900],
    ['at half-time', { phase: 'break', period: 2, gameClock: clock(0) }, 1200],
    ['three minutes into overtime', { phase: 'period', period: 5, gameClock: clock(120_000) }, 2580],
    ['before tip-off', { phase: 'scheduled', period: 0, gameClock: clock(600_000) }, 0],
    ['after the final buzzer (the whole game)', { phase: 'final', period: 4, gameClock: clock(0) }, undefined],
  ] as const)('should stop the chart’s line %s', (_, state, expected) => {
    expect(livePlayedSeconds({ ...state, setup })).toBe(expected)
  })
})
