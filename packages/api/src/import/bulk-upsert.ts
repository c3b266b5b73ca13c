// Bulk writes for the importer. drizzle's row-by-row insert builder costs about 50 µs a row (the play-by-play
// alone has 300k rows), so each batch is one statement: every column travels as one array parameter and
// `unnest` turns the arrays back into rows. On conflict with the natural key a row is updated only when a
// value differs, so importing the same files again writes nothing. Table names, column names and their
// PostgreSQL types come from the drizzle schema; writers hand over rows typed by it.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { selectRows, type Database } from '../db/connection.ts'

/** What runs the statements: the database or an open transaction. */
export type Executor = Pick<Database, 'execute'>

/** Parameter array types; array and jsonb columns travel as text and are cast per row. */
export type ColumnType = 'int' | 'real' | 'text' | 'bool' | 'date' | 'timestamptz' | 'int[]' | 'text[]' | 'jsonb'

/** One column as the bulk statements see it: its SQL name, its parameter type and its property in a row. */
export type BulkColumn = { name: string; type: ColumnType; property: string }

export type UpsertResult = { inserted: number; updated: number }

type InsertRow<TTable extends PgTable> = TTable['$inferInsert']

/** A property of a table's rows (`gameId`), i.e. a column under its drizzle name. */
export type ColumnOf<TTable extends PgTable> = keyof InsertRow<TTable> & string

/**
 * A row as the importer writes it: every column but the generated `id` and those it leaves alone, with
 * nullable columns given explicitly (a forgotten column is a type error, not a silent NULL).
 */
export type ImportRow<TTable extends PgTable, Left extends ColumnOf<TTable> = never> = {
  [Property in Exclude<ColumnOf<TTable>, 'id' | Left>]-?: Writable<Exclude<InsertRow<TTable>[Property], undefined>>
}

/** A timestamp may also be text PostgreSQL parses: `2022-10-01 20:00:00 Europe/Belgrade` keeps its zone. */
type Writable<Value> = Value extends Date ? Date | string : Value

/** The key columns of a row that stays. */
export type KeptKey<TTable extends PgTable, KeyColumn extends ColumnOf<TTable>> = {
  [Property in KeyColumn]: ImportRow<TTable>[Property & keyof ImportRow<TTable>]
}

const batchSize = 20_000

const columnTypes: Record<string, ColumnType> = {
  integer: 'int',
  smallint: 'int',
  real: 'real',
  'double precision': 'real',
  text: 'text',
  boolean: 'bool',
  date: 'date',
  'timestamp with time zone': 'timestamptz',
  jsonb: 'jsonb',
  'integer[]': 'int[]',
  'text[]': 'text[]',
}

function columnTypeOf(column: PgColumn): ColumnType {
  const sqlType = column.getSQLType()
  const type = columnTypes[sqlType]
  if (type === undefined) {
    throw new Error(`bulk writes do not handle ${sqlType} columns (${column.name})`)
  }
  return type
}

/** The columns the importer writes in a table: all but generated ids and the ones it leaves alone. */
export function bulkColumnsOf<TTable extends PgTable>(table: TTable, leave: readonly string[] = []): BulkColumn[] {
  return Object.entries(getTableColumns(table))
    .filter(([property, column]) => column.columnType !== 'PgSerial' && !leave.includes(property))
    .map(([property, column]) => ({ name: column.name, type: columnTypeOf(column), property }))
}

function bulkColumn<TTable extends PgTable>(table: TTable, property: ColumnOf<TTable>): BulkColumn {
  const column = getTableColumns(table)[property]
  if (column === undefined) {
    throw new Error(`${getTableName(table)} has no column ${property}`)
  }
  return { name: column.name, type: columnTypeOf(column), property }
}

