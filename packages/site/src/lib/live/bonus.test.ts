import { HOME, LogBuilder, playerIds, testSetup } from '@league/live/test-support/game-builder'
import { stateFromLog } from '@league/live/reducer'
import { describe, expect, it } from 'vitest'
import { inBonus } from './bonus'

const [home1] = playerIds(HOME) as [string]

/** The state after the home team's `count` personal fouls in the first period. */
function foulsBy(count: number) {
  const builder = new LogBuilder().tipOff()
  for (let foul = 1; foul <= count; foul += 1) {
    builder.add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'personal' }, 20 * foul)
  }
  return stateFromLog(testSetup(), builder.events)
}

describe('given a period in which the home team commits its fouls', () => {
  it('should put nobody in the bonus after three team fouls', () => {
    const state = foulsBy(3)
    expect(inBonus(state, 'home')).toBe(false)
    expect(inBonus(state, 'away')).toBe(false)
  })

  it('should put the away team, the one that shoots the free throws, in the bonus after the fourth', () => {
    const state = foulsBy(4)
    expect(inBonus(state, 'away')).toBe(true)
    expect(inBonus(state, 'home')).toBe(false)
  })
})
