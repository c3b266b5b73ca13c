// Budget and quotas as the builder shows them while a fan picks: counted in tenths of a credit, as the API
// stores them, so 10 prices of 9.7 add up to exactly 97.0 and never to 96.99999.
import type { Position } from './squad-edits'

export const positions: readonly Position[] = ['guard', 'forward', 'centre']

/** Credits (12.5) as whole tenths (125). */
export function tenthsOf(credits: number): number {
  return Math.round(credits * 10)
}

/**
 * What is left of a budget after paying the prices, in credits; negative when over.
 *
 * @example creditsLeft(100, [9.7, 9.7, 12.5]) //=> 68.1
 */
export function creditsLeft(budget: number, prices: readonly number[]): number {
  const spent = prices.reduce((sum, price) => sum + tenthsOf(price), 0)
  return (tenthsOf(budget) - spent) / 10
}

export type QuotaCount = { position: Position; count: number; required: number }

/** How many players of each position the squad holds against the rules' quota, guards first. */
export function quotaCounts(
  picks: readonly { position: Position }[],
  quota: Readonly<Record<Position, number>>,
): QuotaCount[] {
  return positions.map((position) => ({
    position,
    count: picks.filter((pick) => pick.position === position).length,
    required: quota[position],
  }))
}

/** Whether one more player of this position still fits the quota. */
export function positionHasRoom(
  picks: readonly { position: Position }[],
  quota: Readonly<Record<Position, number>>,
  position: Position,
): boolean {
  return picks.filter((pick) => pick.position === position).length < quota[position]
}

/** Players per club, for the "at most 6 from one club" rule. */
export function clubCount(picks: readonly { club: { slug: string } }[], clubSlug: string): number {
  return picks.filter((pick) => pick.club.slug === clubSlug).length
}

/**
 * The bank after a set of transfers: what the outgoing players sell for, minus what the incoming ones cost.
 *
 * @example bankAfterTransfers(1.5, [{ out: 10, in: 11.5 }]) //=> 0
 */
export function bankAfterTransfers(bank: number, transfers: readonly { out: number; in: number }[]): number {
  const change = transfers.reduce((sum, transfer) => sum + tenthsOf(transfer.out) - tenthsOf(transfer.in), 0)
  return (tenthsOf(bank) + change) / 10
}
