import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { clubPath, playerPath } from '@/lib/links'

type Row = Record<string, unknown>

export type Column = {
  key: string
  /** Short header (abbreviation) and its spelled-out meaning. */
  label: string
  title?: string
  numeric?: boolean
  render?: (row: Row) => ReactNode
}

// Keys that describe a row rather than measure it, shown as names or links rather than numbers.
const entityKeys = ['player', 'team', 'club', 'opponent', 'season', 'league', 'game', 'date'] as const
const hiddenKeys = new Set(['slug', 'id', 'rank', 'href', 'side', 'qualified', 'playerSlug', 'teamSlug'])

function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// Nested groups of figures the API returns (`stats`, `perGame`, `totals`) are shown as columns of their own.
const nestedFigureKeys = ['stats', 'perGame', 'perForty', 'totals', 'statistics']
// Text figures worth a column (minutes as "32:15", jersey numbers).
const textKeys = ['jersey', 'minutes', 'position']

/**
 * A row with its nested figure groups spread into it, so `stats.points` becomes `points`. Figures beside
 * the groups win (minutes as "34:48"), and of two groups the first in `nestedFigureKeys` order wins
 * (per game before totals).
 */
export function flattenRow(row: Row): Row {
  const flat: Row = {}
  for (const [key, value] of Object.entries(row)) {
    if (!(nestedFigureKeys.includes(key) && isRecord(value))) {
      flat[key] = value
    }
  }
  for (const group of nestedFigureKeys) {
    const figures = row[group]
    if (isRecord(figures)) {
      for (const [figure, number] of Object.entries(figures)) {
        if (!(figure in flat)) {
          flat[figure] = number
        }
      }
    }
  }
  return flat
}

/** The columns a list of rows offers: its entity fields first, then text figures, then every number. */
export function columnKeysOf(rows: Row[]): string[] {
  const keys: string[] = []
  for (const row of rows.slice(0, 5)) {
    for (const [key, value] of Object.entries(row)) {
      if (keys.includes(key) || hiddenKeys.has(key)) {
        continue
      }
      const entity = (entityKeys as readonly string[]).includes(key) && (isRecord(value) || typeof value === 'string')
      if (entity || typeof value === 'number' || (textKeys.includes(key) && typeof value === 'string')) {
        keys.push(key)
      }
    }
  }
  const entities = keys.filter((key) => (entityKeys as readonly string[]).includes(key))
  const texts = keys.filter((key) => textKeys.includes(key))
  const ordered = [...entities, ...texts, ...keys.filter((key) => !entities.includes(key) && !texts.includes(key))]
  // In leader and record boards the measured value is the point of the table: it follows the name.
  if (ordered.includes('value') && ordered.length > 2) {
    const rest = ordered.filter((key) => key !== 'value')
    return [rest[0] as string, 'value', ...rest.slice(1)]
  }
  return ordered
}

