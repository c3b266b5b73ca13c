// What the fantasy benches share: their log line, a PGlite folder to work in (a copy of the bench's imported
// database, BENCH_FANTASY_DATA, or a fresh one with ABA 2022-23 imported), ABA 2022-23's league season, timing
// and percentiles.
import { sql } from 'drizzle-orm'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase, selectRows, type Database, type OpenedDatabase } from '../src/db/connection.ts'
import { runMigrations } from '../src/db/migrate.ts'
import { setLogWriter } from '../src/http/log.ts'
import { importSeasons } from '../src/import/import-seasons.ts'
import { readClientFiles, seedClients } from '../src/tenants/clients.ts'

export function logAs(name: string) {
  return (message: string) => console.log(`[bench ${name}] ${new Date().toISOString().slice(11, 19)} ${message}`)
}

/** A PGlite folder to work in: a copy of the given one, or a fresh one with 2022-23 imported. */
async function openWorkingDatabase(folder: string, log: (message: string) => void): Promise<OpenedDatabase> {
  const source = process.env['BENCH_FANTASY_DATA']
  if (source !== undefined && source !== '') {
    cpSync(source, folder, { recursive: true })
    const copied = await openDatabase({ dataDirectory: folder })
    // A copy made before this branch's migrations still opens.
    await runMigrations(copied)
    return copied
  }
  const opened = await openDatabase({ dataDirectory: folder })
  await runMigrations(opened)
  await seedClients(opened.database, readClientFiles())
  log('importing 2022-23 into a fresh PGlite …')
  const dataFolder = fileURLToPath(new URL('../../../data/aba-2022-23', import.meta.url))
  await importSeasons(opened.database, [dataFolder], { clientSlug: 'aba' })
  return opened
}

/** Runs `work` on a working database (removed afterwards), with the API's request logs silenced. */
export async function withWorkingDatabase<Value>(
  log: (message: string) => void,
  work: (database: Database) => Promise<Value>,
): Promise<Value> {
  setLogWriter(() => {})
  const folder = mkdtempSync(join(tmpdir(), 'league-bench-fantasy-'))
  const opened = await openWorkingDatabase(folder, log)
  try {
    return await work(opened.database)
  } finally {
    await opened.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** ABA League 2022-23's league season id. */
export async function abaLeagueSeasonId(database: Database): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    database,
    sql`SELECT ls.id FROM league_seasons ls JOIN seasons s ON s.id = ls.season_id
        JOIN clients c ON c.id = s.client_id WHERE s.slug = '2022-23' AND c.slug = 'aba'`,
  )
  if (row === undefined) {
    throw new Error('ABA League 2022-23 is not imported')
  }
  return row.id
}

export async function timed<Value>(work: () => Promise<Value>): Promise<{ value: Value; ms: number }> {
  const started = performance.now()
  const value = await work()
  return { value, ms: performance.now() - started }
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN
}

/** p50, p99 and the slowest of some latencies (ms), and how many. */
export function latencyFigures(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  }
}

/** The machine's load averages (1, 5, 15 minutes) when a figure was taken: the machine is shared. */
export { loadavg } from 'node:os'
