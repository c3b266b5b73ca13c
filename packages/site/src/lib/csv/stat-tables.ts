// The cells of the site's statistics tables as text, for CSV downloads: the same API answers, the same
// columns (@league/stats/columns) and the same number formatting (the kit's formatValue) as the page, so a
// download holds exactly what the table shows.
import type { BoxScore } from '@league/api/contract/games'
import type { LeaderRow } from '@league/api/contract/leagues'
import type { StandingsRow } from '@league/api/contract/standings'
import {
  BOX_SCORE_COLUMNS,
  columnFormat,
  columnLabelIds,
  STANDINGS_COLUMNS,
  type BoxScoreColumnKey,
  type ColumnKey,
  type StandingsColumnKey,
} from '@league/stats/columns'
import { formatValue } from '@league/ui/components/data-table/format-value'
import { leaderValueText, type LeaderValueFormat } from '@league/ui/components/leaders-list/leaders-list'
import {
  cellOf,
  cellText,
  rankText,
  visibleKeys,
  type CellFormatter,
  type StatColumnKey,
} from '@/lib/stat-tables/stat-cells'
import type { StatTableSource } from '@/lib/resources/stat-table-sources'
import type { CsvTable } from './csv-file'

/** Column headers: the Stats messages' short labels, the headers the page's tables show. */
export type HeaderOf = (ids: { short: `short.${ColumnKey}`; long: `long.${ColumnKey}` }) => string

/** The form column's letters in the reader's language ("W"/"L", "P"/"I" in Serbian). */
export type FormLetters = { win: string; loss: string }

function standingsCell(row: StandingsRow, key: StandingsColumnKey, locale: string, letters: FormLetters): string {
  switch (key) {
    case 'team':
      return row.team.name
    case 'form':
      return row.form.map((result) => (result === 'W' ? letters.win : letters.loss)).join('')
    default:
      return formatValue(row[key], columnFormat(key), locale)
  }
}

/** The league table as the standings page shows it: rank, team, P, W, L, PF, PA, +/-, PTS, form. */
export function standingsTable(
  rows: readonly StandingsRow[],
  options: { locale: string; header: HeaderOf; letters: FormLetters },
): CsvTable {
  return {
    // `#` above the rank, as the page's table has it.
    header: STANDINGS_COLUMNS.map((key) => (key === 'rank' ? '#' : options.header(columnLabelIds(key)))),
    rows: rows.map((row) => STANDINGS_COLUMNS.map((key) => standingsCell(row, key, options.locale, options.letters))),
  }
}

/**
 * Both teams' box scores, one row per player who played, the team's name first: the figures of the game's
 * player-stats tab, split into made and attempted where the page writes "5/8".
 */
export function boxScoreTable(
  body: BoxScore,
  options: { locale: string; header: HeaderOf; teamHeader: string },
): CsvTable {
  const rows = [body.home, body.away].flatMap((side) =>
    side.players
      .filter((line) => line.played)
      .map((line) => [
        side.team.name,
        ...BOX_SCORE_COLUMNS.map((key: BoxScoreColumnKey) => {
          if (key === 'player') {
            return line.player.name
          }
          if (key === 'jersey') {
            return line.jersey ?? ''
          }
          if (key === 'minutes') {
            // From the seconds played, as the page's box score writes it (the minutes figure is rounded).
            return formatValue((line.stats.seconds ?? 0) / 60, 'minutes', options.locale)
          }
          return formatValue(line.stats[key] ?? 0, columnFormat(key), options.locale)
        }),
      ]),
  )
  return { header: [options.teamHeader, ...BOX_SCORE_COLUMNS.map((key) => options.header(columnLabelIds(key)))], rows }
}

/**
 * A table of the page's StatTable (leaders, best players, player statistics) as CSV: the same columns (those
 * some row has), the same `#` column and the same cell text (lib/stat-tables/stat-cells) as on the page.
 */
export function statRowsTable(
  source: StatTableSource,
  options: { header: (key: StatColumnKey) => string; format: CellFormatter },
): CsvTable {
  const { rows, keys, showRank = true } = source
  const shown = visibleKeys(rows, keys)
  return {
    header: [...(showRank ? ['#'] : []), ...shown.map(options.header)],
    rows: rows.map((row) => [
      ...(showRank ? [rankText(row, rows, options.format)] : []),
      ...shown.map((key) => cellText(key, cellOf(row, key), options.format)),
    ]),
  }
}

/**
 * One board of the league centre's leaders as the page's list shows it (player, team, value, games), its
 * rank in a column of its own; the value written by the kit's leaderValueText, as on the page.
 */
export function leadersBoardTable(
  board: { rows: readonly LeaderRow[]; valueFormat: LeaderValueFormat },
  options: { locale: string; header: { player: string; team: string; value: string; games: string } },
): CsvTable {
  const numbers = new Intl.NumberFormat(options.locale)
  return {
    header: ['#', options.header.player, options.header.team, options.header.value, options.header.games],
    rows: board.rows.map((row) => [
      numbers.format(row.rank),
      row.player.name,
      row.team.name,
      leaderValueText(row.value, board.valueFormat, options.locale),
      numbers.format(row.games),
    ]),
  }
}
