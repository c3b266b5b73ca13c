import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, selectRows, type OpenedDatabase } from '../../src/db/connection.ts'
import { boxScoreLines, news } from '../../src/db/schema/league.ts'
import { bulkColumnsOf, deleteRowsNotIn, upsertRows, type ImportRow } from '../../src/import/bulk-upsert.ts'

const sample = pgTable('sample', {
  number: integer('number').primaryKey(),
  label: text('label'),
  ratio: doublePrecision('ratio'),
  flag: boolean('flag'),
  day: date('day'),
  names: text('names').array().notNull(),
  counts: integer('counts').array(),
  detail: jsonb('detail').$type<Record<string, string>>().notNull(),
  at: timestamp('at', { withTimezone: true }),
})

describe('given the drizzle schema of a table', () => {
  it('should write every column but the generated id, under its SQL name and type', () => {
    // The columns staff give a news item are left out, as the match reports' writer leaves them.
    const columns = bulkColumnsOf(news, [
      'coverImage',
      'status',
      'bodyHtml',
      'coverFileId',
      'createdBy',
      'updatedAt',
      'editedAt',
      'notifiedAt',
    ])
    expect(columns.map((column) => column.name)).toEqual([
      'client_id',
      'slug',
      'kind',
      'title',
      'summary',
      'body',
      'published_at',
      'game_id',
      'club_ids',
      'player_ids',
      'search_text',
    ])
    expect(columns.find((column) => column.property === 'publishedAt')?.type).toBe('timestamptz')
    expect(columns.find((column) => column.property === 'clubIds')?.type).toBe('int[]')
  })

  it('should take small integers as integers', () => {
    const points = bulkColumnsOf(boxScoreLines).find((column) => column.property === 'points')
    expect(points).toEqual({ name: 'points', type: 'int', property: 'points' })
  })

  it('should refuse a column type it cannot send', () => {
    const unsupported = pgTable('unsupported', {
      id: serial('id').primaryKey(),
      code: smallint('code').array().array(),
    })
    expect(() => bulkColumnsOf(unsupported)).toThrow(/do not handle smallint\[\]\[\] columns \(code\)/)
  })
})

describe('given an empty table on PGlite', () => {
  let opened: OpenedDatabase

  beforeAll(async () => {
    opened = await openDatabase({ dataDirectory: 'memory://' })
    await opened.database.execute(
      sql`CREATE TABLE sample (number int PRIMARY KEY, label text, ratio float8, flag bool, day date, names text[] NOT NULL,
          counts int[], detail jsonb NOT NULL, at timestamptz)`,
    )
  })

  afterAll(async () => {
    await opened.close()
  })

  const rows: ImportRow<typeof sample>[] = [
    {
      number: 1,
      label: 'say "hi", {then} \\ leave',
      ratio: 93.29,
      flag: true,
      day: '2022-09-30',
      names: ['Crvena zvezda mts', 'a "b"'],
      counts: [25, 16],
      detail: { en: 'x' },
      at: '2022-10-01 20:00:00 Europe/Belgrade',
    },
    { number: 2, label: 'NULL', ratio: null, flag: false, day: null, names: [], counts: [], detail: {}, at: null },
    {
      number: 3,
      label: null,
      ratio: -1.5,
      flag: null,
      day: '2023-06-22',
      names: ['Ж'],
      counts: null,
      detail: { ru: 'Задар' },
      at: new Date('2023-06-22T18:00:00Z'),
    },
  ]

  it('should store every value exactly, the string "NULL" included', async () => {
    const result = await upsertRows(opened.database, { table: sample, key: ['number'], rows })
    expect(result).toEqual({ inserted: 3, updated: 0 })
    const stored = await selectRows<Record<string, unknown>>(
      opened.database,
      sql`SELECT number, label, ratio, flag, day::text AS day, names, counts, detail, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS at
          FROM sample ORDER BY number`,
    )
    // Timestamps come back in UTC: the first was given in Belgrade's zone (UTC+2 that day).
    const storedTimes = ['2022-10-01 18:00', null, '2023-06-22 18:00']
    expect(stored).toEqual(rows.map((row, index) => ({ ...row, at: storedTimes[index] })))
  })

  it('should rewrite only the rows whose values differ', async () => {
    const changed = rows.map((row) => (row.number === 2 ? { ...row, label: 'changed' } : row))
    expect(await upsertRows(opened.database, { table: sample, key: ['number'], rows: changed })).toEqual({
      inserted: 0,
      updated: 1,
    })
  })

  it('should leave the columns it is told to leave', async () => {
    await opened.database.execute(sql`UPDATE sample SET label = 'kept by an editor' WHERE number = 3`)
    const { label: _label, ...third } = rows[2]!
    expect(
      await upsertRows(opened.database, {
        table: sample,
        key: ['number'],
        rows: [{ ...third, ratio: 7 }],
        leave: ['label'],
      }),
    ).toEqual({ inserted: 0, updated: 1 })
    expect(await selectRows(opened.database, sql`SELECT label, ratio FROM sample WHERE number = 3`)).toEqual([
      { label: 'kept by an editor', ratio: 7 },
    ])
  })

  it('should delete the rows a new file no longer has', async () => {
    const deleted = await deleteRowsNotIn(opened.database, {
      table: sample,
      parent: 'number',
      parentIds: [1, 2, 3],
      key: ['number'],
      kept: [{ number: 1 }, { number: 3 }],
    })
    expect(deleted).toBe(1)
    expect(await selectRows(opened.database, sql`SELECT number FROM sample ORDER BY number`)).toEqual([
      { number: 1 },
      { number: 3 },
    ])
  })
})
