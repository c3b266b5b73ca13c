import { describe, expect, it } from 'vitest'
import { eventsAsTheyStand } from './amendments.ts'
import { readClocks } from './clock.ts'
import type { LiveGameEvent } from './events.ts'
import { applyEvent, LiveRuleError, stateFromLog } from './reducer.ts'
import type { LiveGameState } from './state.ts'
import { AWAY, HOME, LogBuilder, playerIds, testSetup } from './test-support/game-builder.ts'

const [home1, home2, , , , home6] = playerIds(HOME) as [string, string, string, string, string, string]
const [away1, away2] = playerIds(AWAY) as [string, string]

function next(state: LiveGameState, event: LiveGameEvent, secondsAfter = 1): LiveGameState {
  return applyEvent(state, {
    sequence: state.sequence + 1,
    at: (state.lastEventAt ?? 0) + secondsAfter * 1000,
    event,
  })
}

function refusal(state: LiveGameState, event: LiveGameEvent): LiveRuleError {
  try {
    next(state, event)
  } catch (error) {
    if (error instanceof LiveRuleError) {
      return error
    }
    throw error
  }
  throw new Error(`expected ${event.type} to be refused`)
}

// Events 1–4 are the tip-off; 5: a 2 by HOM1, 6: a defensive rebound by AWY1, 7: a 3 missed by AWY2.
function threePlays(): LiveGameState {
  return stateFromLog(
    testSetup(),
    new LogBuilder()
      .tipOff()
      .add({ type: 'shot', teamId: HOME, playerId: home1, points: 2, made: true }, 10)
      .add({ type: 'rebound', teamId: AWAY, playerId: away1, kind: 'defensive' }, 20)
      .add({ type: 'shot', teamId: AWAY, playerId: away2, points: 3, made: false }, 30).events,
  )
}

