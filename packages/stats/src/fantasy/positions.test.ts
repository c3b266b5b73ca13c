import { describe, expect, it } from 'vitest'
import { loadSeason } from '../../scripts/load-season.ts'
import { emptyCounts } from '../box-score.ts'
import { classifyPosition, positionMetrics, type PositionMetrics } from './positions.ts'

const season = loadSeason('aba-2022-23')

function linesOf(playerName: string): typeof season.lines {
  return season.lines.filter((line) => line.playerName === playerName)
}

describe('given Mathias Lessort’s 2022-23 lines', () => {
  it('should read his rates: 32 games, 41,493 seconds, 46 assists, 168 rebounds, 20 blocks, no threes', () => {
    const metrics = positionMetrics(linesOf('Mathias Lessort'))
    expect(metrics.games).toBe(32)
    expect(metrics.minutes).toBeCloseTo(41_493 / 60, 10)
    expect(metrics.assistsPer36).toBeCloseTo((36 * 46 * 60) / 41_493, 10)
    expect(metrics.reboundsPer36).toBeCloseTo((36 * 168 * 60) / 41_493, 10)
    expect(metrics.blocksPer36).toBeCloseTo((36 * 20 * 60) / 41_493, 10)
    expect(metrics.threePointShare).toBe(0)
  })
})

describe('given 2022-23 players whose positions are clear', () => {
  it.each([
    { name: 'Mathias Lessort', position: 'centre' },
    { name: 'Alen Omic', position: 'centre' },
    { name: 'Hassan Martin', position: 'centre' },
    { name: 'Alpha Kaba', position: 'centre' },
    { name: 'Ebuka Izundu', position: 'centre' },
    { name: 'Balsa Koprivica', position: 'centre' },
    { name: 'Zvonimir Ivisic', position: 'centre' }, // shoots threes, but blocks 3.4 and rebounds 11.8 per 36
    { name: 'Milan Milovanovic', position: 'centre' }, // post player: 8.0 rebounds, 3 % threes
    { name: 'Facundo Campazzo', position: 'guard' },
    { name: 'Kevin Punter', position: 'guard' },
    { name: 'Dominik Mavra', position: 'guard' },
    { name: 'Trae Bell Haynes', position: 'guard' },
    { name: 'Borna Kapusta', position: 'guard' },
    { name: 'Fletcher Magee', position: 'guard' }, // 1.9 assists, but 3.3 rebounds per 36
    { name: 'Zach Leday', position: 'forward' },
    { name: 'Ioannis Papapetrou', position: 'forward' },
    { name: 'Marko Josilo', position: 'forward' },
    { name: 'Matej Rudan', position: 'forward' },
    { name: 'Luka Bozic', position: 'forward' }, // 6.0 assists, but 9.2 rebounds per 36: a point forward
  ])('should call $name a $position', ({ name, position }) => {
    expect(classifyPosition(positionMetrics(linesOf(name)))).toBe(position)
  })

  it('should split players with real minutes about 40 % guards, 40 % forwards, 20 % centres', () => {
    const byPlayer = new Map<string, typeof season.lines>()
    for (const line of season.lines) {
      byPlayer.set(line.playerId, [...(byPlayer.get(line.playerId) ?? []), line])
    }
    const positions = [...byPlayer.values()]
      .map((lines) => positionMetrics(lines))
      .filter((metrics) => metrics.games >= 5 && metrics.minutes / metrics.games >= 10)
      .map((metrics) => classifyPosition(metrics))
    const count = (position: string): number => positions.filter((found) => found === position).length
    // 167 players with five games or more and ten minutes a game or more: 42 %, 40 %, 19 %
    expect(positions).toHaveLength(167)
    expect([count('guard'), count('forward'), count('centre')]).toEqual([70, 66, 31])
  })
})

const rates = (change: Partial<PositionMetrics>): PositionMetrics => ({
  minutes: 600,
  games: 20,
  assistsPer36: 2,
  reboundsPer36: 5,
  blocksPer36: 0.3,
  threePointShare: 0.4,
  ...change,
})

describe('given rates at the thresholds', () => {
  it.each([
    { change: { reboundsPer36: 7, blocksPer36: 1, threePointShare: 0.25 }, position: 'centre' }, // big score 9
    { change: { reboundsPer36: 7, blocksPer36: 1, threePointShare: 0.26 }, position: 'forward' },
    { change: { reboundsPer36: 7.5, blocksPer36: 0, threePointShare: 0.1 }, position: 'centre' },
    { change: { reboundsPer36: 7.4, blocksPer36: 0, threePointShare: 0.1 }, position: 'forward' },
    { change: { reboundsPer36: 9, blocksPer36: 2.5, threePointShare: 0.5 }, position: 'centre' },
    { change: { reboundsPer36: 10, blocksPer36: 1, threePointShare: 0, assistsPer36: 5.6 }, position: 'forward' },
    { change: { assistsPer36: 4, reboundsPer36: 6.9 }, position: 'guard' },
    { change: { assistsPer36: 4, reboundsPer36: 7 }, position: 'forward' },
    { change: { assistsPer36: 3.9, reboundsPer36: 4 }, position: 'forward' },
    { change: { assistsPer36: 0.5, reboundsPer36: 3.9 }, position: 'guard' },
  ])('should call $change a $position', ({ change, position }) => {
    expect(classifyPosition(rates(change))).toBe(position)
  })
})

describe('edge cases', () => {
  it('should give zero rates and a forward to a player who never took the court', () => {
    const metrics = positionMetrics([{ ...emptyCounts(), played: false }])
    expect(metrics).toEqual({
      minutes: 0,
      games: 0,
      assistsPer36: 0,
      reboundsPer36: 0,
      blocksPer36: 0,
      threePointShare: 0,
    })
    expect(classifyPosition(metrics)).toBe('forward')
    expect(positionMetrics([])).toEqual(metrics)
  })

  it('should leave games he did not play out of his games', () => {
    const lines = [...linesOf('Mathias Lessort'), { ...emptyCounts(), played: false }]
    expect(positionMetrics(lines).games).toBe(32)
  })

  it('should give a share of 0 to a player who played without shooting', () => {
    expect(positionMetrics([{ ...emptyCounts(), seconds: 300, assists: 1, played: true }])).toMatchObject({
      assistsPer36: 7.2,
      threePointShare: 0,
    })
  })
})
