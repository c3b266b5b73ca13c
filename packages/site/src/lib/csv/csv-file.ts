// A statistics table as a CSV file: UTF-8 with a byte-order mark, which is what makes Excel read the
// diacritics (Krešimir, Ćosić) right instead of guessing a Windows code page.
import { stringify } from 'csv-stringify/sync'

export type CsvTable = { header: readonly string[]; rows: readonly (readonly string[])[] }

/**
 * The CSV text of a table, BOM first, CRLF line ends (RFC 4180), every field quoted only when it must be.
 *
 * @example
 * csvText({ header: ['Team', 'W'], rows: [['Budućnost', '20']] }) //=> '\uFEFFTeam,W\r\nBudućnost,20\r\n'
 */
export function csvText({ header, rows }: CsvTable): string {
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' })
}

/** The answer carrying a CSV file, named for the browser's download. */
export function csvResponse(table: CsvTable, filename: string): Response {
  return new Response(csvText(table), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}.csv"`,
      'cache-control': 'public, max-age=60',
    },
  })
}
