// Spreadsheet formula injection (OWASP "CSV Injection"): a cell starting with `=`, `+`, `-`, `@`, a tab or
// a carriage return is run as a formula when the file is opened in Excel, LibreOffice or Google Sheets, so a
// player or team name such as `=HYPERLINK(…)` could send a fan elsewhere or run a command. Such a cell gets
// a leading single quote, which the spreadsheet shows as text. Numbers stay numbers: a cell that is only a
// number in the page's format (`-2`, `+207`, `-3,5`, `45.3 %`) cannot call anything and is left as it is.

const formulaStart = /^[=+\-@\t\r]/

/** Digits with an optional sign, the locales' decimal and group separators, and an optional percent sign. */
const plainNumber = /^[+-]?\d[\d.,\u00a0\u202f ]*(?:[\u00a0\u202f ]?%)?$/

/**
 * The cell as it is safe to write into a CSV file.
 *
 * @example
 * neutraliseFormula('=HYPERLINK("http://x","y")') //=> `'=HYPERLINK("http://x","y")`
 * neutraliseFormula('-2+3') //=> "'-2+3"
 * neutraliseFormula('-2') //=> '-2'
 */
export function neutraliseFormula<Cell extends string | number>(cell: Cell): Cell | string {
  if (typeof cell !== 'string' || !formulaStart.test(cell) || plainNumber.test(cell)) {
    return cell
  }
  return `'${cell}`
}
