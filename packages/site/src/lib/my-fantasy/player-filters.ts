// The player list's filters (position, club, highest price, lowest form, a name) and its order, applied in
// the browser to the catalogue the page already holds, so a filter answers at once on a phone.
import type { Position } from './squad-edits'

/** What the filters need of a catalogue entry. */
export type FilterablePlayer = {
  id: number
  name: string
  club: { slug: string; name: string }
  position: Position
  price: number
  form: number
  seasonPoints: number
  selectedBy: number
}

export type PlayerFilters = {
  position: Position | 'all'
  club: string | 'all'
  /** Highest price in credits; null = any. */
  maxPrice: number | null
  /** Lowest form (average points of the last three games); null = any. */
  minForm: number | null
  name: string
}

export const sortKeys = ['price', 'form', 'points', 'selected', 'name'] as const
export type SortKey = (typeof sortKeys)[number]

export const noFilters: PlayerFilters = { position: 'all', club: 'all', maxPrice: null, minForm: null, name: '' }

/** Letters without accents, lower case: "Đorđević" is found by "dordevic" and "ĐORĐEVIĆ". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/giu, 'd')
    .toLowerCase()
}

export function filterPlayers<Player extends FilterablePlayer>(
  players: readonly Player[],
  filters: PlayerFilters,
): Player[] {
  const name = folded(filters.name.trim())
  return players.filter(
    (player) =>
      (filters.position === 'all' || player.position === filters.position) &&
      (filters.club === 'all' || player.club.slug === filters.club) &&
      (filters.maxPrice === null || player.price <= filters.maxPrice) &&
      (filters.minForm === null || player.form >= filters.minForm) &&
      (name === '' || folded(player.name).includes(name)),
  )
}

const sortValue: Record<Exclude<SortKey, 'name'>, (player: FilterablePlayer) => number> = {
  price: (player) => player.price,
  form: (player) => player.form,
  points: (player) => player.seasonPoints,
  selected: (player) => player.selectedBy,
}

/** Highest first for numbers, alphabetical for names; ties by name so the order never jumps. */
export function sortPlayers<Player extends FilterablePlayer>(players: readonly Player[], key: SortKey): Player[] {
  const byName = (one: Player, other: Player) => one.name.localeCompare(other.name)
  if (key === 'name') {
    return [...players].sort(byName)
  }
  const value = sortValue[key]
  return [...players].sort((one, other) => value(other) - value(one) || byName(one, other))
}

/** The clubs of the catalogue, for the club filter, by name. */
export function clubsOf(players: readonly FilterablePlayer[]): { slug: string; name: string }[] {
  const clubs = new Map(players.map((player) => [player.club.slug, player.club]))
  return [...clubs.values()].sort((one, other) => one.name.localeCompare(other.name))
}
