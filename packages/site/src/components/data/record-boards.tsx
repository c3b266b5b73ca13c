import type { getTranslations } from 'next-intl/server'
import { StatTable } from './stat-table'

type Row = Record<string, unknown>

/**
 * Record tables, one per statistic, from `[{ stat, players: [...] }]`; a flat list of rows (no `stat`
 * groups) becomes one table.
 */
export function RecordBoards({
  boards,
  stats,
  caption,
}: {
  boards: Row[]
  stats: Awaited<ReturnType<typeof getTranslations<'Stats'>>>
  caption?: string
}) {
  const grouped = boards.filter(
    (board) => typeof board.stat === 'string' && Array.isArray(board.players ?? board.rows ?? board.records),
  )
  if (grouped.length === 0) {
    return <StatTable caption={caption ?? ''} rows={boards} />
  }
  return (
    <div className="grid gap-8 2xl:grid-cols-2">
      {grouped.map((board) => {
        const stat = board.stat as string
        const long = stats.has(`long.${stat}` as never) ? stats(`long.${stat}` as never) : stat
        const short = stats.has(`short.${stat}` as never) ? stats(`short.${stat}` as never) : stat
        return (
          <div key={stat} className="min-w-0">
            <StatTable
              caption={long}
              rows={(board.players ?? board.rows ?? board.records) as Row[]}
              valueLabel={{ short, long }}
            />
          </div>
        )
      })}
    </div>
  )
}
