// No 'use client': renders on the server (the cell renderers run there); sorting is DataTable's island.
import type { StandingsColumnKey } from '@league/stats/columns'
import type { StandingsRow } from '@league/stats/standings'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useId } from 'react'
import { cn } from '../../lib/utils'
import { TeamMark, type ClubColours } from '../club-header/team-mark'
import { DataTable, type DataTableColumn } from '../data-table/data-table'
import { fillTemplate } from '../scoreboard/template'

/**
 * The table read from across a room on a 1920×1080 screen: cells at the 3xl size of the tokens, headings and
 * the key at 2xl, rows tight enough for 16 teams under a title bar, team names in the text colour rather than
 * the link colour, and the tie-break notes (a web page's small print) left out. The table's own parts are
 * sized from its root, as the cells belong to the DataTable inside.
 */
const onScreen = [
  '[&_td]:text-3xl [&_tbody_th]:text-3xl [&_td]:py-0.5 [&_th]:py-0.5',
  '[&_thead_th]:text-2xl [&_thead_th]:text-on-surface [&_[data-slot=data-table-caption]]:sr-only',
  '[&_tbody_a]:text-on-surface [&_[data-slot=standings-team]_span]:max-w-none',
  '[&_[data-slot=standings-legend]]:text-2xl',
  '[&_[data-slot=standings-notes]]:hidden [&_[data-slot=standings-note-reference]]:hidden',
  '[&_[data-slot=standings-form]_span]:size-9 [&_[data-slot=standings-form]_span]:text-2xl',
  '[&_[data-slot=data-table]]:border-0',
].join(' ')

export const standingsTableVariants = cva('flex flex-col gap-3 text-on-surface', {
  variants: {
    density: {
      comfortable: '',
      compact: 'text-sm',
    },
    size: { default: '', screen: onScreen },
  },
  defaultVariants: { density: 'comfortable', size: 'default' },
})

export type StandingsZone = 'playoff' | 'relegation'

/**
 * A row of the table as the kit shows it: the standings engine's figures (`StandingsRow` of
 * `@league/stats/standings`, the only declaration of them) with the team as a reference instead of an id,
 * the zone narrowed to the two the table colours, and the tie-break note already translated.
 */
export type StandingsTableRow = Pick<
  StandingsRow,
  | 'rank'
  | 'played'
  | 'won'
  | 'lost'
  | 'pointsFor'
  | 'pointsAgainst'
  | 'pointDifference'
  | 'classificationPoints'
  | 'form'
> & {
  team: {
    slug: string
    name: string
    shortName: string
    logoUrl?: string
    /** The club's colours, for the badge of a club without a crest. */
    colours?: ClubColours | null
    href?: string
  }
  zone: StandingsZone | null
  /** Translated explanation of a tie-break that decided this row's place. */
  tieBreak: string | null
}

export const standingsTableDefaultLabels = {
  caption: 'Standings',
  team: 'Team',
  P: 'Played',
  W: 'Won',
  L: 'Lost',
  PF: 'Points for',
  PA: 'Points against',
  '+/-': 'Point difference',
  PTS: 'Classification points',
  form: 'Form',
  formDescription: 'Last five games, oldest first',
  won: 'won',
  lost: 'lost',
  /** The letters of a result in the form column ("W", "P" in Serbian). */
  winLetter: 'W',
  lossLetter: 'L',
  playoff: 'Play-offs',
  relegation: 'Relegation',
  legend: 'Key',
  tieBreaks: 'Tie-breaks',
  tieBreakNote: 'Tie-break note {number}',
}

export type StandingsTableLabels = typeof standingsTableDefaultLabels

export type StandingsTableProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof standingsTableVariants> & {
    rows: readonly StandingsTableRow[]
    /** Slug of the team to emphasise (the club page's own, the followed one), or several (a game's two teams). */
    highlightTeam?: string | readonly string[]
    linkComponent?: React.ElementType
    locale?: string
    labels?: Partial<StandingsTableLabels>
    /** The rank in a `#` column of its own instead of before the team's name. */
    rankColumn?: boolean
    /** Translated header and meaning per column (the vocabulary's `Stats.short/long.<key>`). */
    columnLabels?: Partial<Record<StandingsColumnKey, ColumnLabel>>
    /** Classes per column, e.g. `hidden sm:table-cell` for figures a phone leaves out. */
    columnClassNames?: Partial<Record<StandingsColumnKey, string>>
  }

/** A column's two labels: the header ("W") and what it means ("Won"). */
export type ColumnLabel = { short: string; long: string }

