import { getTranslations } from 'next-intl/server'
import { CsvLink } from '@/components/data-export/csv-link'
import type { StatTableSource } from '@/lib/resources/stat-table-sources'
import { StatTable } from './stat-table'

/** An all-time board: its rows, the measured statistic named in the value column, and its CSV download. */
export async function HistoryBoard({
  source,
  caption,
  csvPath,
}: {
  source: StatTableSource
  caption: string
  /** The board's CSV route after /{locale}/csv/ (`history/best-players.csv`). */
  csvPath: string
}) {
  const stats = await getTranslations('Stats')
  const valueLabel = source.valueStat
    ? { short: stats(`short.${source.valueStat}`), long: stats(`long.${source.valueStat}`) }
    : undefined
  return (
    <>
      <StatTable
        caption={valueLabel ? `${caption}: ${valueLabel.long}` : caption}
        rows={source.rows}
        keys={source.keys}
        {...(valueLabel ? { valueLabel } : {})}
      />
      <CsvLink path={csvPath} table="leaders" className="mt-3" />
    </>
  )
}
