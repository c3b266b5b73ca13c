// Transfers and chips, only for the open round and never while the round the squad plays is in play. A
// transfer sells at the current price and buys at the current price; the new player takes the outgoing one's
// place (slot, bench order, captaincy). Free transfers per round come from the rules (unlimited in play-offs,
// announced windows and a wildcard round); the whole new squad is judged again (budget, quotas, clubs).
import type { Language } from '@league/client-league/languages'
import type { FantasyChip } from '@league/stats/fantasy/rules'
import { validateSquad } from '@league/stats/fantasy/squad'
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connection.ts'
import { fantasySquadPicks, fantasySquads, fantasyTransfers } from '../../db/schema/fantasy.ts'
import type { FantasyRound } from './rounds.ts'
import { explain, explainSquadViolations, refuse, refuseAll, type ExplainedViolation } from './squads-refusals.ts'
import { claimVersion, insertPicks, type StoredPick } from './squads.ts'
import {
  chipOfRound,
  lockedRoundOf,
  loadSquadSeason,
  roundLocked,
  transfersLeft,
  type SquadClock,
  type SquadSeason,
} from './squads-season.ts'
import type { SquadRow } from './squads-view.ts'

export type Transfer = { out: number; in: number }

/** The open round, when the squad may change its players now; else the refusal that says why not. */
function requireOpenRound(season: SquadSeason, squad: SquadRow, language: Language): FantasyRound {
  const locked = lockedRoundOf(season, squad.joinedRound)
  if (locked !== undefined) {
    throw roundLocked(locked, season, language)
  }
  if (season.openRound === undefined) {
    throw refuse('no_open_round', {}, language)
  }
  return season.openRound
}

function nameOf(season: SquadSeason, playerId: number): string {
  return season.candidates.get(playerId)?.name ?? `#${playerId}`
}

/** Players out must be in the squad, players in must not be, and must play in this league season. */
function transferViolations(
  transfers: readonly Transfer[],
  held: ReadonlySet<number>,
  season: SquadSeason,
  language: Language,
): ExplainedViolation[] {
  const violations: ExplainedViolation[] = []
  const outs = new Set<number>()
  const ins = new Set<number>()
  for (const transfer of transfers) {
    if (!held.has(transfer.out) || outs.has(transfer.out)) {
      violations.push(explain('not_in_squad', { player: nameOf(season, transfer.out) }, language))
    }
    if (held.has(transfer.in) || ins.has(transfer.in)) {
      violations.push(explain('already_in_squad', { player: nameOf(season, transfer.in) }, language))
    } else if (!season.candidates.has(transfer.in)) {
      violations.push(explain('unknown_player', { player: `#${transfer.in}` }, language))
    }
    outs.add(transfer.out)
    ins.add(transfer.in)
  }
  return violations
}

const priceOf = (season: SquadSeason, pick: { playerId: number; boughtPriceTenths: number }) =>
  season.candidates.get(pick.playerId)?.priceTenths ?? pick.boughtPriceTenths

/**
 * Makes the transfers for the open round, or refuses them all (stale version, round in play, limit, unknown or
 * wrong players, a rule of the new squad broken) leaving the squad as it was.
 */
