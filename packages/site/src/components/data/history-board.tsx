import type { StatKey } from '@league/stats/stat-keys'
import { getTranslations } from 'next-intl/server'
import { StatTable, type StatColumnKey, type StatRow } from './stat-table'

/** An all-time board: its rows, the measured statistic named in the value column. */
export async function HistoryBoard({
  stat,
  rows,
  caption,
  seasonRows = false,
}: {
  stat: StatKey
  rows: readonly StatRow[]
  caption: string
  /** Rows are a player's season (best seasons per game) rather than a career. */
  seasonRows?: boolean
}) {
  const stats = await getTranslations('Stats')
  const valueLabel = { short: stats(`short.${stat}`), long: stats(`long.${stat}`) }
  const keys: readonly StatColumnKey[] = seasonRows
    ? ['player', 'value', 'season', 'team', 'games']
    : ['player', 'value', 'team', 'games']
  return <StatTable caption={`${caption}: ${valueLabel.long}`} rows={rows} valueLabel={valueLabel} keys={keys} />
}
