// `league-api import` while the API runs (issue #31): the API holds the embedded PGlite folder, so the command
// finds it through the folder's lock and the API imports (POST /admin/import with the admin token), streaming
// its progress back. A league scaffolded after the API started is registered by that import, so the README's
// second-league steps work on a running demo. The same suite runs on PostgreSQL when the server answers.
import { serve } from '@hono/node-server'
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lockDataDirectory } from '../../src/db/connection.ts'
import { importThroughRunningApi, RunningApiImportError } from '../../src/import/import-through-api.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { dataFolder } from '../league/csv-season.ts'

const kinds = await availableDatabaseKinds()
const run = promisify(execFile)
const command = fileURLToPath(new URL('../../bin/league-api.mjs', import.meta.url))
const repositoryClients = fileURLToPath(new URL('../../../../clients', import.meta.url))
const season = 'aba-2020-21'
const newLeagueOrigin = 'http://liga-norte.localhost:3000'

/**
 * A clients folder of the test's own: the two demo clients (a fixed list, so an extra folder in clients/ changes
 * nothing here) and liga-norte, made from liga-sur's settings as if scaffolded after the API started.
 */
function clientsFixture(folder: string): void {
  for (const slug of ['aba', 'liga-sur']) {
    cpSync(join(repositoryClients, slug, 'client.json'), join(folder, slug, 'client.json'))
  }
  const ligaSur = JSON.parse(readFileSync(join(repositoryClients, 'liga-sur', 'client.json'), 'utf8')) as object
  mkdirSync(join(folder, 'liga-norte'))
  writeFileSync(
    join(folder, 'liga-norte', 'client.json'),
    JSON.stringify({ ...ligaSur, slug: 'liga-norte', title: 'Liga Norte', domains: ['liga-norte.localhost'] }),
  )
}

async function leagueApi(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  // No DATABASE_URL and no API_DATA_DIR: the command looks at the PGlite folder it is given, as on a demo.
  const env = { ...process.env, DATABASE_URL: '', API_DATA_DIR: '' }
  try {
    const { stdout, stderr } = await run(process.execPath, [command, ...args], { timeout: 240_000, env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe.each(kinds)('given an API on %s, running and holding the PGlite folder of the command', (kind) => {
  const adminToken = randomBytes(32).toString('base64url')
  let opened: TestDatabase
  let app: TestApp
  let server: Server
  let folder: string
  let dataDirectory: string
  let releaseLock: (() => void) | undefined
  let running: { apiUrl: string; adminToken: string }

  beforeAll(async () => {
    opened = await openTestDatabase(kind)
    folder = mkdtempSync(join(tmpdir(), 'league-admin-import-'))
    const clientsFolder = join(folder, 'clients')
    clientsFixture(clientsFolder)
    app = createTestApp(opened.database, { adminToken, clientsFolder })
    // Port 0: the system picks a free one, so this never collides with another test's server.
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server))
    })
    running = { apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, adminToken }
    dataDirectory = join(folder, 'pglite')
    releaseLock = lockDataDirectory(dataDirectory, 'the API of this test', running)
  }, 300_000)

  afterAll(async () => {
    releaseLock?.()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await opened.dispose()
    rmSync(folder, { recursive: true, force: true })
  })

  it('should import a new league through the running API, printing its progress, and serve it at once', async () => {
    const before = await app.request('/v2/website/seasons', { headers: { Origin: newLeagueOrigin } })
    expect(await before.text()).not.toContain('2020-21')

    const result = await leagueApi(
      'import',
      join(dataFolder, season),
      '--data-directory',
      dataDirectory,
      '--client',
      'liga-norte',
    )
    expect(result.stderr).not.toContain('stop that process first')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`The API at ${running.apiUrl} holds the database: it imports`)
    // Without a terminal, each step the API streams is printed once as a line.
    expect(result.stdout).toMatch(/^… writing .+$/m)
    expect(result.stdout).toMatch(/Imported 2020-21 \(\d+ games\) for liga-norte through the running API/)

    const after = await app.request('/v2/website/seasons', { headers: { Origin: newLeagueOrigin } })
    expect(after.status).toBe(200)
    expect(JSON.stringify(await after.json())).toContain('2020-21')
  }, 240_000)

  it('should refuse an import without the admin token of this API run', async () => {
    const body = JSON.stringify({ client: 'aba', folders: [join(dataFolder, season)] })
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${'x'.repeat(43)}` }
    const answer = await app.request('/admin/import', { method: 'POST', headers, body })
    expect(answer.status).toBe(401)
  })

  it("should pass on the API's message for an unknown client or a missing folder, writing nothing", async () => {
    const listeners = { onProgress: () => {}, onWarning: () => {} }
    const unknownClient = importThroughRunningApi(
      running,
      { client: 'nowhere', folders: [join(dataFolder, season)] },
      listeners,
    )
    await expect(unknownClient).rejects.toBeInstanceOf(RunningApiImportError)
    await expect(unknownClient).rejects.toThrow('No client "nowhere": add clients/nowhere/client.json')
    const missing = join(folder, 'no-such-season')
    const missingFolder = importThroughRunningApi(running, { client: 'aba', folders: [missing] }, listeners)
    await expect(missingFolder).rejects.toThrow(`No folder ${missing} on the machine of the API.`)
  })
})
