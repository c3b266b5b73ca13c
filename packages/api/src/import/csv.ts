// Reads one CSV file of a season folder and validates every cell with the zod schema of its column.
// Columns are found by header name, so a reordered file still imports; a missing column or a bad cell stops
// the import with the file, line and column.
import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { z } from 'zod'
import { ImportError } from './import-error.ts'

type RowSchema = z.ZodObject<Record<string, z.ZodType>>

/**
 * Splits RFC-4180 text into records, each with the line it starts on. csv-parse took over a second per
 * play-by-play file; lines without quotes (nearly all) take a split(',') fast path here.
 */
export type CsvRecord = { cells: string[]; line: number; text: string }

export function parseCsvText(text: string): CsvRecord[] {
  const records: CsvRecord[] = []
  const length = text.length
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  while (position < length) {
    const startLine = line
    let end = text.indexOf('\n', position)
    if (end === -1) {
      end = length
    }
    const rawLine = text.slice(position, end > position && text[end - 1] === '\r' ? end - 1 : end)
    if (!rawLine.includes('"')) {
      if (rawLine !== '') {
        records.push({ cells: rawLine.split(','), line: startLine, text: rawLine })
      }
      position = end + 1
      line += 1
      continue
    }
    // Quoted cells may hold commas, doubled quotes and line breaks: scan character by character.
    const cells: string[] = []
    let cell = ''
    let quoted = false
    let index = position
    for (; index < length; index += 1) {
      const character = text[index]!
      if (quoted) {
        if (character === '"') {
          if (text[index + 1] === '"') {
            cell += '"'
            index += 1
          } else {
            quoted = false
          }
        } else {
          if (character === '\n') {
            line += 1
          }
          cell += character
        }
      } else if (character === '"') {
        quoted = true
      } else if (character === ',') {
        cells.push(cell)
        cell = ''
      } else if (character === '\n') {
        break
      } else if (character !== '\r') {
        cell += character
      }
    }
    if (quoted) {
      throw new ImportError('', startLine, null, 'a quoted cell is never closed')
    }
    cells.push(cell)
    records.push({ cells, line: startLine, text: text.slice(position, index) })
    position = index + 1
    line += 1
  }
  return records
}

export function readCsv<Schema extends RowSchema>(
  folder: string,
  fileName: string,
  schema: Schema,
): z.output<Schema>[] {
  return readCsvWithText(folder, fileName, schema).rows
}

/** The validated rows, and beside each the line it was read from (for change detection). */
export function readCsvWithText<Schema extends RowSchema>(
  folder: string,
  fileName: string,
  schema: Schema,
): { rows: z.output<Schema>[]; texts: string[] } {
  const path = join(folder, fileName)
  // The folder name in messages ("aba-2022-23/games.csv") is enough to find the file.
  const shownName = join(basename(dirname(path)), basename(path))
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new ImportError(shownName, null, null, 'the file is missing or unreadable')
  }
  let records: CsvRecord[]
  try {
    records = parseCsvText(text)
  } catch (error) {
    throw new ImportError(shownName, (error as ImportError).line, null, (error as Error).message)
  }
  const [header, ...body] = records
  if (header === undefined) {
    throw new ImportError(shownName, 1, null, 'the file has no header line')
  }
  const columns = Object.entries(schema.shape).map(([name, cellSchema]) => {
    const index = header.cells.indexOf(name)
    if (index === -1) {
      throw new ImportError(shownName, 1, name, 'the column is missing from the header')
    }
    // Cells repeat a lot (event kinds, club codes, small counts): each distinct value is validated once.
    return { name, index, cellSchema, parsed: new Map<string, unknown>() }
  })
  const rows: z.output<Schema>[] = []
  const texts: string[] = []
  for (const record of body) {
    if (record.cells.length !== header.cells.length) {
      throw new ImportError(
        shownName,
        record.line,
        null,
        `expected ${header.cells.length} cells, found ${record.cells.length}`,
      )
    }
    const row: Record<string, unknown> = {}
    for (const column of columns) {
      const value = record.cells[column.index]!
      let parsed = column.parsed.get(value)
      if (parsed === undefined && !column.parsed.has(value)) {
        const result = column.cellSchema.safeParse(value)
        if (!result.success) {
          const issue = result.error.issues[0]
          throw new ImportError(
            shownName,
            record.line,
            column.name,
            `"${value}" is not valid (${issue?.message ?? 'invalid value'})`,
          )
        }
        parsed = result.data
        column.parsed.set(value, parsed)
      }
      row[column.name] = parsed
    }
    rows.push(row as z.output<Schema>)
    texts.push(record.text)
  }
  return { rows, texts }
}
