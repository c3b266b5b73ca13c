// How the fantasy pages write their numbers: credits with one decimal (12.5), points with at most one (23.1),
// changes with their sign (+0.4, −0.2), shares as percentages. One place, so every table agrees.
import type { getFormatter } from 'next-intl/server'
import english from '../../../messages/en.json'

export type Formatter = Awaited<ReturnType<typeof getFormatter>>

/** Credits as the API answers them (decimals): always one decimal, as a price tag reads. */
export function formatCredits(format: Formatter, credits: number): string {
  return format.number(credits, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

/** Fantasy points: PIR × 1.1 gives tenths, never more. */
export function formatPoints(format: Formatter, points: number): string {
  return format.number(points, { maximumFractionDigits: 1 })
}

/** A change in credits or points with its sign, so a fall and a rise read apart without colour. */
export function formatChange(format: Formatter, change: number): string {
  return format.number(change, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' })
}

/** A share in per cent (the API answers 12.5 for 12.5 %). */
export function formatPercent(format: Formatter, percent: number): string {
  return format.number(percent / 100, { style: 'percent', maximumFractionDigits: 1 })
}

/** A multiplier's factor as the rules write it (1.1, 0.5). */
export function formatFactor(format: Formatter, factor: number): string {
  return format.number(factor, { maximumFractionDigits: 2 })
}

/** A part of a player's points the Fantasy messages name (a missed shot is no statistic of its own). */
export type FantasyPartKey = keyof (typeof english)['Fantasy']['parts']

export function isFantasyPartKey(key: string): key is FantasyPartKey {
  return Object.hasOwn(english.Fantasy.parts, key)
}
