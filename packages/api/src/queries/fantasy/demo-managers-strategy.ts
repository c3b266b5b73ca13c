// How a simulated demo manager picks, as pure functions of the catalogue at one round: a style (form, value,
// stars, loyal) ranks the players, a greedy pass fills the quotas within budget and the club limit, the best
// formation of the stored rules takes the court, and a transfer swaps the worst scorer for the best affordable
// player of his position. Every squad is judged by the stats validator the squad save uses, so none is invalid.
import type { FantasyFormation, FantasyGameRules, FantasyPosition } from '@league/stats/fantasy/rules'
import { validateSquad, type SquadCandidate } from '@league/stats/fantasy/squad'
import type { StoredPick } from './squads.ts'

/**
 * - `form`: the best points per game over the last three settled rounds, per credit (the form-chaser)
 * - `value`: season points per game per credit
 * - `stars`: the most expensive players the budget allows
 * - `loyal`: players of one favourite club first (as many as the club limit allows), then value
 */
export type DemoStyle = 'form' | 'value' | 'stars' | 'loyal'

export const demoStyles: readonly DemoStyle[] = ['form', 'value', 'stars', 'loyal']

/** What a manager knows of a player at the round: expected points per game (recent and season). */
export type PlayerForm = { recent: number; season: number }

export type DemoManager = { number: number; style: DemoStyle; favouriteClubId: number | null }

/** A stable number in [0, 1) for a pair of integers (a manager and a player): no state, same on every run. */
export function hashUnit(first: number, second: number): number {
  let value = Math.imul(first ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(second + 0x7f4a7c15, 0xc2b2ae35)
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b)
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35)
  return ((value ^ (value >>> 16)) >>> 0) / 4_294_967_296
}

/**
 * Points a player is expected to score in a game: his recent form, else his season's, else what his price
 * says (prices come from PIR per game, so a price in credits is about his points before anyone has played).
 */
export function expectedPoints(candidate: SquadCandidate, form: ReadonlyMap<number, PlayerForm>): number {
  const known = form.get(candidate.playerId)
  if (known !== undefined) {
    return known.recent
  }
  return candidate.priceTenths / 10
}

function seasonPoints(candidate: SquadCandidate, form: ReadonlyMap<number, PlayerForm>): number {
  return form.get(candidate.playerId)?.season ?? candidate.priceTenths / 10
}

/**
 * How much the manager wants the player, by his style; a small per-manager jitter (±15 %) so that two managers
 * of one style do not hold the very same ten.
 */
export function desirability(
  manager: DemoManager,
  candidate: SquadCandidate,
  form: ReadonlyMap<number, PlayerForm>,
): number {
  const price = Math.max(1, candidate.priceTenths / 10)
  const jitter = 0.85 + 0.3 * hashUnit(manager.number, candidate.playerId)
  const styled = {
    form: () => expectedPoints(candidate, form) / price,
    value: () => seasonPoints(candidate, form) / price,
    stars: () => price,
    loyal: () => seasonPoints(candidate, form) / price + (candidate.clubId === manager.favouriteClubId ? 100 : 0),
  } satisfies Record<DemoStyle, () => number>
  return styled[manager.style]() * jitter
}

/** The cheapest way to fill what is still needed, from players not taken: the greedy pass never strands itself. */
function cheapestFill(
  needed: Record<FantasyPosition, number>,
  byPrice: readonly SquadCandidate[],
  taken: ReadonlySet<number>,
): number {
  const left = { ...needed }
  let total = 0
  for (const candidate of byPrice) {
    if (left[candidate.position] > 0 && !taken.has(candidate.playerId)) {
      left[candidate.position] -= 1
      total += candidate.priceTenths
    }
  }
  return Object.values(left).some((count) => count > 0) ? Number.POSITIVE_INFINITY : total
}

/** Ten players by the manager's wishes within the quotas, the club limit and the budget; undefined if none fits. */
export function pickDemoPlayers(
  manager: DemoManager,
  candidates: readonly SquadCandidate[],
  form: ReadonlyMap<number, PlayerForm>,
  budgetTenths: number,
  rules: Pick<FantasyGameRules, 'positionQuota' | 'maxPlayersPerClub'>,
): SquadCandidate[] | undefined {
  const wanted = [...candidates].sort(
    (first, second) =>
      desirability(manager, second, form) - desirability(manager, first, form) || first.playerId - second.playerId,
  )
  const byPrice = [...candidates].sort(
    (first, second) => first.priceTenths - second.priceTenths || first.playerId - second.playerId,
  )
  const needed = { ...rules.positionQuota }
  const perClub = new Map<number, number>()
  const taken = new Set<number>()
  const chosen: SquadCandidate[] = []
  let spent = 0
  for (const candidate of wanted) {
    const clubCount = perClub.get(candidate.clubId) ?? 0
    if (needed[candidate.position] === 0 || clubCount >= rules.maxPlayersPerClub) {
      continue
    }
    const after = { ...needed, [candidate.position]: needed[candidate.position] - 1 }
    taken.add(candidate.playerId)
    if (spent + candidate.priceTenths + cheapestFill(after, byPrice, taken) > budgetTenths) {
      taken.delete(candidate.playerId)
      continue
    }
    chosen.push(candidate)
    spent += candidate.priceTenths
    perClub.set(candidate.clubId, clubCount + 1)
    Object.assign(needed, after)
  }
  return Object.values(needed).every((count) => count === 0) ? chosen : undefined
}

