// Transfers as the builder plans them before confirming: each incoming player takes the outgoing one's place
// (slot, bench order, armband), the bank moves by the two prices, and the refusals a fan would meet are said
// in the list before the API is asked.
import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import type { FantasySquad } from '@league/api/contract/fantasy-squads'
import { bankAfterTransfers, clubCount } from './budget'
import { fill, formatCredits, type MyFantasyLabels } from './labels'

export type PlannedTransfer = { out: FantasySquad['picks'][number]; in: FantasyCatalogueEntry }

/** The squad as it will be once the planned transfers are made (the optimistic answer). */
export function squadAfterTransfers(squad: FantasySquad, planned: readonly PlannedTransfer[]): FantasySquad {
  const incoming = new Map(planned.map((transfer) => [transfer.out.playerId, transfer.in]))
  const picks = squad.picks.map((pick) => {
    const player = incoming.get(pick.playerId)
    if (player === undefined) {
      return pick
    }
    return {
      ...pick,
      playerId: player.id,
      slug: player.slug,
      name: player.name,
      club: { id: 0, slug: player.club.slug, name: player.club.name },
      position: player.position,
      price: player.price,
      boughtPrice: player.price,
    }
  })
  const left = squad.transfers.left
  return {
    ...squad,
    picks,
    bank: bankAfterTransfers(squad.bank, prices(planned)),
    transfers: {
      made: squad.transfers.made + planned.length,
      left: left === 'unlimited' ? left : Math.max(0, left - planned.length),
    },
  }
}

function prices(planned: readonly PlannedTransfer[]) {
  return planned.map((transfer) => ({ out: transfer.out.price, in: transfer.in.price }))
}

/** Why this player cannot come in for `out`, or null when he can (the API checks every rule again). */
export function transferRefusal(
  squad: FantasySquad,
  planned: readonly PlannedTransfer[],
  out: FantasySquad['picks'][number],
  player: FantasyCatalogueEntry,
  maxPlayersPerClub: number,
  labels: MyFantasyLabels,
  locale: string,
): string | null {
  const after = squadAfterTransfers(squad, planned)
  if (after.picks.some((pick) => pick.playerId === player.id)) {
    return labels.inSquad
  }
  if (player.position !== out.position) {
    return fill(labels.mustBePosition, { position: labels.position[out.position].toLowerCase() })
  }
  const staying = after.picks.filter((pick) => pick.playerId !== out.playerId)
  const fromClub = clubCount(staying, player.club.slug)
  if (fromClub >= maxPlayersPerClub) {
    return fill(labels.clubFull, { count: fromClub, club: player.club.name, max: maxPlayersPerClub })
  }
  const bank = bankAfterTransfers(squad.bank, [...prices(planned), { out: out.price, in: player.price }])
  if (bank < 0) {
    return fill(labels.tooExpensive, { credits: formatCredits(-bank, locale) })
  }
  return null
}
