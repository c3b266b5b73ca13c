import { describe, expect, it } from 'vitest'
import { loadSeason } from '../../scripts/load-season.ts'
import { performanceIndexRating } from '../box-score.ts'
import { expectedPoints, openingPriceTenths, priceAfterRound, priceChangeTenths } from './prices.ts'
import { ELF_CLASSIC_RULES } from './rules.ts'

describe('given a PIR per game', () => {
  it.each([
    { pirPerGame: 8, expected: 100 },
    { pirPerGame: 0, expected: 40 },
    { pirPerGame: 2.5, expected: 59 }, // 40 + 18.75 → 59
    { pirPerGame: 21, expected: 198 }, // 40 + 157.5 → 198 (half away from zero)
    { pirPerGame: 28, expected: 250 },
    { pirPerGame: 32.1, expected: 250 }, // ceiling
    { pirPerGame: -1.5, expected: 40 }, // floor
    { pirPerGame: null, expected: 40 },
  ])('should open a player with $pirPerGame PIR per game at $expected tenths', ({ pirPerGame, expected }) => {
    expect(openingPriceTenths(pirPerGame, ELF_CLASSIC_RULES)).toBe(expected)
  })

  it('should keep a league’s own bounds', () => {
    expect(openingPriceTenths(30, { priceFloorTenths: 50, priceCeilingTenths: 200 })).toBe(200)
    expect(openingPriceTenths(0, { priceFloorTenths: 50, priceCeilingTenths: 200 })).toBe(50)
  })

  it('should invert the opening line: a price stands for the PIR that opens at it', () => {
    expect(expectedPoints(100)).toBe(8)
    expect(expectedPoints(40)).toBe(0)
    expect(expectedPoints(250)).toBe(28)
    expect(expectedPoints(30)).toBe(0)
  })
})

describe('given a round scored', () => {
  it.each([
    { price: 50, points: 20, change: 9 }, // stands for 1.33: 0.5 × 18.67 = 9.3
    { price: 200, points: 20, change: -1 }, // stands for 21.33: 0.5 × −1.33 = −0.67
    { price: 100, points: 8, change: 0 },
    { price: 100, points: 13, change: 3 }, // 0.5 × 5 = 2.5 → 3 (half away from zero)
    { price: 100, points: 3, change: -3 },
    { price: 100, points: 40, change: 10 }, // capped at +1.0 credit
    { price: 220, points: -5, change: -10 }, // capped at −1.0 credit
    { price: 120, points: null, change: -2 }, // did not play
  ])('should move $price by $change after $points points', ({ price, points, change }) => {
    expect(priceChangeTenths(price, points, ELF_CLASSIC_RULES)).toBe(change)
    expect(priceAfterRound(price, points, ELF_CLASSIC_RULES)).toBe(price + change)
  })

  it('should raise a cheap player who scores well more than a star with the same score', () => {
    for (const points of [10, 15, 20, 25]) {
      expect(priceChangeTenths(60, points, ELF_CLASSIC_RULES)).toBeGreaterThan(
        priceChangeTenths(180, points, ELF_CLASSIC_RULES),
      )
    }
  })

  // Within one PIR point (7.5 tenths) the change rounds to 0, so the price settles within 8 tenths.
  it('should bring a player who keeps scoring the same close to the price that score opens at', () => {
    let price = 40
    for (let round = 0; round < 60; round += 1) {
      price = priceAfterRound(price, 16, ELF_CLASSIC_RULES)
    }
    expect(Math.abs(price - openingPriceTenths(16, ELF_CLASSIC_RULES))).toBeLessThanOrEqual(8)
  })
})

describe('edge cases', () => {
  it.each([
    { price: 40, points: null, change: 0 },
    { price: 41, points: null, change: -1 },
    { price: 43, points: -10, change: -3 },
    { price: 248, points: 45, change: 2 },
  ])('should stop $price at a bound: change $change', ({ price, points, change }) => {
    expect(priceChangeTenths(price, points, ELF_CLASSIC_RULES)).toBe(change)
    expect(priceAfterRound(price, points, ELF_CLASSIC_RULES)).toBe(price + change)
  })
})

describe('given the 2021-22 season as the previous season of 2022-23', () => {
  const season = loadSeason('aba-2021-22')
  const byPlayer = new Map<string, { games: number; pir: number; seconds: number }>()
  for (const line of season.lines.filter((candidate) => candidate.played)) {
    const total = byPlayer.get(line.playerId) ?? { games: 0, pir: 0, seconds: 0 }
    total.games += 1
    total.pir += performanceIndexRating(line)
    total.seconds += line.seconds
    byPlayer.set(line.playerId, total)
  }
  // Players with real minutes: five games or more, ten minutes a game or more.
  const regulars = [...byPlayer.values()].filter((total) => total.games >= 5 && total.seconds / total.games >= 600)
  const prices = regulars.map((total) => openingPriceTenths(total.pir / total.games, ELF_CLASSIC_RULES))

  it('should price ten average regulars at about the 100-credit budget', () => {
    const averageSquad = (10 * prices.reduce((total, price) => total + price, 0)) / prices.length
    expect(regulars.length).toBeGreaterThan(150)
    expect(averageSquad).toBeGreaterThan(950)
    expect(averageSquad).toBeLessThan(1050)
  })

  it('should spread prices from about the floor to about 20 credits', () => {
    expect(Math.min(...prices)).toBeLessThan(50)
    expect(Math.max(...prices)).toBeGreaterThan(180)
    expect(Math.max(...prices)).toBeLessThanOrEqual(250)
  })
})
