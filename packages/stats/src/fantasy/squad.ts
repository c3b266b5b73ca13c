// Squad validation: every rule a squad can break, all reported at once with the figures a site needs to say
// it in a fan's language ("3.5 credits over budget", "7 players from Partizan: at most 6").
import type { FantasyFormation, FantasyGameRules, FantasyPosition, FantasySlot } from './rules.ts'

/** A player a manager may pick: his club, position and current price. */
export type SquadCandidate = {
  playerId: number
  clubId: number
  clubName: string
  position: FantasyPosition
  priceTenths: number
  name: string
}

/** One pick of a squad: where the player stands and whether he is the captain. */
export type SquadPick = { playerId: number; slot: FantasySlot; captain: boolean }

/**
 * A broken rule with its figures. Params by code:
 * - `squad_size`: `count`, `required`
 * - `position_quota`: `position`, `count`, `required` (one violation per position off its quota)
 * - `over_budget`: `overTenths`, `totalTenths`, `budgetTenths`
 * - `club_limit`: `club` (name), `clubId`, `count`, `max` (one per club over the limit)
 * - `formation`: `formation` (of the court picks), `court` (how many), `required` (5), `allowed` (comma list)
 * - `captain`: `count` (captains), `onCourt` (captains in the starting five); needs exactly one, on court
 * - `sixth_man`: `count`, `required` (1)
 * - `duplicate_player`, `unknown_player`: `playerId`, `name` when known
 */
export type SquadViolation = {
  code:
    | 'squad_size'
    | 'position_quota'
    | 'over_budget'
    | 'club_limit'
    | 'formation'
    | 'captain'
    | 'sixth_man'
    | 'duplicate_player'
    | 'unknown_player'
  params: Record<string, string | number>
}

/** The size of the starting five: every allowed formation adds up to it. */
const COURT_SIZE = 5

const POSITIONS: readonly FantasyPosition[] = ['guard', 'forward', 'centre']

/**
 * The starting five's formation as guards-forwards-centres, from the court picks whose player is known.
 *
 * @example
 * // two guards, two forwards and a centre on court
 * formationOf(picks, candidates) //=> '2-2-1'
 */
export function formationOf(
  picks: readonly SquadPick[],
  candidates: ReadonlyMap<number, Pick<SquadCandidate, 'position'>>,
): FantasyFormation {
  const count = { guard: 0, forward: 0, centre: 0 }
  for (const pick of picks) {
    const candidate = candidates.get(pick.playerId)
    if (pick.slot === 'court' && candidate !== undefined) {
      count[candidate.position] += 1
    }
  }
  return `${count.guard}-${count.forward}-${count.centre}`
}

/** Duplicates and unknown players; returns the distinct known candidates the other checks look at. */
function identityViolations(
  picks: readonly SquadPick[],
  candidates: ReadonlyMap<number, SquadCandidate>,
): { violations: SquadViolation[]; known: SquadCandidate[] } {
  const violations: SquadViolation[] = []
  const known: SquadCandidate[] = []
  const seen = new Set<number>()
  for (const pick of picks) {
    const candidate = candidates.get(pick.playerId)
    if (seen.has(pick.playerId)) {
      violations.push({
        code: 'duplicate_player',
        params: { playerId: pick.playerId, ...(candidate === undefined ? {} : { name: candidate.name }) },
      })
      continue
    }
    seen.add(pick.playerId)
    if (candidate === undefined) {
      violations.push({ code: 'unknown_player', params: { playerId: pick.playerId } })
      continue
    }
    known.push(candidate)
  }
  return { violations, known }
}

function compositionViolations(
  known: readonly SquadCandidate[],
  budgetTenths: number,
  rules: Pick<FantasyGameRules, 'positionQuota' | 'maxPlayersPerClub'>,
): SquadViolation[] {
  const violations: SquadViolation[] = []
  for (const position of POSITIONS) {
    const count = known.filter((candidate) => candidate.position === position).length
    const required = rules.positionQuota[position]
    if (count !== required) {
      violations.push({ code: 'position_quota', params: { position, count, required } })
    }
  }
  const totalTenths = known.reduce((total, candidate) => total + candidate.priceTenths, 0)
  if (totalTenths > budgetTenths) {
    violations.push({
      code: 'over_budget',
      params: { overTenths: totalTenths - budgetTenths, totalTenths, budgetTenths },
    })
  }
  const byClub = new Map<number, SquadCandidate[]>()
  for (const candidate of known) {
    byClub.set(candidate.clubId, [...(byClub.get(candidate.clubId) ?? []), candidate])
  }
  for (const [clubId, members] of byClub) {
    if (members.length > rules.maxPlayersPerClub) {
      const club = members[0]?.clubName ?? String(clubId)
      violations.push({
        code: 'club_limit',
        params: { club, clubId, count: members.length, max: rules.maxPlayersPerClub },
      })
    }
  }
  return violations
}

function lineupViolations(
  picks: readonly SquadPick[],
  candidates: ReadonlyMap<number, SquadCandidate>,
  rules: Pick<FantasyGameRules, 'formations'>,
): SquadViolation[] {
  const violations: SquadViolation[] = []
  const court = picks.filter((pick) => pick.slot === 'court').length
  const formation = formationOf(picks, candidates)
  if (court !== COURT_SIZE || !rules.formations.includes(formation)) {
    violations.push({
      code: 'formation',
      params: { formation, court, required: COURT_SIZE, allowed: rules.formations.join(', ') },
    })
  }
  const captains = picks.filter((pick) => pick.captain)
  const onCourt = captains.filter((pick) => pick.slot === 'court').length
  if (captains.length !== 1 || onCourt !== 1) {
    violations.push({ code: 'captain', params: { count: captains.length, onCourt } })
  }
  const sixth = picks.filter((pick) => pick.slot === 'sixth').length
  if (sixth !== 1) {
    violations.push({ code: 'sixth_man', params: { count: sixth, required: 1 } })
  }
  return violations
}

/**
 * Every rule the squad breaks, all at once (empty when it is valid): size, duplicate and unknown players,
 * position quotas, budget, players per club, the starting five's formation, exactly one captain (on court) and
 * exactly one sixth man. With five on court, one sixth man and the right size, the bench holds the rest
 * (4 in ELF). The budget is the manager's (a late joiner's is larger), in tenths like the prices.
 *
 * @example
 * // ten valid picks, but 103.5 credits and seven from Partizan
 * validateSquad(picks, candidates, 1000, ELF_CLASSIC_RULES)
 * //=> [{ code: 'over_budget', params: { overTenths: 35, totalTenths: 1035, budgetTenths: 1000 } },
 * //    { code: 'club_limit', params: { club: 'Partizan', clubId: 9, count: 7, max: 6 } }]
 */
export function validateSquad(
  picks: readonly SquadPick[],
  candidates: ReadonlyMap<number, SquadCandidate>,
  budgetTenths: number,
  rules: Pick<FantasyGameRules, 'squadSize' | 'positionQuota' | 'maxPlayersPerClub' | 'formations'>,
): SquadViolation[] {
  const violations: SquadViolation[] = []
  if (picks.length !== rules.squadSize) {
    violations.push({ code: 'squad_size', params: { count: picks.length, required: rules.squadSize } })
  }
  const identity = identityViolations(picks, candidates)
  violations.push(...identity.violations)
  violations.push(...compositionViolations(identity.known, budgetTenths, rules))
  violations.push(...lineupViolations(picks, candidates, rules))
  return violations
}
