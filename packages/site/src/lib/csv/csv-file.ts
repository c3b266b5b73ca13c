// A statistics table as a CSV file: UTF-8 with a byte-order mark, which is what makes Excel read the
// diacritics (Krešimir, Ćosić) right instead of guessing a Windows code page.
import { stringify } from 'csv-stringify/sync'
import { neutraliseFormula } from './formula-cells'

export type CsvTable = { header: readonly string[]; rows: readonly (readonly string[])[] }

/**
 * The CSV text of a table, BOM first, CRLF line ends (RFC 4180), every field quoted only when it must be,
 * and no cell a spreadsheet would run as a formula (see formula-cells.ts).
 *
 * @example
 * csvText({ header: ['Team', 'W'], rows: [['Budućnost', '20']] }) //=> '\uFEFFTeam,W\r\nBudućnost,20\r\n'
 */
export function csvText({ header, rows }: CsvTable): string {
  const cells = [header, ...rows].map((row) => row.map(neutraliseFormula))
  return stringify(cells, { bom: true, record_delimiter: 'windows' })
}

/**
 * A Content-Disposition naming the download: an ASCII `filename` for old clients and the UTF-8 name in
 * `filename*` (RFC 6266 / RFC 8187), since a header value outside Latin-1 cannot be sent at all.
 *
 * @example
 * attachmentDisposition('budućnost.csv') //=> `attachment; filename="buducnost.csv"; filename*=UTF-8''budu%C4%87nost.csv`
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** The answer carrying a CSV file, named for the browser's download. */
export function csvResponse(table: CsvTable, filename: string): Response {
  return new Response(csvText(table), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(`${filename}.csv`),
      'cache-control': 'public, max-age=60',
    },
  })
}
