// Believable names for the simulated demo managers' squads, the same on every run: every pairing of a place or
// trait of the league's region with a basketball noun, in an order shuffled by a fixed seed.

const firstWords = [
  'Adriatic',
  'Danube',
  'Sava',
  'Dinaric',
  'Vardar',
  'Drina',
  'Morava',
  'Kvarner',
  'Triglav',
  'Lovćen',
  'Sunset',
  'Midnight',
  'Copper',
  'Old Town',
  'Harbour',
  'Northside',
  'Riverside',
  'Hilltop',
  'Fortress',
  'Coastal',
] as const

const secondWords = [
  'Ballers',
  'Dunkers',
  'Hoopers',
  'Rebounders',
  'Shooters',
  'Playmakers',
  'Blockers',
  'Wolves',
  'Falcons',
  'Eagles',
  'Bears',
  'Lynxes',
  'Sharks',
  'Storm',
  'Giants',
  'Pivots',
  'Five',
  'Fast Break',
  'Alley-Oops',
  'Triple-Doubles',
] as const

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** The seed of the names' order: any fixed number; changing it renames every demo squad of a new database. */
const namesSeed = 2023

/**
 * The first `count` names (at most 400, each used once), e.g. "Danube Dunkers"; a manager beyond 400 gets a
 * number after his name so names stay distinct.
 */
export function demoSquadNames(count: number): string[] {
  const all = firstWords.flatMap((first) => secondWords.map((second) => `${first} ${second}`))
  const random = seededRandom(namesSeed)
  for (let index = all.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[all[index], all[other]] = [all[other] ?? '', all[index] ?? '']
  }
  return Array.from({ length: count }, (_, index) => {
    const name = all[index % all.length] ?? 'Demo'
    return index < all.length ? name : `${name} ${Math.floor(index / all.length) + 1}`
  })
}