/** A statistics table with a caption, column headers, row headers and locale-formatted numbers. */
export async function StatTable({
  caption,
  rows: rawRows,
  columns,
  showRank = true,
  captionHidden = false,
  footerRows: rawFooterRows = [],
  valueLabel,
  keys,
}: {
  caption: string
  rows: Row[]
  columns?: Column[]
  showRank?: boolean
  captionHidden?: boolean
  /** Totals under the rows, each with a `label` shown in the first column. */
  footerRows?: (Row & { label: string })[]
  /** What the generic `value` column measures (e.g. "Points"), for leader and record tables. */
  valueLabel?: { short: string; long: string }
  /** The columns to show, in order (those no row has are left out); all of them when omitted. */
  keys?: readonly string[]
}) {
  const [t, format] = await Promise.all([getTranslations('Stats'), getFormatter()])
  const rows = rawRows.map(flattenRow)
  const footerRows: (Row & { label: string })[] = rawFooterRows.map((row) => ({ ...flattenRow(row), label: row.label }))
  if (rows.length === 0) {
    return <p className="py-6 text-on-muted">{t('noRows')}</p>
  }
  const resolved: Column[] =
    columns ??
    (keys ? keys.filter((key) => rows.some((row) => row[key] !== undefined)) : columnKeysOf(rows)).map((key) => {
      const short = `short.${key}`
      const long = `long.${key}`
      if (key === 'value' && valueLabel) {
        return { key, label: valueLabel.short, title: valueLabel.long, numeric: true }
      }
      return {
        key,
        label: t.has(short as never) ? t(short as never) : key,
        ...(t.has(long as never) ? { title: t(long as never) } : {}),
        numeric: !(entityKeys as readonly string[]).includes(key) && !textKeys.includes(key),
      }
    })

  function formatValue(key: string, value: unknown): ReactNode {
    if (value === null || value === undefined) {
      return '–'
    }
    if (typeof value === 'number') {
      if (/percentage$/i.test(key)) {
        return format.number(value > 1 ? value / 100 : value, { style: 'percent', maximumFractionDigits: 1 })
      }
      return format.number(value, { maximumFractionDigits: 1 })
    }
    if (key === 'date' && typeof value === 'string') {
      return format.dateTime(new Date(value), { dateStyle: 'medium' })
    }
    if (isRecord(value)) {
      if (typeof value.name !== 'string' && typeof value.date === 'string') {
        // A game given by its slug and date (record tables): its date says which game it was.
        return format.dateTime(new Date(value.date), { dateStyle: 'medium' })
      }
      const name = typeof value.name === 'string' ? value.name : ''
      const slug = typeof value.slug === 'string' ? value.slug : undefined
      if (slug && key === 'player') {
        return (
          <Link href={playerPath(slug)} className="font-medium text-link hover:underline">
            {name}
          </Link>
        )
      }
      const club =
        isRecord(value.club) && typeof value.club.slug === 'string'
          ? value.club.slug
          : key === 'club'
            ? slug
            : undefined
      if (club && (key === 'team' || key === 'club' || key === 'opponent')) {
        return (
          <Link href={clubPath(club)} className="text-link hover:underline">
            {name}
          </Link>
        )
      }
      return name
    }
    return String(value)
  }

  const [first, ...rest] = resolved
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className={captionHidden ? 'sr-only' : 'py-2 text-left text-lg font-semibold'}>{caption}</caption>
        <thead>
          <tr className="border-b border-border text-on-muted">
            {showRank ? (
              <th scope="col" className="px-2 py-2 text-right">
                #
              </th>
            ) : null}
            {resolved.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`px-2 py-2 whitespace-nowrap ${column.numeric ? 'text-right' : 'text-left'}`}
              >
                {column.title ? (
                  <abbr title={column.title} className="no-underline">
                    {column.label}
                  </abbr>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-border/60 even:bg-muted/40">
              {showRank ? (
                <td className="px-2 py-1.5 text-right tabular-nums text-on-muted">
                  {typeof row.rank === 'number' ? row.rank : index + 1}
                </td>
              ) : null}
              {first ? (
                <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                  {first.render ? (
                    first.render(row)
                  ) : typeof row.href === 'string' ? (
                    // A row that stands for a page (a game) links from its first cell.
                    <Link href={row.href} className="text-link hover:underline">
                      {formatValue(first.key, row[first.key])}
                    </Link>
                  ) : (
                    formatValue(first.key, row[first.key])
                  )}
                </th>
              ) : null}
              {rest.map((column) => (
                <td
                  key={column.key}
                  className={`px-2 py-1.5 whitespace-nowrap ${column.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {column.render ? column.render(row) : formatValue(column.key, row[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footerRows.length > 0 ? (
          <tfoot>
            {footerRows.map((row) => (
              <tr key={row.label} className="border-t-2 border-border font-semibold">
                <th scope="row" colSpan={showRank ? 2 : 1} className="px-2 py-1.5 text-left whitespace-nowrap">
                  {row.label}
                </th>
                {rest.map((column) => (
                  <td
                    key={column.key}
                    className={`px-2 py-1.5 whitespace-nowrap ${column.numeric ? 'text-right tabular-nums' : ''}`}
                  >
                    {(entityKeys as readonly string[]).includes(column.key)
                      ? ''
                      : formatValue(column.key, row[column.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}
