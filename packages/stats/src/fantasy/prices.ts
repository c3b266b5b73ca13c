// Player prices, in tenths of a credit. The opening price is a straight line of PIR per game, so a price
// "stands for" the points it should bring; after each round the price moves by how far the player's points
// were above or below what his price stands for. A cheap player who scores 20 is far above his line and rises
// a lot; a star priced for 20 who scores 20 barely moves (ELF's behaviour). A player who did not play drifts
// down a little. The formula is documented with the 2021-22 check in packages/stats/README.md ("Fantasy").
import type { FantasyGameRules } from './rules.ts'

/**
 * The constants of the price formula, in tenths of a credit:
 * opening = 40 + 7.5 × PIR per game (4.0 credits plus 0.75 per PIR point), then clamped to the rules' bounds;
 * change = 0.5 × (round points − the PIR the price stands for), rounded, at most ±10 (±1.0 credit);
 * a player who did not play loses 2 (0.2 credits).
 */
export const PRICE_FORMULA = {
  interceptTenths: 40,
  tenthsPerPir: 7.5,
  tenthsPerPointAboveExpectation: 0.5,
  maxChangeTenths: 10,
  didNotPlayTenths: -2,
} as const

type PriceBounds = Pick<FantasyGameRules, 'priceFloorTenths' | 'priceCeilingTenths'>

/** Rounds half away from zero, so a rise and a fall of the same size are symmetric. */
function roundSymmetric(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value))
  return rounded === 0 ? 0 : rounded
}

function clampPrice(priceTenths: number, rules: PriceBounds): number {
  return Math.min(rules.priceCeilingTenths, Math.max(rules.priceFloorTenths, priceTenths))
}

/**
 * The opening price from PIR per game (the previous season's, or the season so far): 4.0 credits plus 0.75
 * per PIR point, rounded to a tenth and kept within the rules' floor (4.0) and ceiling (25.0). A player
 * without games (null) opens at the floor.
 *
 * @example
 * openingPriceTenths(8, ELF_CLASSIC_RULES) //=> 40 + 60 = 100 (10.0 credits, a typical regular)
 * openingPriceTenths(21, ELF_CLASSIC_RULES) //=> 40 + 157.5 → 198 (19.8, the league's best)
 * openingPriceTenths(-1.5, ELF_CLASSIC_RULES) //=> 40 (floor)
 * openingPriceTenths(null, ELF_CLASSIC_RULES) //=> 40
 */
export function openingPriceTenths(pirPerGame: number | null, rules: PriceBounds): number {
  if (pirPerGame === null || !Number.isFinite(pirPerGame)) {
    return rules.priceFloorTenths
  }
  const raw = PRICE_FORMULA.interceptTenths + PRICE_FORMULA.tenthsPerPir * pirPerGame
  return clampPrice(roundSymmetric(raw), rules)
}

/**
 * The points a price stands for: the PIR per game that would open at that price (0 at 4.0 credits, 8 at
 * 10.0, 28 at 25.0).
 *
 * @example
 * expectedPoints(100) //=> 8
 */
export function expectedPoints(priceTenths: number): number {
  return Math.max(0, (priceTenths - PRICE_FORMULA.interceptTenths) / PRICE_FORMULA.tenthsPerPir)
}

/**
 * How a price moves after a round: half a tenth per point above (or below) what the price stands for,
 * rounded, at most ±1.0 credit; a player who did not play (null) loses 0.2 credits. The change is the one
 * that really happens: a price at the floor or ceiling moves only as far as the bound (so "price change last
 * round" is always the difference of two prices). Points are on PIR's scale (ELF); under a points preset the same line holds, so a
 * league with other weights sees prices drift with its own scale.
 *
 * @example
 * // a 5.0-credit player (stands for 1.33) scoring 20: 0.5 × 18.67 = +9 tenths
 * priceChangeTenths(50, 20, ELF_CLASSIC_RULES) //=> 9
 * // a 20.0-credit star (stands for 21.33) scoring 20: 0.5 × −1.33 = −1 tenth
 * priceChangeTenths(200, 20, ELF_CLASSIC_RULES) //=> -1
 * priceChangeTenths(120, null, ELF_CLASSIC_RULES) //=> -2
 * priceChangeTenths(41, null, ELF_CLASSIC_RULES) //=> -1 (the floor is 40)
 */
export function priceChangeTenths(priceTenths: number, roundPoints: number | null, rules: PriceBounds): number {
  if (roundPoints === null) {
    return clampPrice(priceTenths + PRICE_FORMULA.didNotPlayTenths, rules) - priceTenths
  }
  const difference = roundPoints - expectedPoints(priceTenths)
  const change = roundSymmetric(PRICE_FORMULA.tenthsPerPointAboveExpectation * difference)
  const capped = Math.min(PRICE_FORMULA.maxChangeTenths, Math.max(-PRICE_FORMULA.maxChangeTenths, change))
  return clampPrice(priceTenths + capped, rules) - priceTenths
}

/**
 * The price after a round: the price plus its change, within the rules' floor and ceiling.
 *
 * @example
 * priceAfterRound(50, 20, ELF_CLASSIC_RULES) //=> 59
 * priceAfterRound(40, null, ELF_CLASSIC_RULES) //=> 40 (the floor holds)
 * priceAfterRound(248, 45, ELF_CLASSIC_RULES) //=> 250 (the ceiling holds)
 */
export function priceAfterRound(priceTenths: number, roundPoints: number | null, rules: PriceBounds): number {
  return priceTenths + priceChangeTenths(priceTenths, roundPoints, rules)
}
