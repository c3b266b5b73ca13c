import type { StandingsRow } from '@league/api/contract/standings'
import { columnLabelIds, STANDINGS_COLUMNS, type StandingsColumnKey } from '@league/stats/columns'
import {
  StandingsTable,
  type ColumnLabel,
  type StandingsTableRow,
} from '@league/ui/components/standings-table/standings-table'
import { getLocale, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { teamPath } from '@/lib/paths/links'
import { teamMarkOf } from '@/lib/paths/crest'
import { formattingLocales, isSiteLocale } from '@/i18n/locales'
import { tieBreakNote } from './tie-break-note'

/** Figures a phone leaves out (the table keeps rank, team, W, L, points); form needs a wider screen still. */
const fullColumnClassNames: Partial<Record<StandingsColumnKey, string>> = {
  played: 'hidden sm:table-cell',
  pointsFor: 'hidden sm:table-cell',
  pointsAgainst: 'hidden sm:table-cell',
  pointDifference: 'hidden sm:table-cell',
  form: 'hidden md:table-cell',
}

/** Beside other content (the home page's half column) points for and against are left to the league centre. */
const summaryColumnClassNames: Partial<Record<StandingsColumnKey, string>> = {
  ...fullColumnClassNames,
  pointsFor: 'hidden',
  pointsAgainst: 'hidden',
}

/** The league table (the kit's `StandingsTable`) with the site's labels, links and phone layout. */
export async function StandingsView({
  rows,
  season,
  league,
  caption,
  highlightTeam,
  layout = 'full',
  size,
}: {
  rows: readonly StandingsRow[]
  season: string
  league: string
  caption: string
  /** A team or club slug to emphasise, or several (the tv-stats graphic marks the game's two teams). */
  highlightTeam?: string | readonly string[]
  /** `summary`: a narrower table for a column beside other content. */
  layout?: 'full' | 'summary'
  /** `screen`: read from across a room (the tv-stats screen). */
  size?: 'default' | 'screen'
}) {
  const [t, stats, tieBreaks, locale] = await Promise.all([
    getTranslations('Standings'),
    getTranslations('Stats'),
    getTranslations('Standings.tieBreak'),
    getLocale(),
  ])
  const formattingLocale = isSiteLocale(locale) ? formattingLocales[locale] : locale
  if (rows.length === 0) {
    return <p className="py-6 text-on-muted">{t('empty')}</p>
  }
  const columnLabels = Object.fromEntries(
    STANDINGS_COLUMNS.map((key): [StandingsColumnKey, ColumnLabel] => {
      const ids = columnLabelIds(key)
      return [key, { short: stats(ids.short), long: stats(ids.long) }]
    }),
  )
  // `#` reads better than the vocabulary's "Pos" above a column of bare numbers.
  columnLabels['rank'] = { short: '#', long: stats(columnLabelIds('rank').long) }
  const tableRows: StandingsTableRow[] = rows.map((row) => ({
    ...row,
    tieBreak: tieBreakNote(row.tieBreakExplanation, tieBreaks, formattingLocale),
    team: {
      slug: row.team.slug,
      name: row.team.name,
      shortName: row.team.code,
      ...teamMarkOf(row.team),
      href: teamPath(season, league, row.team.slug),
    },
  }))
  const wanted = highlightTeam === undefined ? [] : typeof highlightTeam === 'string' ? [highlightTeam] : highlightTeam
  const highlighted = rows
    .filter((row) => wanted.includes(row.team.slug) || wanted.includes(row.team.club.slug))
    .map((row) => row.team.slug)
  return (
    <StandingsTable
      rows={tableRows}
      rankColumn
      density="compact"
      size={size}
      locale={locale}
      linkComponent={Link}
      columnLabels={columnLabels}
      columnClassNames={layout === 'summary' ? summaryColumnClassNames : fullColumnClassNames}
      {...(highlighted.length > 0 ? { highlightTeam: highlighted } : {})}
      labels={{
        caption,
        team: stats('short.team'),
        won: stats('long.won'),
        lost: stats('long.lost'),
        winLetter: t('formWin'),
        lossLetter: t('formLoss'),
        playoff: t('zone.playoff'),
        relegation: t('zone.relegation'),
        tieBreaks: t('tieBreaks'),
        legend: t('legend'),
        tieBreakNote: t('tieBreakNote', { number: '{number}' }),
      }}
    />
  )
}
