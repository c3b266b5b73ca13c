import { describe, expect, it } from 'vitest'
import { clubsOf, filterPlayers, noFilters, sortPlayers, type FilterablePlayer } from './player-filters'

const partizan = { slug: 'partizan', name: 'Partizan Mozzart Bet' }
const zvezda = { slug: 'crvena-zvezda', name: 'Crvena zvezda Meridianbet' }
const player = (
  id: number,
  name: string,
  club: typeof partizan,
  position: FilterablePlayer['position'],
  price: number,
  form: number,
): FilterablePlayer => ({
  id,
  name,
  club,
  position,
  price,
  form,
  seasonPoints: form * 10,
  selectedBy: id,
})
const players = [
  player(1, 'Kevin Punter', partizan, 'guard', 14.5, 17.2),
  player(2, 'Zach LeDay', partizan, 'forward', 15, 19.1),
  player(3, 'Luka Mitrović', zvezda, 'forward', 8.5, 9),
  player(4, 'Hassan Martin', zvezda, 'centre', 10, 12.4),
]

describe('given the catalogue of a league season', () => {
  it('should keep every player with no filter', () => {
    expect(filterPlayers(players, noFilters)).toHaveLength(4)
  })

  it.each([
    [{ position: 'forward' as const }, [2, 3]],
    [{ club: 'crvena-zvezda' }, [3, 4]],
    [{ maxPrice: 10 }, [3, 4]],
    [{ minForm: 12.4 }, [1, 2, 4]],
    [{ name: 'mitrovic' }, [3]],
    [{ position: 'forward' as const, club: 'partizan' }, [2]],
  ])('should filter by %j', (filters, ids) => {
    expect(filterPlayers(players, { ...noFilters, ...filters }).map((entry) => entry.id)).toEqual(ids)
  })

  it('should sort by form, highest first, and by name', () => {
    expect(sortPlayers(players, 'form').map((entry) => entry.id)).toEqual([2, 1, 4, 3])
    expect(sortPlayers(players, 'name').map((entry) => entry.id)).toEqual([4, 1, 3, 2])
  })

  it('should list each club once, by name', () => {
    expect(clubsOf(players).map((club) => club.slug)).toEqual(['crvena-zvezda', 'partizan'])
  })
})
