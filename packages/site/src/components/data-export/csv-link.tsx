import { getLocale, getTranslations } from 'next-intl/server'
import { siteLocaleOf } from '@/i18n/locales'

type Table = 'standings' | 'leaders' | 'leadersIn' | 'playerStats' | 'boxScore'

type Props = {
  /** The table's CSV route after /{locale}/csv/ (`seasons/2022-23/leagues/aba-league/standings.csv`), query and all. */
  path: string
  table: Table
  /** The team a box score belongs to, for its name. */
  team?: string
  /** The statistic a leaders board ranks by ("Points"), for its name. */
  stat?: string
  className?: string
}

/** "Download … (CSV)" beside a statistics table; the file holds the table's cells in the page's language. */
export async function CsvLink({ path, table, team = '', stat = '', className }: Props) {
  const [t, formattingLocale] = await Promise.all([getTranslations('DataExport'), getLocale()])
  // getLocale() answers the formatting locale (`sr-Latn`); the route's path takes the site's code (`sr`).
  // A link to /sr-Latn/csv/… was answered 404, which Chromium reports as a cancelled download.
  const locale = siteLocaleOf(formattingLocale)
  const name =
    table === 'boxScore'
      ? t('csvTables.boxScore', { team })
      : table === 'leadersIn'
        ? t('csvTables.leadersIn', { stat })
        : t(`csvTables.${table}`)
  return (
    <p className={['text-sm', className].filter(Boolean).join(' ')}>
      <a href={`/${locale}/csv/${path}`} download className="text-link hover:underline">
        {t('csvDownload', { table: name })}
      </a>
    </p>
  )
}
