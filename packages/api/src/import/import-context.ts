// What every writer of one import shares: the open transaction, the change counts, the progress bar, and
// the ids of the rows written so far (clubs by code, players by source id…), which later tables refer to.
import { getTableName, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { selectRows } from '../db/connection.ts'
import {
  deleteRowsNotIn,
  upsertRows,
  type ColumnOf,
  type Executor,
  type ImportRow,
  type KeptKey,
} from './bulk-upsert.ts'
import type { ProgressCounter, ProgressListener } from './progress.ts'

export type TableChanges = Record<string, { inserted: number; updated: number; deleted: number }>

export type ImportOptions = {
  /** The client league the data belongs to (default `aba`). */
  clientSlug?: string
  /** The competition the seasons belong to (default `aba-league`, "ABA League"). */
  competition?: { slug: string; name: string }
  onProgress?: ProgressListener
  /** Problems that do not stop the import (e.g. an event naming a player no players.csv knows). */
  onWarning?: (message: string) => void
}

/** Ids of the rows the import wrote (or found), by the key the files use. */
export type ImportedIds = {
  clientId: number
  /** Club id by club code (`CZV`). */
  clubs: Map<string, number>
  /** Club slug by club code. */
  clubSlugs: Map<string, string>
  /** Player id by the source's player id. */
  players: Map<number, number>
  /** Venue id by venue name. */
  venues: Map<string, number>
  /** Referee id by referee name. */
  referees: Map<string, number>
}

export class ImportContext {
  readonly executor: Executor
  readonly changes: TableChanges = {}
  readonly progress: ProgressCounter
  readonly options: ImportOptions
  readonly ids: ImportedIds = {
    clientId: 0,
    clubs: new Map(),
    clubSlugs: new Map(),
    players: new Map(),
    venues: new Map(),
    referees: new Map(),
  }

  constructor(executor: Executor, progress: ProgressCounter, options: ImportOptions) {
    this.executor = executor
    this.progress = progress
    this.options = options
  }

  private record(table: PgTable, change: { inserted?: number; updated?: number; deleted?: number }): void {
    const entry = (this.changes[getTableName(table)] ??= { inserted: 0, updated: 0, deleted: 0 })
    entry.inserted += change.inserted ?? 0
    entry.updated += change.updated ?? 0
    entry.deleted += change.deleted ?? 0
  }

  /** Upserts rows on their natural key and counts what changed; big tables also move the progress bar. */
  async upsert<TTable extends PgTable, const Left extends ColumnOf<TTable> = never>(
    table: TTable,
    options: {
      key: readonly ColumnOf<TTable>[]
      rows: readonly ImportRow<TTable, Left>[]
      leave?: readonly Left[]
      countsForProgress?: boolean
    },
  ): Promise<void> {
    const result = await upsertRows<TTable, Left>(this.executor, {
      table,
      key: options.key,
      rows: options.rows,
      ...(options.leave === undefined ? {} : { leave: options.leave }),
      ...(options.countsForProgress === true ? { onBatch: (written: number) => this.progress.advance(written) } : {}),
    })
    this.record(table, result)
  }

  /** Deletes the rows of the given parents a file no longer has, and counts them. */
  async deleteStale<TTable extends PgTable, KeyColumn extends ColumnOf<TTable>>(
    table: TTable,
    options: {
      parent: ColumnOf<TTable>
      parentIds: readonly number[]
      key: readonly KeyColumn[]
      kept: readonly KeptKey<TTable, KeyColumn>[]
      only?: SQL
    },
  ): Promise<void> {
    this.record(table, { deleted: await deleteRowsNotIn(this.executor, { table, ...options }) })
  }

  /** `SELECT id, <natural key> AS key …` as a map from key to id. */
  async idsBy<Key extends string | number>(query: SQL): Promise<Map<Key, number>> {
    const rows = await selectRows<{ id: number; key: Key }>(this.executor, query)
    return new Map(rows.map((row) => [row.key, row.id]))
  }
}
