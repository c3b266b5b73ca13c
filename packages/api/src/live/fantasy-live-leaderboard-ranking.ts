// Ranking a round's live totals: most points first, tied squads share a rank (1, 2, 2, 4) as in the general
// ranking, and among equals the older squad (lower id) is listed first so the order never flickers.
import type { LiveLeaderboard } from '../contract/fantasy-live.ts'

export type LiveTotal = { squadId: number; name: string; isDemo: boolean; points: number }

export type RankedLiveTotal = LiveTotal & { rank: number }

/** How many squads the leaderboard lists; the asked squad is answered apart wherever it stands. */
export const liveLeaderboardLength = 50

/**
 * The first `length` squads ranked and the `own` squad's row (null when it does not play the round).
 *
 * @example
 * rankLiveTotals([{ squadId: 1, points: 40 }, { squadId: 2, points: 52 }, { squadId: 3, points: 40 }], 3)
 * //=> rows: 2 (rank 1), 1 (rank 2), 3 (rank 2); own: 3 at rank 2
 */
export function rankLiveTotals(
  totals: readonly LiveTotal[],
  ownSquadId: number | undefined,
  length = liveLeaderboardLength,
): Pick<LiveLeaderboard, 'rows' | 'own' | 'squads'> {
  const sorted = [...totals].sort((first, second) => second.points - first.points || first.squadId - second.squadId)
  const ranked: RankedLiveTotal[] = []
  sorted.forEach((total, index) => {
    const previous = ranked[index - 1]
    const rank = previous !== undefined && previous.points === total.points ? previous.rank : index + 1
    ranked.push({ ...total, rank })
  })
  const row = ({ rank, squadId, name, isDemo, points }: RankedLiveTotal) => ({ rank, squadId, name, isDemo, points })
  const own = ownSquadId === undefined ? undefined : ranked.find((total) => total.squadId === ownSquadId)
  return { squads: ranked.length, rows: ranked.slice(0, length).map(row), own: own === undefined ? null : row(own) }
}