function formationCounts(formation: FantasyFormation): Record<FantasyPosition, number> {
  const [guard = 0, forward = 0, centre = 0] = formation.split('-').map(Number)
  return { guard, forward, centre }
}

/**
 * The lineup of ten players: the allowed formation whose five expect the most points, the captain the best of
 * them, the sixth man the best of the rest, the bench after him by expected points.
 */
export function demoLineup(
  players: readonly SquadCandidate[],
  form: ReadonlyMap<number, PlayerForm>,
  rules: Pick<FantasyGameRules, 'formations'>,
): StoredPick[] {
  const best = [...players].sort(
    (first, second) => expectedPoints(second, form) - expectedPoints(first, form) || first.playerId - second.playerId,
  )
  let court: SquadCandidate[] = []
  let courtPoints = Number.NEGATIVE_INFINITY
  for (const formation of rules.formations) {
    const counts = formationCounts(formation)
    const five = (['guard', 'forward', 'centre'] as const).flatMap((position) =>
      best.filter((player) => player.position === position).slice(0, counts[position]),
    )
    const points = five.reduce((total, player) => total + expectedPoints(player, form), 0)
    const fits = (['guard', 'forward', 'centre'] as const).every(
      (position) => five.filter((player) => player.position === position).length === counts[position],
    )
    if (fits && points > courtPoints) {
      court = five
      courtPoints = points
    }
  }
  const onCourt = new Set(court.map((player) => player.playerId))
  const captain = best.find((player) => onCourt.has(player.playerId))?.playerId
  const rest = best.filter((player) => !onCourt.has(player.playerId))
  return best.map((player) => {
    if (onCourt.has(player.playerId)) {
      return { playerId: player.playerId, slot: 'court', captain: player.playerId === captain, benchOrder: 0 }
    }
    const index = rest.indexOf(player)
    return index === 0
      ? { playerId: player.playerId, slot: 'sixth', captain: false, benchOrder: 0 }
      : { playerId: player.playerId, slot: 'bench', captain: false, benchOrder: index }
  })
}

export type DemoTransfer = { out: number; in: number }

/**
 * Up to `allowed` transfers: each time the worst expected scorer out, in his place the most wanted player of
 * his position who is expected to score more and keeps the squad valid (budget = bank + the squad's value).
 */
export function planDemoTransfers(
  manager: DemoManager,
  held: readonly SquadCandidate[],
  candidates: ReadonlyMap<number, SquadCandidate>,
  form: ReadonlyMap<number, PlayerForm>,
  budgetTenths: number,
  allowed: number,
  rules: FantasyGameRules,
): { transfers: DemoTransfer[]; players: SquadCandidate[] } {
  let players = [...held]
  const transfers: DemoTransfer[] = []
  const arrived = new Set<number>()
  const wanted = [...candidates.values()].sort(
    (first, second) =>
      desirability(manager, second, form) - desirability(manager, first, form) || first.playerId - second.playerId,
  )
  while (transfers.length < allowed) {
    const worst = players
      .filter((player) => !arrived.has(player.playerId))
      .sort((first, second) => expectedPoints(first, form) - expectedPoints(second, form))[0]
    if (worst === undefined) {
      break
    }
    const inSquad = new Set(players.map((player) => player.playerId))
    const replacement = wanted.find((candidate) => {
      if (
        inSquad.has(candidate.playerId) ||
        candidate.position !== worst.position ||
        expectedPoints(candidate, form) <= expectedPoints(worst, form)
      ) {
        return false
      }
      const next = players.map((player) => (player.playerId === worst.playerId ? candidate : player))
      return validateSquad(demoLineup(next, form, rules), candidates, budgetTenths, rules).length === 0
    })
    if (replacement === undefined) {
      break
    }
    players = players.map((player) => (player.playerId === worst.playerId ? replacement : player))
    transfers.push({ out: worst.playerId, in: replacement.playerId })
    arrived.add(replacement.playerId)
  }
  return { transfers, players }
}
