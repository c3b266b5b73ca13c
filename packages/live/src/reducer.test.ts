import { describe, expect, it } from 'vitest'
import { readClocks } from './clock.ts'
import type { LiveGameEvent } from './events.ts'
import { applyEvent, initialState, LiveRuleError, stateFromLog } from './reducer.ts'
import type { LiveGameState } from './state.ts'
import { AWAY, HOME, LogBuilder, playerIds, testSetup } from './test-support/game-builder.ts'

const [home1, home2, home3, , , home6] = playerIds(HOME) as [string, string, string, string, string, string]
const [away1] = playerIds(AWAY) as [string]

function stateAfter(builder: LogBuilder): LiveGameState {
  return stateFromLog(testSetup(), builder.events)
}

function rejection(state: LiveGameState, event: LiveGameEvent, secondsAfter = 0): LiveRuleError {
  try {
    applyEvent(state, { sequence: state.sequence + 1, at: (state.lastEventAt ?? 0) + secondsAfter * 1000, event })
  } catch (error) {
    if (error instanceof LiveRuleError) {
      return error
    }
    throw error
  }
  throw new Error(`expected ${event.type} to be rejected`)
}

describe('given a game in the first quarter', () => {
  it('should score made shots by period and credit the shooter and assistant', () => {
    const state = stateAfter(
      new LogBuilder()
        .tipOff()
        .add({ type: 'shot', teamId: HOME, playerId: home1, points: 3, made: true }, 30)
        .add({ type: 'assist', teamId: HOME, playerId: home2 })
        .add({ type: 'shot', teamId: AWAY, playerId: away1, points: 2, made: false }, 50)
        .add({ type: 'rebound', teamId: HOME, playerId: home3, kind: 'defensive' }, 52),
    )
    expect(state.home.score).toBe(3)
    expect(state.home.periodScores).toEqual([3])
    expect(state.away.periodScores).toEqual([0])
    expect(state.players[home1]?.counts).toMatchObject({ points: 3, threePointersMade: 1, threePointersAttempted: 1 })
    expect(state.players[home2]?.counts.assists).toBe(1)
    expect(state.players[away1]?.counts.twoPointersAttempted).toBe(1)
    // PIR of the shooter: 3 points; of the missed shot: −1 (formula from @league/stats).
    expect(state.players[home1]?.pir).toBe(3)
    expect(state.players[away1]?.pir).toBe(-1)
    // +/- of everyone on court: +3 home, −3 away.
    expect(state.players[home2]?.counts.plusMinus).toBe(3)
    expect(state.players[away1]?.counts.plusMinus).toBe(-3)
  })

  it('should run the game clock from its anchor and stop it on a stop', () => {
    const builder = new LogBuilder().tipOff()
    const running = stateAfter(builder)
    expect(readClocks(running, builder.startAt + 45_000).gameClockSeconds).toBe(555)
    const stopped = stateAfter(builder.add({ type: 'clock_stop' }, 60))
    expect(stopped.gameClock).toMatchObject({ running: false, remainingMs: 540_000 })
    expect(readClocks(stopped, builder.startAt + 600_000).gameClockSeconds).toBe(540)
  })

  it('should reset the shot clock to 14 after an offensive rebound and to 24 after a defensive one', () => {
    const builder = new LogBuilder()
      .tipOff()
      .add({ type: 'shot', teamId: HOME, playerId: home1, points: 2, made: false }, 20)
    const offensive = stateAfter(builder.add({ type: 'rebound', teamId: HOME, playerId: home2, kind: 'offensive' }, 21))
    expect(readClocks(offensive, builder.startAt + 21_000).shotClockSeconds).toBe(14)
    expect(readClocks(offensive, builder.startAt + 25_000).shotClockSeconds).toBe(10)
    const defensive = stateAfter(
      builder
        .add({ type: 'shot', teamId: HOME, playerId: home2, points: 2, made: false }, 30)
        .add({ type: 'rebound', teamId: AWAY, playerId: away1, kind: 'defensive' }, 31),
    )
    expect(readClocks(defensive, builder.startAt + 31_000).shotClockSeconds).toBe(24)
  })

  it('should switch the shot clock off when the game clock shows less', () => {
    const builder = new LogBuilder().tipOff()
    // 590 s into the quarter: 10 s left on the game clock, 24 on a fresh shot clock.
    const late = stateAfter(builder.add({ type: 'shot_clock_reset', seconds: 24 }, 590))
    expect(readClocks(late, builder.startAt + 590_000)).toMatchObject({ gameClockSeconds: 10, shotClockSeconds: null })
  })

  it('should keep at least 14 on the shot clock after a defensive foul', () => {
    const builder = new LogBuilder().tipOff().add({ type: 'shot_clock_reset', seconds: 24 }, 10)
    const fouled = stateAfter(builder.add({ type: 'foul', teamId: AWAY, playerId: away1, kind: 'personal' }, 24))
    expect(readClocks(fouled, builder.startAt + 24_000).shotClockSeconds).toBe(14)
  })

  it('should put a team in the penalty after its 4th team foul of the period', () => {
    const builder = new LogBuilder().tipOff()
    for (const [index, playerId] of playerIds(AWAY).slice(0, 3).entries()) {
      builder.add({ type: 'foul', teamId: AWAY, playerId, kind: 'personal' }, 10 + index)
    }
    expect(stateAfter(builder).away).toMatchObject({ teamFoulsForPenalty: 3, inPenalty: false })
    const state = stateAfter(builder.add({ type: 'foul', teamId: AWAY, playerId: 'AWY4', kind: 'personal' }, 20))
    expect(state.away).toMatchObject({ teamFoulsForPenalty: 4, inPenalty: true })
    expect(state.home.inPenalty).toBe(false)
  })

  it('should charge coach and bench technicals to the head coach, not to the team fouls, and disqualify him on the third', () => {
    const builder = new LogBuilder()
      .tipOff()
      .add({ type: 'foul', teamId: HOME, kind: 'technical', offender: 'coach' }, 10)
      .add({ type: 'foul', teamId: HOME, kind: 'technical', offender: 'bench' }, 20)
    expect(stateAfter(builder).home).toMatchObject({
      coachFouls: { coach: 1, bench: 1, disqualified: 0 },
      teamFoulsForPenalty: 0,
    })
    const third = stateAfter(builder.add({ type: 'foul', teamId: HOME, kind: 'technical', offender: 'bench' }, 30))
    expect(third.home.coachFouls).toEqual({ coach: 0, bench: 0, disqualified: 1 })
    expect(third.away.coachFouls).toEqual({ coach: 0, bench: 0, disqualified: 0 })
  })

  it('should count overtime team fouls with the 4th quarter (Art. 41.1.2)', () => {
    const state = initialState(testSetup())
    const inOvertime: LiveGameState = {
      ...state,
      phase: 'break',
      period: 4,
      home: { ...state.home, onCourt: playerIds(HOME).slice(0, 5), teamFouls: [0, 0, 0, 3] },
      away: { ...state.away, onCourt: playerIds(AWAY).slice(0, 5) },
    }
    const overtime = applyEvent(inOvertime, { sequence: 1, at: 0, event: { type: 'period_start', period: 5 } })
    const fouled = applyEvent(overtime, {
      sequence: 2,
      at: 0,
      event: { type: 'foul', teamId: HOME, playerId: home1, kind: 'personal' },
    })
    expect(fouled.home).toMatchObject({ teamFoulsForPenalty: 4, inPenalty: true, teamFouls: [0, 0, 0, 3, 1] })
  })

  it('should allow two timeouts in the first half and refuse a third', () => {
    const state = stateAfter(
      new LogBuilder()
        .tipOff()
        .add({ type: 'timeout', teamId: HOME }, 30)
        .add({ type: 'clock_start' })
        .add({ type: 'timeout', teamId: HOME }, 40),
    )
    expect(state.home.timeoutsLeft).toBe(0)
    expect(state.away.timeoutsLeft).toBe(2)
    expect(rejection(state, { type: 'timeout', teamId: HOME }).message).toBe(
      'Home has no timeouts left in the first half.',
    )
  })

  it('should foul a player out at his 5th foul and refuse a 6th', () => {
    const builder = new LogBuilder().tipOff()
    for (let foul = 1; foul <= 5; foul += 1) {
      builder.add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'personal' }, foul)
    }
    const state = stateAfter(builder)
    expect(state.players[home1]).toMatchObject({ fouledOut: true, counts: { foulsCommitted: 5 } })
    expect(rejection(state, { type: 'foul', teamId: HOME, playerId: home1, kind: 'personal' }).message).toBe(
      "#4 Player HOM1 has fouled out and cannot commit another foul: check the player's number.",
    )
    expect(rejection(state, { type: 'substitution', teamId: HOME, playerIn: home1, playerOut: home2 }).code).toBe(
      'already-on-court',
    )
  })

  it('should disqualify a player after two unsportsmanlike fouls', () => {
    const state = stateAfter(
      new LogBuilder()
        .tipOff()
        .add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'unsportsmanlike' }, 5)
        .add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'unsportsmanlike' }, 9),
    )
    expect(state.players[home1]?.fouledOut).toBe(true)
  })

  it('should move players on and off court and count their seconds', () => {
    const state = stateAfter(
      new LogBuilder()
        .tipOff()
        .add({ type: 'clock_stop' }, 120)
        .add({ type: 'substitution', teamId: HOME, playerIn: home6, playerOut: home1 })
        .add({ type: 'clock_start' })
        .add({ type: 'period_end', period: 1 }, 600),
    )
    expect(state.home.onCourt).toContain(home6)
    expect(state.home.onCourt).not.toContain(home1)
    expect(state.players[home1]?.counts.seconds).toBe(120)
    expect(state.players[home6]?.counts.seconds).toBe(480)
    expect(state.players[home2]?.counts.seconds).toBe(600)
  })
})

