import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, selectRows, type OpenedDatabase } from '../../src/db/connection.ts'
import { deleteRowsNotIn, textArrayLiteral, upsertRows, type BulkColumn } from '../../src/import/bulk-upsert.ts'

const columns: BulkColumn[] = [
  { name: 'id', type: 'int' },
  { name: 'label', type: 'text' },
  { name: 'ratio', type: 'real' },
  { name: 'flag', type: 'bool' },
  { name: 'day', type: 'date' },
  { name: 'names', type: 'text[]' },
  { name: 'detail', type: 'jsonb' },
]

describe('given an empty table on PGlite', () => {
  let opened: OpenedDatabase

  beforeAll(async () => {
    opened = await openDatabase({ dataDirectory: 'memory://' })
    await opened.database.execute(
      sql`CREATE TABLE sample (id int PRIMARY KEY, label text, ratio float8, flag bool, day date, names text[], detail jsonb)`,
    )
  })

  afterAll(async () => {
    await opened.close()
  })

  const rows = [
    [
      1,
      'say "hi", {then} \\ leave',
      93.29,
      true,
      '2022-09-30',
      textArrayLiteral(['Crvena zvezda mts', 'a "b"']),
      '{"en":"x"}',
    ],
    [2, 'NULL', null, false, null, textArrayLiteral([]), '{}'],
    [3, null, -1.5, null, '2023-06-22', textArrayLiteral(['Ж']), '{"ru":"Задар"}'],
  ]

  it('should store every value exactly, the string "NULL" included', async () => {
    const result = await upsertRows(opened.database, { table: 'sample', columns, key: ['id'], rows })
    expect(result).toEqual({ inserted: 3, updated: 0 })
    const stored = await selectRows<Record<string, unknown>>(
      opened.database,
      sql`SELECT id, label, ratio, flag, day::text AS day, names, detail FROM sample ORDER BY id`,
    )
    expect(stored).toEqual([
      {
        id: 1,
        label: 'say "hi", {then} \\ leave',
        ratio: 93.29,
        flag: true,
        day: '2022-09-30',
        names: ['Crvena zvezda mts', 'a "b"'],
        detail: { en: 'x' },
      },
      { id: 2, label: 'NULL', ratio: null, flag: false, day: null, names: [], detail: {} },
      { id: 3, label: null, ratio: -1.5, flag: null, day: '2023-06-22', names: ['Ж'], detail: { ru: 'Задар' } },
    ])
  })

  it('should rewrite only the rows whose values differ', async () => {
    const changed = rows.map((row) => (row[0] === 2 ? [2, 'changed', ...row.slice(2)] : row))
    expect(await upsertRows(opened.database, { table: 'sample', columns, key: ['id'], rows: changed })).toEqual({
      inserted: 0,
      updated: 1,
    })
  })

  it('should delete the rows a new file no longer has', async () => {
    const deleted = await deleteRowsNotIn(opened.database, {
      table: 'sample',
      parentColumn: 'id',
      parentIds: [1, 2, 3],
      key: [{ name: 'id', type: 'int' }],
      keptKeys: [[1], [3]],
    })
    expect(deleted).toBe(1)
    expect(await selectRows(opened.database, sql`SELECT id FROM sample ORDER BY id`)).toEqual([{ id: 1 }, { id: 3 }])
  })
})
