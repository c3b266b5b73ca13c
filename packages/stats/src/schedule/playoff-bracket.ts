// The play-off bracket from the final table, and who is at home in each game of a series.
//
// Seeding: 1 v N, 2 v N-1, … for the N teams that qualify. The bracket is fixed (no reseeding): the series are
// listed so that neighbours meet next, 1 v N beside the series the 4th and 5th seeds play (eight teams), so the
// top two seeds can meet only in the final.
//
// Home order of a series (the higher seed is "home"): best of 1 at the higher seed; best of 3 alternates
// 1-1-1 (H, A, H); best of 5 is 2-2-1 (H, H, A, A, H); best of 7 is 2-2-1-1-1 (H, H, A, A, H, A, H).

export interface SeededSeries {
  /** Position in the bracket, 1-based: series 1 and 2 meet next, then 3 and 4. */
  position: number
  higherSeed: number
  lowerSeed: number
}

/** The first round's series for `teams` qualifiers (2, 4 or 8), in bracket order. */
export function firstRoundSeries(teams: 2 | 4 | 8): SeededSeries[] {
  const order: Record<2 | 4 | 8, number[]> = { 2: [1], 4: [1, 2], 8: [1, 4, 2, 3] }
  return order[teams].map((higherSeed, index) => ({
    position: index + 1,
    higherSeed,
    lowerSeed: teams + 1 - higherSeed,
  }))
}

/** The phases a play-off of `teams` qualifiers plays, first round first. */
export function playoffPhases(teams: 2 | 4 | 8): Array<'quarterfinal' | 'semifinal' | 'final'> {
  const all = ['quarterfinal', 'semifinal', 'final'] as const
  return all.slice(3 - Math.log2(teams))
}

/** Whether the higher seed is at home in game `game` (1-based) of a best-of-`bestOf` series. */
export function higherSeedAtHome(bestOf: number, game: number): boolean {
  if (game < 1 || game > bestOf) {
    throw new RangeError(`Game ${game} is not part of a best of ${bestOf}`)
  }
  if (bestOf <= 3) {
    return game % 2 === 1
  }
  const twoTwoOne = [true, true, false, false, true, false, true]
  return twoTwoOne[game - 1]!
}

/** Wins that take a best-of-`bestOf` series. */
export const winsNeeded = (bestOf: number) => Math.ceil(bestOf / 2)