const zoneMarker: Record<StandingsZone, string> = { playoff: 'P', relegation: 'R' }

function ZoneMarker({ zone, label }: { zone: StandingsZone; label: string }) {
  return (
    <span
      data-slot="standings-zone"
      data-zone={zone}
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded-sm text-xs font-bold',
        zone === 'playoff' ? 'bg-win text-on-status' : 'bg-loss text-on-status',
      )}
    >
      <span aria-hidden>{zoneMarker[zone]}</span>
      <span className="sr-only">{label}</span>
    </span>
  )
}

type ColumnContext = {
  text: StandingsTableLabels
  rankColumn: boolean
  columnLabels: Partial<Record<StandingsColumnKey, ColumnLabel>>
  columnClassNames: Partial<Record<StandingsColumnKey, string>>
  numbers: Intl.NumberFormat
  signed: Intl.NumberFormat
  notes: string[]
  baseId: string
  Link: React.ElementType
}

/** The team cell: rank (without a rank column), zone, crest, linked name and tie-break note. */
function renderTeamCell(
  row: StandingsTableRow,
  { text, rankColumn, numbers, notes, baseId, Link }: ColumnContext,
): React.ReactNode {
  const note = row.tieBreak ? notes.indexOf(row.tieBreak) + 1 : 0
  return (
    // flex, not inline-flex: an empty zone placeholder would set an inline box's baseline and heighten its row.
    <span data-slot="standings-team" className="flex items-center gap-2">
      {rankColumn ? null : (
        <span data-slot="standings-rank" className="w-5 text-right tabular-nums">
          {numbers.format(row.rank)}
        </span>
      )}
      {row.zone ? (
        <ZoneMarker zone={row.zone} label={text[row.zone]} />
      ) : (
        <span aria-hidden className="size-5 shrink-0" />
      )}
      {/* With a rank column (the phone-friendly layout) the mark stays, a size smaller on a phone: a fan finds
          a club by its colours before its name; the name gives up the mark's width, so the points stay on screen. */}
      <TeamMark
        name={row.team.name}
        shortName={row.team.shortName}
        logoUrl={row.team.logoUrl}
        colours={row.team.colours}
        tone="brand"
        size="sm"
        decorative
        className={rankColumn ? 'size-5 sm:size-6' : undefined}
      />
      {row.team.href ? (
        <Link
          href={row.team.href}
          className="max-w-28 truncate text-link underline-offset-2 hover:underline sm:max-w-none"
        >
          {row.team.name}
        </Link>
      ) : (
        <span className="max-w-28 truncate sm:max-w-none">{row.team.name}</span>
      )}
      {note > 0 ? (
        <sup data-slot="standings-note-reference" className="-ml-1.5 leading-none">
          {/* A 24 px target (WCAG 2.5.8) beside the team's link; the figure sits at its top like a superscript. */}
          <a
            href={`#${baseId}-note-${note}`}
            aria-label={fillTemplate(text.tieBreakNote, { number: note })}
            className="inline-flex size-6 items-start justify-center pt-0.5 text-link"
          >
            {note}
          </a>
        </sup>
      ) : null}
    </span>
  )
}

/** The last results, newest last, as letters with their words for screen readers. */
function renderFormCell(row: StandingsTableRow, text: StandingsTableLabels): React.ReactNode {
  return (
    <span data-slot="standings-form" className="inline-flex gap-0.5">
      {row.form.map((result, index) => (
        <span
          key={index}
          className={cn(
            'inline-flex size-5 items-center justify-center rounded-sm text-xs font-bold text-on-status',
            result === 'W' ? 'bg-win' : 'bg-loss',
          )}
        >
          <span aria-hidden>{result === 'W' ? text.winLetter : text.lossLetter}</span>
          <span className="sr-only">{result === 'W' ? text.won : text.lost}</span>
        </span>
      ))}
    </span>
  )
}

