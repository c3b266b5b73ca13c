import type { StatKey } from '@league/stats/stat-keys'
import type { getTranslations } from 'next-intl/server'
import { StatTable, type StatColumnKey, type StatRow } from './stat-table'

/** One statistic's single-game highs. */
export type RecordBoard = { stat: StatKey; rows: readonly StatRow[] }

const recordKeys: readonly StatColumnKey[] = ['player', 'value', 'team', 'opponent', 'season', 'game']

/** Record tables, one per statistic. */
export function RecordBoards({
  boards,
  stats,
}: {
  boards: readonly RecordBoard[]
  stats: Awaited<ReturnType<typeof getTranslations<'Stats'>>>
}) {
  return (
    <div className="grid gap-8 2xl:grid-cols-2">
      {boards.map((board, index) => {
        const long = stats(`long.${board.stat}`)
        const short = stats(`short.${board.stat}`)
        return (
          <div key={`${board.stat}-${index}`} className="min-w-0">
            <StatTable caption={long} rows={board.rows} valueLabel={{ short, long }} keys={recordKeys} />
          </div>
        )
      })}
    </div>
  )
}
