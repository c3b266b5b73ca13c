// Where the general ranking is read from. On one machine the database answers it (an ORDER BY on the squads'
// totals, served by the index fantasy_squads_ranking, and each squad's rank stored when its round is settled);
// with REDIS_URL, Redis sorted sets answer it, so any number of API instances serve the same leaderboard
// without each asking the database. Both rank the same way: a squad's rank is one more than the number of
// squads with strictly more points (ties share a rank: 1, 2, 2, 4), ties listed by squad id, higher first.

/** One ranking: a league season's overall ranking (after its last settled round), or one round's. */
export type RankingBoard = { leagueSeasonId: number; round: number | null }

/** A squad on a board: its points there (season total, or the round's points) and its rank. */
export type RankedSquad = { squadId: number; points: number; rank: number }

export type RankingStore = {
  kind: 'database' | 'redis'
  /**
   * Replaces a board with these squads and points (settling a round calls it for the overall board and the
   * round's). The database store has nothing to do: the tables it reads are the ones settling wrote.
   */
  replace(board: RankingBoard, entries: readonly { squadId: number; points: number }[]): Promise<void>
  /** Squads `offset`… of the board, best first. */
  page(board: RankingBoard, offset: number, limit: number): Promise<RankedSquad[]>
  /** The named squads that are on the board, each with its rank (in the order asked; absent ones left out). */
  ranksOf(board: RankingBoard, squadIds: readonly number[]): Promise<RankedSquad[]>
  /** How many squads the board ranks. */
  count(board: RankingBoard): Promise<number>
  close(): Promise<void>
}

/**
 * Ranks of a page of entries sorted best first, starting at `offset` of the board, whose first entry has
 * `firstRank` (lower than `offset + 1` when it ties with the page before): ties share a rank, and the next
 * points value ranks by its place on the board (1, 2, 2, 4).
 */
export function ranksFrom(
  sorted: readonly { squadId: number; points: number }[],
  offset: number,
  firstRank: number,
): RankedSquad[] {
  const ranked: RankedSquad[] = []
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1]
    let rank = offset + index + 1
    if (previous === undefined) {
      rank = firstRank
    } else if (previous.points === entry.points) {
      rank = previous.rank
    }
    ranked.push({ squadId: entry.squadId, points: entry.points, rank })
  })
  return ranked
}
