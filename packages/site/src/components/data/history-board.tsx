import { getTranslations } from 'next-intl/server'
import { rowsOf } from '@/lib/rows'
import { StatTable } from './stat-table'

/** An all-time board: the rows of the answer, the measured statistic named in the value column. */
export async function HistoryBoard({
  body,
  caption,
  seasonRows = false,
}: {
  body: unknown
  caption: string
  seasonRows?: boolean
}) {
  const stats = await getTranslations('Stats')
  const stat =
    body && typeof body === 'object' && 'stat' in body && typeof body.stat === 'string' ? body.stat : undefined
  const valueLabel =
    stat && stats.has(`short.${stat}` as never)
      ? { short: stats(`short.${stat}` as never), long: stats(`long.${stat}` as never) }
      : undefined
  const rows = rowsOf(body, ['players', 'leaders', 'seasons', 'rows'])
  return (
    <StatTable
      caption={valueLabel ? `${caption}: ${valueLabel.long}` : caption}
      rows={rows}
      {...(valueLabel ? { valueLabel } : {})}
      {...(seasonRows ? { keys: ['player', 'value', 'season', 'team', 'games'] } : {})}
    />
  )
}