// Built outside the component so the cell renderers are plain functions, not nested components.
function createColumns(context: ColumnContext): DataTableColumn<StandingsTableRow>[] {
  const { text, rankColumn, columnLabels, columnClassNames, numbers, signed } = context
  const number = (
    key: keyof StandingsTableLabels,
    columnKey: StandingsColumnKey,
    value: (row: StandingsTableRow) => number,
    format: Intl.NumberFormat = numbers,
  ): DataTableColumn<StandingsTableRow> => ({
    key,
    header: columnLabels[columnKey]?.short ?? key,
    description: columnLabels[columnKey]?.long ?? text[key],
    numeric: true,
    accessor: value,
    cell: (row) => format.format(value(row)),
    className: columnClassNames[columnKey],
  })

  const rank: DataTableColumn<StandingsTableRow> = {
    key: 'rank',
    header: columnLabels.rank?.short ?? '#',
    description: columnLabels.rank?.long,
    numeric: true,
    accessor: (row) => row.rank,
    cell: (row) => numbers.format(row.rank),
    className: columnClassNames.rank,
  }
  const columns: DataTableColumn<StandingsTableRow>[] = [
    ...(rankColumn ? [rank] : []),
    {
      key: 'team',
      header: columnLabels.team?.short ?? text.team,
      rowHeader: true,
      className: columnClassNames.team,
      accessor: (row) => row.rank,
      cell: (row) => renderTeamCell(row, context),
    },
    number('P', 'played', (row) => row.played),
    number('W', 'won', (row) => row.won),
    number('L', 'lost', (row) => row.lost),
    number('PF', 'pointsFor', (row) => row.pointsFor),
    number('PA', 'pointsAgainst', (row) => row.pointsAgainst),
    number('+/-', 'pointDifference', (row) => row.pointDifference, signed),
    {
      ...number('PTS', 'classificationPoints', (row) => row.classificationPoints),
      className: cn('font-bold', columnClassNames.classificationPoints),
    },
    {
      key: 'form',
      header: columnLabels.form?.short ?? text.form,
      description: columnLabels.form?.long ?? text.formDescription,
      className: columnClassNames.form,
      accessor: (row) => row.form.join(''),
      cell: (row) => renderFormCell(row, text),
    },
  ]

  return columns
}

export function StandingsTable({
  rows,
  highlightTeam,
  linkComponent: Link = 'a',
  density,
  size,
  locale = 'en',
  labels,
  rankColumn = false,
  columnLabels = {},
  columnClassNames = {},
  className,
  ...props
}: StandingsTableProps) {
  const text = { ...standingsTableDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })
  const baseId = useId()
  // One footnote per distinct explanation: a three-way tie shares one note.
  const notes = [...new Set(rows.flatMap((row) => (row.tieBreak ? [row.tieBreak] : [])))]
  const zones = (['playoff', 'relegation'] as const).filter((zone) => rows.some((row) => row.zone === zone))

  const columns = createColumns({
    text,
    rankColumn,
    columnLabels,
    columnClassNames,
    numbers,
    signed,
    notes,
    baseId,
    Link,
  })

  return (
    <div data-slot="standings-table" className={cn(standingsTableVariants({ density, size }), className)} {...props}>
      <DataTable<StandingsTableRow>
        caption={text.caption}
        height="auto"
        density={density ?? 'comfortable'}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.team.slug}
        isRowHighlighted={
          highlightTeam === undefined
            ? undefined
            : (row) =>
                typeof highlightTeam === 'string'
                  ? row.team.slug === highlightTeam
                  : highlightTeam.includes(row.team.slug)
        }
        // The team (the row header) stays pinned while the figures scroll; a rank column before it scrolls under it.
        stickyFirstColumn
      />
      {zones.length > 0 ? (
        <div data-slot="standings-legend" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="font-semibold">{text.legend}:</span>
          {zones.map((zone) => {
            const ranks = rows.filter((row) => row.zone === zone).map((row) => row.rank)
            const range = ranks.length > 1 ? `${Math.min(...ranks)}–${Math.max(...ranks)}` : String(ranks[0])
            return (
              <span key={zone} className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex size-5 items-center justify-center rounded-sm text-xs font-bold text-on-status',
                    zone === 'playoff' ? 'bg-win' : 'bg-loss',
                  )}
                >
                  {zoneMarker[zone]}
                </span>
                {`${text[zone]} (${range})`}
              </span>
            )
          })}
        </div>
      ) : null}
      {notes.length > 0 ? (
        <div data-slot="standings-notes" className="text-sm text-on-muted">
          <p className="font-semibold text-on-surface">{text.tieBreaks}</p>
          <ol className="list-decimal pl-5">
            {notes.map((note, index) => (
              <li key={note} id={`${baseId}-note-${index + 1}`}>
                {/* The teams the note explains, so it reads on its own (and after the reference jump). */}
                <span className="font-medium text-on-surface">
                  {rows
                    .filter((row) => row.tieBreak === note)
                    .map((row) => row.team.name)
                    .join(', ')}
                </span>
                {`: ${note}`}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  )
}