export async function makeTransfers(
  database: Database,
  squad: SquadRow,
  input: { version: number; transfers: Transfer[] },
  clock: SquadClock,
  language: Language,
): Promise<SquadSeason> {
  const season = await loadSquadSeason(database, squad.leagueSeasonId, clock)
  await database.transaction(async (transaction) => {
    const claimed = await claimVersion(transaction, squad.id, input.version, language)
    const open = requireOpenRound(season, claimed, language)
    const current = await transaction.select().from(fantasySquadPicks).where(eq(fantasySquadPicks.squadId, squad.id))
    const wrong = transferViolations(input.transfers, new Set(current.map((pick) => pick.playerId)), season, language)
    if (wrong.length > 0) {
      throw refuseAll('invalid_transfer', wrong)
    }
    const [made] = await transaction
      .select({ made: count() })
      .from(fantasyTransfers)
      .where(and(eq(fantasyTransfers.squadId, squad.id), eq(fantasyTransfers.round, open.sequence)))
    const left = transfersLeft(season, claimed, Number(made?.made ?? 0))
    if (left !== 'unlimited' && input.transfers.length > left) {
      throw refuse('transfer_limit', { count: input.transfers.length, left }, language)
    }
    const incoming = new Map(input.transfers.map((transfer) => [transfer.out, transfer.in]))
    const next: StoredPick[] = current.map((pick) => ({
      playerId: incoming.get(pick.playerId) ?? pick.playerId,
      slot: pick.slot,
      captain: pick.captain,
      benchOrder: pick.benchOrder,
    }))
    // Selling everything now would give the bank plus the current value: the new squad must fit in it.
    const budget = claimed.bankTenths + current.reduce((total, pick) => total + priceOf(season, pick), 0)
    const violations = validateSquad(next, season.candidates, budget, season.rules)
    if (violations.length > 0) {
      throw refuseAll('invalid_squad', explainSquadViolations(violations, language))
    }
    const leaving = current.filter((pick) => incoming.has(pick.playerId))
    const sold = leaving.reduce((total, pick) => total + priceOf(season, pick), 0)
    const arriving = next.filter((pick) => !current.some((held) => held.playerId === pick.playerId))
    const bought = arriving.reduce((total, pick) => total + (season.candidates.get(pick.playerId)?.priceTenths ?? 0), 0)
    await transaction.delete(fantasySquadPicks).where(
      and(
        eq(fantasySquadPicks.squadId, squad.id),
        inArray(
          fantasySquadPicks.playerId,
          leaving.map((pick) => pick.playerId),
        ),
      ),
    )
    await insertPicks(transaction, squad.id, arriving, season)
    await transaction
      .update(fantasySquads)
      .set({ bankTenths: claimed.bankTenths + sold - bought })
      .where(eq(fantasySquads.id, squad.id))
    await transaction.insert(fantasyTransfers).values(
      leaving.map((pick) => {
        const playerInId = incoming.get(pick.playerId) ?? pick.playerId
        return {
          squadId: squad.id,
          round: open.sequence,
          playerOutId: pick.playerId,
          playerInId,
          soldPriceTenths: priceOf(season, pick),
          boughtPriceTenths: season.candidates.get(playerInId)?.priceTenths ?? 0,
          madeAt: season.now,
        }
      }),
    )
  })
  return season
}

/** Plays a chip for the open round: only a chip the rules switch on, once a season, one per round. */
export async function playChip(
  database: Database,
  squad: SquadRow,
  input: { version: number; chip: FantasyChip },
  clock: SquadClock,
  language: Language,
): Promise<SquadSeason> {
  const season = await loadSquadSeason(database, squad.leagueSeasonId, clock)
  await database.transaction(async (transaction) => {
    const claimed = await claimVersion(transaction, squad.id, input.version, language)
    if (!season.rules.chips.includes(input.chip)) {
      throw refuse('chip_not_enabled', { chip: input.chip }, language)
    }
    const playedIn = claimed.chipsUsed[input.chip]
    if (playedIn !== undefined) {
      throw refuse('chip_used', { chip: input.chip, round: playedIn }, language)
    }
    const open = season.openRound
    if (open === undefined) {
      throw refuse('no_open_round', {}, language)
    }
    const taken = chipOfRound(claimed.chipsUsed, open.sequence)
    if (taken !== null) {
      throw refuse('chip_round_taken', { chip: taken }, language)
    }
    await transaction
      .update(fantasySquads)
      .set({ chipsUsed: { ...claimed.chipsUsed, [input.chip]: open.sequence } })
      .where(eq(fantasySquads.id, squad.id))
  })
  return season
}
