// Bulk writes for the importer. drizzle's row-by-row insert builder costs about 50 µs a row (the play-by-play
// alone has 300k rows), so each batch is one statement: every column travels as one array parameter and
// `unnest` turns the arrays back into rows. On conflict with the natural key a row is updated only when a
// value differs, so importing the same files again writes nothing.
import { sql, type SQL } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'

/** What runs the statements: the database or an open transaction. */
export type Executor = Pick<Database, 'execute'>

/** Parameter array types; array and jsonb columns travel as text and are cast per row. */
export type ColumnType = 'int' | 'real' | 'text' | 'bool' | 'date' | 'timestamptz' | 'int[]' | 'text[]' | 'jsonb'

export type ColumnValue = string | number | boolean | null

export type BulkColumn = { name: string; type: ColumnType }

export type UpsertResult = { inserted: number; updated: number }

const batchSize = 20_000

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

/**
 * One column of a batch as a PostgreSQL array literal ("{1,NULL,3}"). The drivers' generic array
 * serialisers took a third of the import time; a string travels as is.
 */
function columnLiteral(values: readonly ColumnValue[], columnType: ColumnType): string {
  const numeric = columnType === 'int' || columnType === 'real'
  const parts: string[] = []
  for (const value of values) {
    if (value === null || value === undefined) {
      parts.push('NULL')
    } else if (numeric) {
      parts.push(String(value))
    } else if (typeof value === 'boolean') {
      parts.push(value ? 't' : 'f')
    } else {
      parts.push(quoted(String(value)))
    }
  }
  return `{${parts.join(',')}}`
}

function columnParameter(values: readonly ColumnValue[], columnType: ColumnType): SQL {
  return sql`${columnLiteral(values, columnType)}::text::${sql.raw(arrayType(columnType))}`
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

/** PostgreSQL array literal of integers: [25, 16] → "{25,16}". */
export function integerArrayLiteral(values: readonly number[]): string {
  return `{${values.join(',')}}`
}

/** PostgreSQL array literal of strings, every element quoted: ["a", "b\"c"] → '{"a","b\"c"}'. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}

/**
 * Inserts rows, or updates the existing row with the same key when any value differs.
 * `rows` are tuples in the order of `columns`.
 */
export async function upsertRows(
  executor: Executor,
  options: {
    table: string
    columns: BulkColumn[]
    key: string[]
    rows: ColumnValue[][]
    onBatch?: (rowsWritten: number) => void
  },
): Promise<UpsertResult> {
  const { table, columns, key, rows } = options
  const updatable = columns.filter((column) => !key.includes(column.name))
  const tableName = sql.identifier(table)
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
    const parameters = columns.map((column, columnIndex) =>
      columnParameter(
        batch.map((row) => row[columnIndex] ?? null),
        column.type,
      ),
    )
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
 * `keptKeys`: a corrected file that drops a row drops it from the database too.
 */
export async function deleteRowsNotIn(
  executor: Executor,
  options: {
    table: string
    parentColumn: string
    parentIds: number[]
    key: BulkColumn[]
    keptKeys: ColumnValue[][]
    /** Only rows matching this condition are considered (e.g. the importer's own news items). */
    only?: SQL
  },
): Promise<number> {
  const { table, parentColumn, parentIds, key, keptKeys } = options
  const only = options.only ?? sql`TRUE`
  if (parentIds.length === 0) {
    return 0
  }
  const tableName = sql.identifier(table)
  // Every kept row exists after the upsert, so when the parents hold exactly as many rows nothing is stale;
  // this count is far cheaper than the anti-join below, which only runs when a file lost rows.
  const existing = await selectRows<{ count: number }>(
    executor,
    sql`SELECT count(*)::int AS count FROM ${tableName}
        WHERE ${sql.identifier(parentColumn)} = ANY(${sql.param(parentIds)}::int[]) AND ${only}`,
  )
  if ((existing[0]?.count ?? 0) <= keptKeys.length) {
    return 0
  }
  const keyNames = sql.join(
    key.map((column) => sql.identifier(`kept_${column.name}`)),
    sql`, `,
  )
  const parameters = key.map((column, columnIndex) =>
    columnParameter(
      keptKeys.map((row) => row[columnIndex] ?? null),
      column.type,
    ),
  )
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
      WHERE ${sql.identifier(parentColumn)} = ANY(${sql.param(parentIds)}::int[]) AND ${only}
        AND NOT EXISTS (SELECT 1 FROM unnest(${sql.join(parameters, sql`, `)}) AS kept(${keyNames}) WHERE ${matches})
      RETURNING 1
    ) SELECT count(*)::int AS deleted FROM removed`,
  )
  return deleted[0]?.deleted ?? 0
}