describe('given events a scorer gets wrong', () => {
  const running = stateAfter(new LogBuilder().tipOff())

  it.each([
    {
      name: 'a clock start while it runs',
      event: { type: 'clock_start' } as const,
      message: 'The game clock is already running.',
    },
    {
      name: 'a substitution of a player on the bench',
      event: { type: 'substitution', teamId: HOME, playerIn: home6, playerOut: 'HOM7' } as const,
      message: '#10 Player HOM7 is not on the court, so cannot be substituted out.',
    },
    {
      name: 'an unknown team',
      event: { type: 'timeout', teamId: 'XYZ' } as const,
      message: 'Team XYZ does not play in this game (HOM v AWY).',
    },
    {
      name: 'an unknown player',
      event: { type: 'steal', teamId: AWAY, playerId: home1 } as const,
      message: 'Player HOM1 is not on the Away roster.',
    },
    {
      name: 'a period that is not next',
      event: { type: 'period_end', period: 2 } as const,
      message: 'Quarter 2 is not being played.',
    },
  ])('should reject $name with a message and leave the state as it was', ({ event, message }) => {
    const before = structuredClone(running)
    expect(rejection(running, event).message).toBe(message)
    expect(running).toEqual(before)
  })

  it('should reject a clock stop while stopped', () => {
    const stopped = applyEvent(running, {
      sequence: running.sequence + 1,
      at: running.lastEventAt ?? 0,
      event: { type: 'clock_stop' },
    })
    expect(rejection(stopped, { type: 'clock_stop' }).message).toBe('The game clock is already stopped.')
  })

  it('should reject an event out of sequence', () => {
    expect(() => applyEvent(running, { sequence: running.sequence + 2, at: 0, event: { type: 'clock_stop' } })).toThrow(
      /does not follow event/,
    )
  })

  it('should reject any event after the game has ended', () => {
    const builder = new LogBuilder()
      .tipOff()
      .add({ type: 'shot', teamId: HOME, playerId: home1, points: 2, made: true }, 5)
    for (let period = 1; period <= 4; period += 1) {
      if (period > 1) {
        builder.add({ type: 'period_start', period })
      }
      builder.add({ type: 'period_end', period })
    }
    const final = stateAfter(builder.add({ type: 'game_end' }))
    expect(final.phase).toBe('final')
    expect(rejection(final, { type: 'clock_start' }).message).toBe(
      'The game has ended; no more events can be recorded.',
    )
  })

  it('should refuse to end a tied game', () => {
    const builder = new LogBuilder().tipOff()
    for (let period = 1; period <= 4; period += 1) {
      if (period > 1) {
        builder.add({ type: 'period_start', period })
      }
      builder.add({ type: 'period_end', period })
    }
    expect(rejection(stateAfter(builder), { type: 'game_end' }).message).toBe(
      'The score is tied: the game goes to overtime.',
    )
  })
})