function arrayType(columnType: ColumnType): string {
  switch (columnType) {
    case 'int':
      return 'int[]'
    case 'real':
      return 'float8[]'
    case 'bool':
      return 'bool[]'
    case 'text':
    case 'int[]':
    case 'text[]':
    case 'jsonb':
    case 'date':
    case 'timestamptz':
      return 'text[]'
    default:
      columnType satisfies never
      throw new Error(`unknown column type ${String(columnType)}`)
  }
}

function quoted(value: string): string {
  if (!value.includes('"') && !value.includes('\\')) {
    return `"${value}"`
  }
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

/** PostgreSQL array literal of integers: [25, 16] → "{25,16}". */
export function integerArrayLiteral(values: readonly number[]): string {
  return `{${values.join(',')}}`
}

/** PostgreSQL array literal of strings, every element quoted: ["a", "b\"c"] → '{"a","b\"c"}'. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}

/** How one non-null value of a column is spelled inside the column's array literal. */
function elementEncoder(columnType: ColumnType): (value: unknown) => string {
  switch (columnType) {
    case 'int':
    case 'real':
      return String
    case 'bool':
      return (value) => (value === true ? 't' : 'f')
    case 'text':
    case 'date':
      return (value) => quoted(String(value))
    case 'timestamptz':
      return (value) => quoted(value instanceof Date ? value.toISOString() : String(value))
    case 'int[]':
      return (value) => quoted(integerArrayLiteral(value as readonly number[]))
    case 'text[]':
      return (value) => quoted(textArrayLiteral(value as readonly string[]))
    case 'jsonb':
      return (value) => quoted(JSON.stringify(value))
    default:
      columnType satisfies never
      throw new Error(`unknown column type ${String(columnType)}`)
  }
}

/**
 * One column of a batch as a PostgreSQL array literal ("{1,NULL,3}"). The drivers' generic array
 * serialisers took a third of the import time; a string travels as is.
 */
function columnLiteral(rows: readonly object[], column: BulkColumn): string {
  const encode = elementEncoder(column.type)
  const parts: string[] = []
  for (const row of rows) {
    const value: unknown = (row as Record<string, unknown>)[column.property]
    parts.push(value === null || value === undefined ? 'NULL' : encode(value))
  }
  return `{${parts.join(',')}}`
}

function columnParameter(rows: readonly object[], column: BulkColumn): SQL {
  return sql`${columnLiteral(rows, column)}::text::${sql.raw(arrayType(column.type))}`
}

function selectExpression(column: BulkColumn): SQL {
  const name = sql.identifier(column.name)
  if (
    column.type === 'int[]' ||
    column.type === 'text[]' ||
    column.type === 'jsonb' ||
    column.type === 'date' ||
    column.type === 'timestamptz'
  ) {
    return sql`${name}::${sql.raw(column.type)}`
  }
  return sql`${name}`
}

/**
 * Inserts rows, or updates the existing row with the same key when any value differs. Every column of the
 * table is written except generated ids and the `leave` columns, which keep what another writer put there.
 */
export async function upsertRows<TTable extends PgTable, const Left extends ColumnOf<TTable> = never>(
  executor: Executor,
  options: {
    table: TTable
    /** The natural key: the columns of the unique index the upsert conflicts on. */
    key: readonly ColumnOf<TTable>[]
    rows: readonly ImportRow<TTable, Left>[]
    leave?: readonly Left[]
    onBatch?: (rowsWritten: number) => void
  },
): Promise<UpsertResult> {
  const { table, rows } = options
  const columns = bulkColumnsOf(table, options.leave)
  const key = options.key.map((property) => bulkColumn(table, property).name)
  const updatable = columns.filter((column) => !key.includes(column.name))
  const tableName = sql.identifier(getTableName(table))
  const columnList = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )
  const conflictAction =
    updatable.length === 0
      ? sql`DO NOTHING`
      : sql`DO UPDATE SET ${sql.join(
          updatable.map((column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`),
          sql`, `,
        )} WHERE (${sql.join(
          updatable.map((column) => sql`${tableName}.${sql.identifier(column.name)}`),
          sql`, `,
        )}) IS DISTINCT FROM (${sql.join(
          updatable.map((column) => sql`excluded.${sql.identifier(column.name)}`),
          sql`, `,
        )})`
  const result: UpsertResult = { inserted: 0, updated: 0 }
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize)
    const parameters = columns.map((column) => columnParameter(batch, column))
    const query = sql`INSERT INTO ${tableName} (${columnList})
      SELECT ${sql.join(columns.map(selectExpression), sql`, `)}
      FROM unnest(${sql.join(parameters, sql`, `)}) AS source(${columnList})
      ON CONFLICT (${sql.join(
        key.map((name) => sql.identifier(name)),
        sql`, `,
      )}) ${conflictAction}
      RETURNING (xmax = 0) AS inserted`
    // Count in the database: sending one row back per written row doubles the time of big tables.
    const counted = await selectRows<{ inserted: number; updated: number }>(
      executor,
      sql`WITH written AS (${query})
        SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated
        FROM written`,
    )
    result.inserted += counted[0]?.inserted ?? 0
    result.updated += counted[0]?.updated ?? 0
    options.onBatch?.(batch.length)
  }
  return result
}

/**
 * Deletes the rows under the given parents (e.g. the events of the imported games) whose key is not in
 * the `kept` rows: a corrected file that drops a row drops it from the database too.
 */
export async function deleteRowsNotIn<TTable extends PgTable, KeyColumn extends ColumnOf<TTable>>(
  executor: Executor,
  options: {
    table: TTable
    /** The column that names the parent (`gameId`); only rows of `parentIds` are considered. */
    parent: ColumnOf<TTable>
    parentIds: readonly number[]
    key: readonly KeyColumn[]
    /** The rows the file still has; only their key columns are read. */
    kept: readonly KeptKey<TTable, KeyColumn>[]
    /** Only rows matching this condition are considered (e.g. the importer's own news items). */
    only?: SQL
  },
): Promise<number> {
  const { table, parentIds, kept } = options
  const only = options.only ?? sql`TRUE`
  if (parentIds.length === 0) {
    return 0
  }
  const tableName = sql.identifier(getTableName(table))
  const parentColumn = sql.identifier(bulkColumn(table, options.parent).name)
  const key = options.key.map((property) => bulkColumn(table, property))
  // Every kept row exists after the upsert, so when the parents hold exactly as many rows nothing is stale;
  // this count is far cheaper than the anti-join below, which only runs when a file lost rows.
  const existing = await selectRows<{ count: number }>(
    executor,
    sql`SELECT count(*)::int AS count FROM ${tableName}
        WHERE ${parentColumn} = ANY(${sql.param(parentIds)}::int[]) AND ${only}`,
  )
  if ((existing[0]?.count ?? 0) <= kept.length) {
    return 0
  }
  const keyNames = sql.join(
    key.map((column) => sql.identifier(`kept_${column.name}`)),
    sql`, `,
  )
  const parameters = key.map((column) => columnParameter(kept, column))
  const matches = sql.join(
    key.map(
      (column) => sql`kept.${sql.identifier(`kept_${column.name}`)} = ${tableName}.${sql.identifier(column.name)}`,
    ),
    sql` AND `,
  )
  const deleted = await selectRows<{ deleted: number }>(
    executor,
    sql`WITH removed AS (
      DELETE FROM ${tableName}
      WHERE ${parentColumn} = ANY(${sql.param(parentIds)}::int[]) AND ${only}
        AND NOT EXISTS (SELECT 1 FROM unnest(${sql.join(parameters, sql`, `)}) AS kept(${keyNames}) WHERE ${matches})
      RETURNING 1
    ) SELECT count(*)::int AS deleted FROM removed`,
  )
  return deleted[0]?.deleted ?? 0
}
