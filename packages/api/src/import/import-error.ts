/** A bad input cell: the message names the file, line and column so the data can be fixed. */
export class ImportError extends Error {
  readonly file: string
  readonly line: number | null
  readonly column: string | null

  constructor(file: string, line: number | null, column: string | null, problem: string) {
    const where = [file, line === null ? null : `line ${line}`, column === null ? null : `column ${column}`]
      .filter((part) => part !== null)
      .join(', ')
    super(`${where}: ${problem}`)
    this.name = 'ImportError'
    this.file = file
    this.line = line
    this.column = column
  }
}
