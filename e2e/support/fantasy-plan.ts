// The squad the fantasy phone spec builds, planned from the demo API's real catalogue and rules rather than
// hard-coded, so prices that move with the data never break it. The plan also names the players whose rows
// must explain why they cannot join (over budget, position full, club full), mirroring the builder's own
// checks (packages/site/src/lib/my-fantasy/draft.ts) in the order it makes them.
import type { FantasyCatalogueEntry, FantasyRulesAnswer } from '@league/api/contract/fantasy-catalogue'

type Player = FantasyCatalogueEntry
type Position = Player['position']
type Rules = Pick<FantasyRulesAnswer, 'budget' | 'squadSize' | 'positionQuota' | 'maxPlayersPerClub'>

/** Why the builder refuses a player now, as a kind (the spec spells each in the fan's words), or null. */
export type RefusalKind = 'in-squad' | 'squad-full' | 'position-full' | 'club-full' | 'over-budget'

const tenths = (credits: number) => Math.round(credits * 10)

export function creditsLeft(rules: Rules, draft: readonly Player[]): number {
  return (tenths(rules.budget) - draft.reduce((sum, pick) => sum + tenths(pick.price), 0)) / 10
}

export function refusalOf(rules: Rules, draft: readonly Player[], player: Player): RefusalKind | null {
  if (draft.some((pick) => pick.id === player.id)) {
    return 'in-squad'
  }
  if (draft.length >= rules.squadSize) {
    return 'squad-full'
  }
  if (draft.filter((pick) => pick.position === player.position).length >= rules.positionQuota[player.position]) {
    return 'position-full'
  }
  if (draft.filter((pick) => pick.club.slug === player.club.slug).length >= rules.maxPlayersPerClub) {
    return 'club-full'
  }
  return creditsLeft(rules, [...draft, player]) < 0 ? 'over-budget' : null
}

/** The dearest players that fit, one after another, and the first who then no longer fits the budget. */
export function overBudgetPlan(rules: Rules, players: readonly Player[]) {
  const draft: Player[] = []
  for (const player of [...players].sort((one, other) => other.price - one.price)) {
    const refusal = refusalOf(rules, draft, player)
    if (refusal === 'over-budget') {
      return { dearest: draft, refused: player, short: -creditsLeft(rules, [...draft, player]) }
    }
    if (refusal === null) {
      draft.push(player)
    }
  }
  throw new Error('the catalogue has no player the budget refuses')
}

const byPrice = (one: Player, other: Player) => one.price - other.price || one.id - other.id

/** The cheapest players of the list that fill the quota's room left by `taken`, at most `count`. */
function cheapestFitting(rules: Rules, candidates: readonly Player[], taken: readonly Player[], count: number) {
  const chosen: Player[] = []
  for (const player of [...candidates].sort(byPrice)) {
    if (chosen.length === count) {
      break
    }
    const all = [...taken, ...chosen]
    if (all.filter((pick) => pick.position === player.position).length < rules.positionQuota[player.position]) {
      chosen.push(player)
    }
  }
  return chosen
}

/**
 * A valid squad with the most players one club may give (so a 7th of that club is refused), entered in an
 * order whose first five (the court) have no centre: the server refuses that starting five, and swapping a
 * forward on the court with a centre on the bench mends it.
 */
export function squadPlan(rules: Rules, players: readonly Player[]) {
  const clubs = [...new Set(players.map((player) => player.club.slug))]
  for (const club of clubs) {
    const ofClub = players.filter((player) => player.club.slug === club)
    const core = cheapestFitting(rules, ofClub, [], rules.maxPlayersPerClub)
    const rest = cheapestFitting(
      rules,
      players.filter((player) => player.club.slug !== club),
      core,
      rules.squadSize - core.length,
    )
    const squad = [...core, ...rest]
    const seventh = ofClub.find((player) => !core.includes(player) && refusalOf(rules, core, player) === 'club-full')
    const ofPosition = (position: Position) => squad.filter((pick) => pick.position === position)
    if (squad.length !== rules.squadSize || seventh === undefined || ofPosition('centre').length < 1) {
      continue
    }
    // Court: three guards and two forwards (3-2-0, refused); then the centres and the rest.
    const court = [...ofPosition('guard').slice(0, 3), ...ofPosition('forward').slice(0, 2)]
    const order = [...court, ...squad.filter((pick) => !court.includes(pick))]
    if (court.length !== 5) {
      continue
    }
    return {
      club: ofClub[0]?.club ?? { slug: club, name: club },
      order,
      seventh,
      forwardOnCourt: court[4] as Player,
      centreOnBench: ofPosition('centre')[0] as Player,
    }
  }
  throw new Error('no club gives a squad that fills its quota')
}

/** A transfer the squad can make: a bench player out, the cheapest who fits in for him. */
export function transferPlan(rules: Rules, players: readonly Player[], squad: readonly Player[], bank: number) {
  for (const out of squad.toReversed()) {
    const kept = squad.filter((pick) => pick !== out)
    const incoming = [...players]
      .sort(byPrice)
      .find(
        (player) =>
          player.position === out.position &&
          !squad.some((pick) => pick.id === player.id) &&
          kept.filter((pick) => pick.club.slug === player.club.slug).length < rules.maxPlayersPerClub &&
          tenths(player.price) <= tenths(bank) + tenths(out.price),
      )
    if (incoming !== undefined) {
      return { out, in: incoming }
    }
  }
  throw new Error('no transfer fits the squad')
}