describe('given a correction', () => {
  it('should rebuild the state without the cancelled event', () => {
    const builder = new LogBuilder()
      .tipOff()
      .add({ type: 'shot', teamId: HOME, playerId: home1, points: 3, made: true }, 10)
      .add({ type: 'shot', teamId: HOME, playerId: home2, points: 2, made: true }, 20)
    const wrong = stateAfter(builder)
    const corrected = applyEvent(wrong, {
      sequence: wrong.sequence + 1,
      at: builder.startAt + 25_000,
      event: { type: 'correction', cancelsSequence: 5, reason: 'basket given to the wrong player' },
    })
    expect(corrected.home.score).toBe(2)
    expect(corrected.players[home1]?.counts.points).toBe(0)
    expect(corrected.cancelledSequences).toEqual([5])
    expect(corrected.log).toHaveLength(wrong.log.length + 1)
    expect(stateFromLog(testSetup(), corrected.log)).toEqual(corrected)
  })

  it('should refuse to cancel a period marker', () => {
    expect(rejection(stateAfter(new LogBuilder().tipOff()), { type: 'correction', cancelsSequence: 3 }).code).toBe(
      'not-cancellable',
    )
  })
})

describe('given a player on the bench and one who has fouled out but is still on court', () => {
  const builder = new LogBuilder().tipOff()
  for (let foul = 1; foul <= 5; foul += 1) {
    builder.add({ type: 'foul', teamId: HOME, playerId: home1, kind: foul === 5 ? 'offensive' : 'personal' }, foul)
  }
  const state = stateAfter(builder)

  it.each([
    { play: 'a basket', event: { type: 'shot', teamId: HOME, playerId: home6, points: 2, made: true } as const },
    { play: 'a rebound', event: { type: 'rebound', teamId: HOME, playerId: home6, kind: 'defensive' } as const },
    { play: 'an assist', event: { type: 'assist', teamId: HOME, playerId: home6 } as const },
    { play: 'a personal foul', event: { type: 'foul', teamId: HOME, playerId: home6, kind: 'personal' } as const },
  ])('should refuse $play by the bench player, saying to record the substitution', ({ event }) => {
    const refused = rejection(state, event)
    expect(refused.code).toBe('not-on-court')
    expect(refused.message).toMatch(/^#9 Player HOM6 is not on court, .*record the substitution first/)
  })

  it.each([
    { play: 'a basket', event: { type: 'shot', teamId: HOME, playerId: home1, points: 3, made: true } as const },
    { play: 'a rebound', event: { type: 'rebound', teamId: HOME, playerId: home1, kind: 'offensive' } as const },
    { play: 'an assist', event: { type: 'assist', teamId: HOME, playerId: home1 } as const },
  ])('should refuse $play by the fouled-out player, saying to substitute him', ({ event }) => {
    const refused = rejection(state, event)
    expect(refused.code).toBe('fouled-out')
    expect(refused.message).toMatch(/^#4 Player HOM1 has fouled out or is disqualified .*substitute him/)
  })

  it('should take a technical foul on the bench player and the turnover of the offensive foul that fouled out', () => {
    const after = stateAfter(
      new LogBuilder()
        .tipOff()
        .add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'personal' }, 1)
        .add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'personal' }, 2)
        .add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'personal' }, 3)
        .add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'personal' }, 4)
        .add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'offensive' }, 5)
        .add({ type: 'turnover', teamId: HOME, playerId: home1 })
        .add({ type: 'foul', teamId: HOME, playerId: home6, kind: 'technical' }),
    )
    expect(after.players[home1]?.counts.turnovers).toBe(1)
    expect(after.players[home6]?.counts.foulsCommitted).toBe(1)
  })
})
