import { describe, expect, it } from 'vitest'
import { shots22_6 } from '../../fixtures/game-22-6'
import { cornerDepth, isThreePointer, shotPosition, shotZone, summarizeZones, type Shot } from './court-geometry'

const at = (team: Shot['team'], x: number, y: number) => ({ team, x, y })

describe('given the FIBA court', () => {
  it('should end the straight corner line 2.99 m from the baseline (1.575 + √(6.75² − 6.6²))', () => {
    expect(cornerDepth).toBeCloseTo(2.99, 3)
  })

  it('should measure a home shot from the left basket and an away shot from the right one', () => {
    // x 25 % = 7 m along; the left ring is 1.575 m in: 5.425 m away on the axis.
    expect(shotPosition(at('home', 25, 50)).distance).toBeCloseTo(5.425, 3)
    expect(shotPosition(at('away', 75, 50)).distance).toBeCloseTo(5.425, 3)
  })
})

describe('given shots at hand-measured spots', () => {
  it.each([
    ['under the home basket', 'paint', at('home', 5.6, 50)],
    ['at the free-throw line, inside the paint', 'paint', at('home', 20, 50)],
    ['7 m out on the axis, inside the arc', 'mid-range', at('home', 25, 50)],
    ['beside the paint (3.2 m off the axis)', 'mid-range', at('home', 10, 71.3)],
    ['in the left corner, 7.05 m off the axis', 'corner-three', at('home', 5, 97)],
    ['8.4 m out on the axis', 'above-the-break-three', at('home', 30, 50)],
    ['a heave from the backcourt', 'above-the-break-three', at('home', 90, 50)],
    ['in the right corner for the away team', 'corner-three', at('away', 96, 3)],
    ['under the away basket', 'paint', at('away', 94.4, 50)],
  ] as const)('should put a shot %s in the %s zone', (_, zone, shot) => {
    expect(shotZone(shot)).toBe(zone)
  })

  it('should count the 6.6 m corner line as three and 6.5 m off the axis as two', () => {
    expect(isThreePointer(at('home', 5, 50 + (6.6 / 15) * 100))).toBe(true)
    expect(isThreePointer(at('home', 5, 50 + (6.5 / 15) * 100))).toBe(false)
  })
})

describe('given the real shots of Zadar – SC Derby (22_6)', () => {
  it('should agree with the play-by-play on twos and threes for nearly every linked shot', () => {
    const linked = shots22_6.filter((shot) => shot.value !== undefined)
    const agreeing = linked.filter((shot) => isThreePointer(shot) === (shot.value === 3))
    expect(linked.length).toBeGreaterThan(100)
    expect(agreeing.length / linked.length).toBeGreaterThanOrEqual(0.95)
  })

  it('should account for every shot once across the zones', () => {
    const summary = summarizeZones(shots22_6)
    const attempted = Object.values(summary).reduce((sum, zone) => sum + zone.attempted, 0)
    const made = Object.values(summary).reduce((sum, zone) => sum + zone.made, 0)
    expect(attempted).toBe(shots22_6.length)
    expect(made).toBe(shots22_6.filter((shot) => shot.made).length)
  })
})
