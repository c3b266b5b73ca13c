import { getLocale, getTranslations } from 'next-intl/server'

type Table = 'standings' | 'leaders' | 'playerStats' | 'boxScore'

type Props = {
  /** The table's CSV route after /{locale}/csv/ (`seasons/2022-23/leagues/aba-league/standings.csv`), query and all. */
  path: string
  table: Table
  /** The team a box score belongs to, for its name. */
  team?: string
  className?: string
}

/** "Download … (CSV)" beside a statistics table; the file holds the table's cells in the page's language. */
export async function CsvLink({ path, table, team = '', className }: Props) {
  const [t, locale] = await Promise.all([getTranslations('DataExport'), getLocale()])
  const name = table === 'boxScore' ? t('csvTables.boxScore', { team }) : t(`csvTables.${table}`)
  return (
    <p className={['text-sm', className].filter(Boolean).join(' ')}>
      <a href={`/${locale}/csv/${path}`} download className="text-link hover:underline">
        {t('csvDownload', { table: name })}
      </a>
    </p>
  )
}
