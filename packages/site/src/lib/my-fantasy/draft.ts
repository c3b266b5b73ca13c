// A new squad before it is saved: players join the court until it has five, then the sixth man's place, then
// the bench, and the first starter wears the armband until the fan moves it. What may join is checked here so
// the list can say why a player cannot, before the API checks every rule again.
import { clubCount, creditsLeft, positionHasRoom } from './budget'
import { fill, formatCredits, type MyFantasyLabels } from './labels'
import type { LineupPick, Position } from './squad-edits'

export type DraftPlayer = {
  id: number
  name: string
  club: { slug: string; name: string }
  position: Position
  price: number
}
export type DraftPick = LineupPick & DraftPlayer & { playerId: number }

/** The rules a draft is checked against (the API's rules answer carries them). */
export type DraftRules = {
  budget: number
  squadSize: number
  positionQuota: Readonly<Record<Position, number>>
  maxPlayersPerClub: number
}

const startersCount = 5

export function addToDraft(draft: readonly DraftPick[], player: DraftPlayer): DraftPick[] {
  const court = draft.filter((pick) => pick.slot === 'court').length
  const hasSixth = draft.some((pick) => pick.slot === 'sixth')
  const slot = court < startersCount ? 'court' : hasSixth ? 'bench' : 'sixth'
  const benchOrder = slot === 'bench' ? Math.max(0, ...draft.map((pick) => pick.benchOrder)) + 1 : 0
  const captain = slot === 'court' && !draft.some((pick) => pick.captain)
  return [...draft, { ...player, playerId: player.id, slot, benchOrder, captain }]
}

/** Takes a player out; if he wore the armband it passes to the first starter left. */
export function removeFromDraft(draft: readonly DraftPick[], playerId: number): DraftPick[] {
  const left = draft.filter((pick) => pick.playerId !== playerId)
  if (left.some((pick) => pick.captain)) {
    return left
  }
  const firstStarter = left.find((pick) => pick.slot === 'court')
  return left.map((pick) => ({ ...pick, captain: pick === firstStarter }))
}

/** Why this player cannot join the draft now, in the fan's words, or null when he can. */
export function draftRefusal(
  draft: readonly DraftPick[],
  player: DraftPlayer,
  rules: DraftRules,
  labels: MyFantasyLabels,
  locale: string,
): string | null {
  if (draft.some((pick) => pick.playerId === player.id)) {
    return labels.inSquad
  }
  if (draft.length >= rules.squadSize) {
    return fill(labels.squadFull, { size: rules.squadSize })
  }
  if (!positionHasRoom(draft, rules.positionQuota, player.position)) {
    return fill(labels.positionFull, { position: labels.positionPlural[player.position].toLowerCase() })
  }
  const fromClub = clubCount(draft, player.club.slug)
  if (fromClub >= rules.maxPlayersPerClub) {
    return fill(labels.clubFull, { count: fromClub, club: player.club.name, max: rules.maxPlayersPerClub })
  }
  const left = creditsLeft(rules.budget, [...draft.map((pick) => pick.price), player.price])
  if (left < 0) {
    return fill(labels.tooExpensive, { credits: formatCredits(-left, locale) })
  }
  return null
}
