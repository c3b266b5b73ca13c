// A database with ABA League 2022-23 imported, as most league, live and fantasy tests start from. Importing the
// season takes some 20 seconds on PGlite, and twenty test files need it: the first file to ask builds one
// imported PGlite folder (the template), every later one copies it, which takes about a second. On PostgreSQL
// the same: the first file imports into a template database, every later one is created from it (CREATE
// DATABASE … TEMPLATE). A template's name carries a hash of what makes it (the migrations, the code an import
// runs, the season's files, the clients), so a change to any of them builds a new one.
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { openDatabase, selectRows, type Database, type DatabaseKind } from '../../src/db/connection.ts'
import { runMigrations } from '../../src/db/migrate.ts'
import { importSeasons } from '../../src/import/import-seasons.ts'
import { readClientFiles, seedClients } from '../../src/tenants/clients.ts'
import { openFreshPostgres, openPgliteIn, postgresAdmin, postgresDatabaseUrl, type TestDatabase } from './database.ts'

const repository = fileURLToPath(new URL('../../../../', import.meta.url))
const seasonFolder = join(repository, 'data', 'aba-2022-23')
const templatePrefix = 'league-api-test-aba-2022-23-'
const postgresTemplatePrefix = 'league_api_template_aba_2022_23_'
/** Written last into a template: a folder without it is a build that did not finish. */
const readyMarker = 'template-ready'

/** Every file under a folder, sorted, so the hash does not depend on the order the disk lists them. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile())
    .sort()
}

/** The hash of what the template is made of: change any of it and the template is built anew. */
function templateKey(): string {
  const hash = createHash('sha256')
  const sources = [
    // The whole of the code an import may run, not only src/import: a stale template would fail tests wrongly.
    join(repository, 'packages/api/drizzle'),
    join(repository, 'packages/api/src'),
    join(repository, 'packages/stats/src'),
    join(repository, 'packages/live/src'),
    join(repository, 'packages/client-league/src'),
    join(repository, 'clients'),
    seasonFolder,
  ]
  for (const path of sources.flatMap(filesUnder)) {
    hash.update(relative(repository, path))
    hash.update(readFileSync(path))
  }
  return hash.digest('hex').slice(0, 16)
}

/** Migrates, seeds the clients and imports the season into an opened database, then closes it. */
async function fillTemplate(opened: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await runMigrations(opened)
  await seedClients(opened.database, readClientFiles())
  await importSeasons(opened.database, [seasonFolder], { clientSlug: 'aba' })
  await opened.close()
}

/** Imports the season into a new folder and moves it into place; a build lost to another worker is dropped. */
async function buildTemplate(folder: string): Promise<void> {
  const building = mkdtempSync(`${folder}.building-`)
  await fillTemplate(await openDatabase({ dataDirectory: building }))
  writeFileSync(join(building, readyMarker), `ABA League 2022-23 imported ${new Date().toISOString()}\n`)
  try {
    renameSync(building, folder)
  } catch {
    // Another test file finished the same template first: its copy is as good.
    rmSync(building, { recursive: true, force: true })
  }
}

/** The template folder, built when this content has none yet; older templates are removed. */
async function templateFolder(): Promise<string> {
  const folder = join(tmpdir(), `${templatePrefix}${templateKey()}`)
  if (!existsSync(join(folder, readyMarker))) {
    for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(templatePrefix))) {
      if (!old.includes('.building-')) {
        rmSync(join(tmpdir(), old), { recursive: true, force: true })
      }
    }
    await buildTemplate(folder)
  }
  return folder
}

/**
 * The PostgreSQL template database, built when this content has none yet (imported under a name of its own,
 * then renamed: a build lost to another worker is dropped); older templates are dropped.
 */
async function postgresTemplate(): Promise<string> {
  const name = `${postgresTemplatePrefix}${templateKey()}`
  const admin = postgresAdmin()
  try {
    const databases = await admin<{ datname: string }[]>`
      SELECT datname FROM pg_database WHERE datname LIKE ${`${postgresTemplatePrefix}%`}`
    if (databases.some((database) => database.datname === name)) {
      return name
    }
    // Not forced: a template another run is copying from right now stays (the drop fails after a wait).
    for (const { datname } of databases.filter((database) => !database.datname.includes('_building_'))) {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined)
    }
    const building = `${name}_building_${process.pid}`
    await admin.unsafe(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`)
    await admin.unsafe(`CREATE DATABASE "${building}"`)
    await fillTemplate(await openDatabase({ databaseUrl: postgresDatabaseUrl(building) }))
    try {
      await admin.unsafe(`ALTER DATABASE "${building}" RENAME TO "${name}"`)
    } catch {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`)
    }
    return name
  } finally {
    await admin.end({ timeout: 5 })
  }
}

/**
 * A migrated database with the clients seeded and ABA League 2022-23 imported (client `aba`), as
 * `openTestDatabase` followed by `importSeasons` would give.
 *
 * @example
 * const opened = await openImportedTestDatabase() // PGlite, a copy of the template
 */
export async function openImportedTestDatabase(kind: DatabaseKind = 'pglite'): Promise<TestDatabase> {
  if (kind === 'postgres') {
    try {
      return await openFreshPostgres({ template: await postgresTemplate() })
    } catch {
      // A run of other code on the same server dropped this template between our look and our copy.
      return openFreshPostgres({ template: await postgresTemplate() })
    }
  }
  const copy = mkdtempSync(join(tmpdir(), 'league-api-test-'))
  cpSync(await templateFolder(), copy, { recursive: true })
  return openPgliteIn(copy)
}

/** The league season id of ABA League 2022-23 in a database with it imported; throws when it is missing. */
export async function leagueSeason2022(database: Database): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    database,
    sql`SELECT ls.id FROM league_seasons ls JOIN seasons s ON s.id = ls.season_id WHERE s.slug = '2022-23'`,
  )
  if (row === undefined) {
    throw new Error('ABA League 2022-23 is not imported')
  }
  return Number(row.id)
}