describe('given a play the scorer changes after the fact', () => {
  it('should rebuild the state with the replacement in the place of the changed play', () => {
    // The 2 by HOM1 was a 3 by HOM2: home 3, HOM1 0 points, HOM2 3 points (1 of 1 from three).
    const changed = next(threePlays(), {
      type: 'correction',
      cancelsSequence: 5,
      replacement: { type: 'shot', teamId: HOME, playerId: home2, points: 3, made: true },
    })
    expect(changed.home.score).toBe(3)
    expect(changed.players[home1]?.counts.points).toBe(0)
    expect(changed.players[home2]?.counts).toMatchObject({ points: 3, threePointersMade: 1, threePointersAttempted: 1 })
    expect(changed.cancelledSequences).toEqual([5])
    // The history stays: the changed play is still in the log, and the correction after it.
    expect(changed.log.map((entry) => entry.event.type)).toEqual([
      'starting_lineup',
      'starting_lineup',
      'period_start',
      'clock_start',
      'shot',
      'rebound',
      'shot',
      'correction',
    ])
    expect(stateFromLog(testSetup(), changed.log)).toEqual(changed)
  })

  it('should let a changed play be changed again, then deleted', () => {
    const changed = next(threePlays(), {
      type: 'correction',
      cancelsSequence: 5,
      replacement: { type: 'shot', teamId: HOME, playerId: home2, points: 3, made: true },
    })
    const again = next(changed, {
      type: 'correction',
      cancelsSequence: 5,
      replacement: { type: 'shot', teamId: HOME, playerId: home2, points: 2, made: true },
    })
    expect(again.home.score).toBe(2)
    expect(again.players[home2]?.counts).toMatchObject({ points: 2, twoPointersMade: 1, threePointersAttempted: 0 })
    const deleted = next(again, { type: 'correction', cancelsSequence: 5 })
    expect(deleted.home.score).toBe(0)
    expect(refusal(deleted, { type: 'correction', cancelsSequence: 5 }).code).toBe('not-cancellable')
  })

  it('should refuse to change a clock event into a play', () => {
    const refused = refusal(threePlays(), {
      type: 'correction',
      cancelsSequence: 4,
      replacement: { type: 'timeout', teamId: HOME },
    })
    expect(refused.code).toBe('not-changeable')
    expect(refused.message).toMatch(/can only be cancelled, not changed/)
  })

  it('should refuse a change that no longer fits the game, naming the play', () => {
    // HOM6 is on the bench: he cannot have scored the basket.
    const refused = refusal(threePlays(), {
      type: 'correction',
      cancelsSequence: 5,
      replacement: { type: 'shot', teamId: HOME, playerId: home6, points: 2, made: true },
    })
    expect(refused.code).toBe('not-on-court')
    expect(refused.message).toMatch(/^Event 5 \(shot\) would no longer fit: #9 Player HOM6 is not on court/)
  })
})

describe('given a play the scorer missed and inserts later', () => {
  it('should place it right after the play it follows, keeping its own sequence', () => {
    // An assist by HOM2 on the basket of event 5 (becomes 8), and HOM1's block of AWY2's three after 6 (becomes 9).
    const inserted = next(
      next(threePlays(), {
        type: 'insertion',
        afterSequence: 5,
        event: { type: 'assist', teamId: HOME, playerId: home2 },
      }),
      {
        type: 'insertion',
        afterSequence: 6,
        event: { type: 'block', teamId: HOME, playerId: home1, blockedPlayerId: away2 },
      },
    )
    expect(eventsAsTheyStand(inserted.log).map((entry) => entry.sequence)).toEqual([1, 2, 3, 4, 5, 8, 6, 9, 7])
    expect(inserted.players[home2]?.counts.assists).toBe(1)
    expect(inserted.players[home1]?.counts.blocks).toBe(1)
    expect(inserted.players[away2]?.counts.blocksAgainst).toBe(1)
    expect(inserted.home.score).toBe(2)
  })

  it('should check the inserted play against the game as it was then', () => {
    // At event 5 the tip-off fives are on; after a substitution HOM6 is on, but not at event 5.
    const substituted = next(threePlays(), { type: 'substitution', teamId: HOME, playerOut: home1, playerIn: home6 })
    const refused = refusal(substituted, {
      type: 'insertion',
      afterSequence: 5,
      event: { type: 'steal', teamId: HOME, playerId: home6 },
    })
    expect(refused.code).toBe('not-on-court')
  })

  it('should refuse to insert after an event that does not exist', () => {
    expect(
      refusal(threePlays(), { type: 'insertion', afterSequence: 40, event: { type: 'timeout', teamId: HOME } }).code,
    ).toBe('unknown-event')
  })

  it('should let an inserted play be cancelled like any other', () => {
    const inserted = next(threePlays(), {
      type: 'insertion',
      afterSequence: 5,
      event: { type: 'shot', teamId: HOME, playerId: home2, points: 1, made: true },
    })
    expect(inserted.home.score).toBe(3)
    const cancelled = next(inserted, { type: 'correction', cancelsSequence: 8 })
    expect(cancelled.home.score).toBe(2)
  })
})

describe('given fouls off the court', () => {
  it('should refuse an unsportsmanlike foul by a player on the bench', () => {
    const refused = refusal(threePlays(), { type: 'foul', teamId: HOME, playerId: home6, kind: 'unsportsmanlike' })
    expect(refused.code).toBe('not-on-court')
    expect(refused.message).toMatch(/only get a technical or disqualifying foul/)
  })

  it('should charge a technical to the coach without a team foul', () => {
    const state = next(threePlays(), {
      type: 'foul',
      teamId: AWAY,
      kind: 'technical',
      offender: 'coach',
      freeThrows: 1,
    })
    expect(state.away.teamFouls).toEqual([0])
  })

  it('should refuse a personal foul charged to the bench', () => {
    const refused = refusal(threePlays(), { type: 'foul', teamId: AWAY, kind: 'personal', offender: 'bench' })
    expect(refused.code).toBe('not-a-player')
  })

  it('should take a disqualifying foul on a bench player and disqualify him', () => {
    const state = next(threePlays(), { type: 'foul', teamId: HOME, playerId: home6, kind: 'disqualifying' })
    expect(state.players[home6]?.fouledOut).toBe(true)
    const refused = refusal(state, { type: 'substitution', teamId: HOME, playerOut: home1, playerIn: home6 })
    expect(refused.code).toBe('fouled-out')
  })
})

describe('given a shot clock the table puts right', () => {
  it('should set the shot clock to the seconds given and run on from there', () => {
    const builder = new LogBuilder().tipOff().add({ type: 'shot_clock_adjust', seconds: 9 }, 5)
    const state = stateFromLog(testSetup(), builder.events)
    expect(readClocks(state, builder.startAt + 5_000).shotClockSeconds).toBe(9)
    expect(readClocks(state, builder.startAt + 8_000).shotClockSeconds).toBe(6)
  })
})
