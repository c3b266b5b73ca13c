// Players of the ABA League 2022-23 (ids, names and clubs as in data/aba-2022-23/players.csv) with catalogue
// figures for the builder's tests, and a squad of ten built from them.
import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import type { FantasySquad } from '@league/api/contract/fantasy-squads'

const partizan = { slug: 'partizan-mozzart-bet', name: 'Partizan Mozzart Bet' }
const zvezda = { slug: 'crvena-zvezda-meridianbet', name: 'Crvena zvezda Meridianbet' }

function entry(
  id: number,
  name: string,
  club: typeof partizan,
  position: FantasyCatalogueEntry['position'],
  price: number,
  form: number,
): FantasyCatalogueEntry {
  const slug = name.toLowerCase().replaceAll(' ', '-')
  return {
    id,
    slug,
    name,
    club,
    position,
    price,
    priceChange: 0,
    form,
    seasonPoints: form * 12,
    selectedBy: 10,
    selectedByDemo: 20,
  }
}

export const catalogue: FantasyCatalogueEntry[] = [
  entry(3597, 'Kevin Punter', partizan, 'guard', 13, 17.2),
  entry(4144, 'Dante Exum', partizan, 'guard', 10, 12.1),
  entry(3877, 'Yam Madar', partizan, 'guard', 7.5, 8.3),
  entry(1032, 'Nemanja Nedovic', zvezda, 'guard', 9, 9.8),
  entry(3857, 'Aleksa Avramovic', partizan, 'guard', 8, 7.4),
  entry(3858, 'Zach Leday', partizan, 'forward', 13.5, 19.1),
  entry(1228, 'Luka Mitrovic', zvezda, 'forward', 8.5, 9),
  entry(4157, 'Benjamin Bentil', zvezda, 'forward', 9.5, 11.6),
  entry(4146, 'James Nunnally', partizan, 'forward', 8, 8.8),
  entry(3871, 'Alen Smailagic', partizan, 'forward', 6, 5.2),
  entry(2722, 'Mathias Lessort', partizan, 'centre', 12, 16.4),
  entry(3366, 'Hassan Martin', zvezda, 'centre', 9, 10.3),
  entry(2565, 'Ognjen Kuzmic', zvezda, 'centre', 6.5, 6.1),
]

const byId = new Map(catalogue.map((player) => [player.id, player]))

/** Court: Punter (captain), Exum, Leday, Mitrovic, Lessort; sixth man Bentil; bench Nedovic, Madar, Nunnally, Martin. */
const lineup: [number, FantasySquad['picks'][number]['slot'], number][] = [
  [3597, 'court', 0],
  [4144, 'court', 0],
  [3858, 'court', 0],
  [1228, 'court', 0],
  [2722, 'court', 0],
  [4157, 'sixth', 0],
  [1032, 'bench', 1],
  [3877, 'bench', 2],
  [4146, 'bench', 3],
  [3366, 'bench', 4],
]

export function squadFixture(change: Partial<FantasySquad> = {}): FantasySquad {
  const picks = lineup.map(([playerId, slot, benchOrder]) => {
    const player = byId.get(playerId)!
    return {
      playerId,
      slug: player.slug,
      name: player.name,
      club: { id: player.club.slug === partizan.slug ? 1 : 2, ...player.club },
      position: player.position,
      price: player.price,
      boughtPrice: player.price,
      slot,
      benchOrder,
      captain: playerId === 3597,
      locked: false,
    }
  })
  return {
    id: 7,
    name: 'Grobari',
    version: 3,
    season: '2022-23',
    league: 'aba-league',
    bank: 1.5,
    squadValue: 100,
    picks,
    formation: '2-2-1',
    openRound: { sequence: 12, name: 'Round 12', locksAt: '2022-12-22T18:00:00Z' },
    roundInPlay: null,
    transfers: { made: 0, left: 3 },
    chips: { available: ['wildcard', 'bench-boost', 'triple-captain'], used: [] },
    totalPoints: 812.4,
    roundPoints: 74.8,
    joinedRound: 1,
    entryPoints: 0,
    ...change,
  }
}
