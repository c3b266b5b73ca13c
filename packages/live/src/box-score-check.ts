/**
 * Compares the player lines of a live state with an imported box score: the check behind the real-data
 * tests, the season report and the replay tests.
 */
import { COUNT_KEYS, type BoxScoreCounts, type CountKey } from '@league/stats/types'
import type { LiveGameState } from './state.ts'

export interface ImportedPlayerLine extends BoxScoreCounts {
  playerId: string
  played: boolean
}

export interface LineDifference {
  playerId: string
  name: string
  teamId: string
  /** Each differing column with the live value and the imported one. */
  columns: { key: CountKey; live: number; imported: number }[]
}

/**
 * Lines of players who played whose counts differ from the imported ones (empty when every line matches).
 * `ignore` leaves columns out of the comparison (e.g. `seconds` when the clock was not kept exactly).
 */
export function differingLines(
  state: LiveGameState,
  imported: readonly ImportedPlayerLine[],
  ignore: readonly CountKey[] = [],
): LineDifference[] {
  const differences: LineDifference[] = []
  for (const line of imported) {
    if (!line.played) {
      continue
    }
    const player = state.players[line.playerId]
    const columns: LineDifference['columns'] = []
    for (const key of COUNT_KEYS) {
      if (ignore.includes(key)) {
        continue
      }
      const live = player?.counts[key] ?? 0
      if (live !== line[key]) {
        columns.push({ key, live, imported: line[key] })
      }
    }
    if (columns.length > 0) {
      differences.push({
        playerId: line.playerId,
        name: player?.name ?? line.playerId,
        teamId: player?.teamId ?? '',
        columns,
      })
    }
  }
  return differences
}
