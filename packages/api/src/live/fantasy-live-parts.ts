// What a live pick's points are made of, for the squad stream: PIR's parts summed over the round's games so far
// (finished and live) and the win bonus, so the site explains a live pick as it explains a settled one. Zero
// parts are left out and the labels too (the site names each part in the reader's language): the stream sends
// the message on every change, so it carries only what a fan reads.
import type { FantasyPointsBreakdown } from '@league/stats/fantasy/points'
import { roundToHundredths } from '@league/stats/fantasy/rounding'

/** One part of a live pick's points: a statistic's count so far and what it scored (signed). */
export type LivePart = { key: string; value: number; points: number }

export type LiveExplanation = { parts: LivePart[]; winBonus: number }

/** Adds games' breakdowns up per player: each part by its key, in the order the breakdowns list them. */
export class LiveExplanations {
  readonly #byPlayer = new Map<number, { parts: Map<string, LivePart>; winBonus: number }>()

  add(playerId: number, breakdown: FantasyPointsBreakdown): void {
    const entry = this.#byPlayer.get(playerId) ?? { parts: new Map<string, LivePart>(), winBonus: 0 }
    for (const part of breakdown.parts) {
      const sum = entry.parts.get(part.key) ?? { key: part.key, value: 0, points: 0 }
      sum.value += part.value
      sum.points = roundToHundredths(sum.points + part.points)
      entry.parts.set(part.key, sum)
    }
    entry.winBonus = roundToHundredths(entry.winBonus + breakdown.winBonus)
    this.#byPlayer.set(playerId, entry)
  }

  /** The player's parts so far (none zero) and win bonus; undefined when none of his games has begun. */
  of(playerId: number): LiveExplanation | undefined {
    const entry = this.#byPlayer.get(playerId)
    if (entry === undefined) {
      return undefined
    }
    const parts = [...entry.parts.values()].filter((part) => part.value !== 0 || part.points !== 0)
    return { parts, winBonus: entry.winBonus }
  }
}
