// The runbook's scripts (README, "Ship a new client"), run once as written on their local part: scaffold a league
// into a temporary copy of the demo clients, check it, import a season through the running API (which holds the
// PGlite folder), print nginx's names and certificate command for every client, fill the nginx file (checked by
// `nginx -t` when nginx is installed), and remove the league again.
import { serve } from '@hono/node-server'
import { execFile, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lockDataDirectory } from '../../src/db/connection.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { dataFolder } from '../league/csv-season.ts'

const run = promisify(execFile)
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const runbook = join(repositoryRoot, 'scripts', 'runbook')
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate))

describe('given a running API on PGlite and a copy of the demo clients', () => {
  const adminToken = randomBytes(32).toString('base64url')
  let opened: TestDatabase
  let app: TestApp
  let server: Server
  let folder: string
  let environment: NodeJS.ProcessEnv
  let releaseLock: (() => void) | undefined

  async function script(name: string, ...args: string[]): Promise<{ code: number; output: string }> {
    try {
      const { stdout, stderr } = await run(join(runbook, name), args, { env: environment, timeout: 300_000 })
      return { code: 0, output: `${stdout}\n${stderr}` }
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string }
      return { code: failed.code, output: `${failed.stdout}\n${failed.stderr}` }
    }
  }

  beforeAll(async () => {
    opened = await openTestDatabase('pglite')
    folder = mkdtempSync(join(tmpdir(), 'league-runbook-'))
    const clientsFolder = join(folder, 'clients')
    // The two demo clients by name: an extra league in the working copy's clients/ changes nothing here.
    for (const slug of ['aba', 'liga-sur']) {
      cpSync(join(repositoryRoot, 'clients', slug), join(clientsFolder, slug), { recursive: true })
    }
    app = createTestApp(opened.database, { adminToken, clientsFolder })
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server))
    })
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    // The API's state folder, as `npm start` has .data/: its PGlite lock names this API.
    const stateFolder = join(folder, 'state')
    mkdirSync(stateFolder)
    releaseLock = lockDataDirectory(join(stateFolder, 'pglite'), 'the API of this test', { apiUrl, adminToken })
    environment = {
      ...process.env,
      CLIENTS_DIR: clientsFolder,
      API_URL: apiUrl,
      API_DATA_DIR: stateFolder,
      DATABASE_URL: '',
    }
  }, 300_000)

  afterAll(async () => {
    releaseLock?.()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await opened.dispose()
    rmSync(folder, { recursive: true, force: true })
  })

  it('should ship a new league with its data, then remove it, as the runbook says', async () => {
    const themes = join(folder, 'themes')
    const shipped = await script(
      'new-client.sh',
      'liga-norte',
      '--data',
      join(dataFolder, 'aba-2020-21'),
      '--yes',
      '--name',
      'Liga Norte',
      '--domain',
      'liganorte.example',
      '--themes-output',
      themes,
    )
    expect(shipped.output).not.toContain('stop that process first')
    expect(shipped.code).toBe(0)
    expect(shipped.output).toContain('== 2/4 check liga-norte')
    expect(shipped.output).toMatch(/Imported 2020-21 \(\d+ games\) for liga-norte through the running API/)
    expect(shipped.output).toContain('server_name liganorte.example;')
    expect(shipped.output).toContain('--cert-name league-sites --expand -d liganorte.example')
    const seasons = await app.request('/v2/website/seasons', {
      headers: { Origin: 'http://liga-norte.localhost:3000' },
    })
    expect(JSON.stringify(await seasons.json())).toContain('2020-21')

    const removed = await script(
      'remove-client.sh',
      'liga-norte',
      '--yes',
      '--force',
      '--themes-output',
      themes,
      '--site-revalidate-url',
      'http://127.0.0.1:9/api/revalidate',
    )
    expect(removed.code).toBe(0)
    expect(existsSync(join(folder, 'clients', 'liga-norte'))).toBe(false)
    expect(removed.output).toContain('server_name 127.0.0.1 liga-sur.localhost localhost;')
  }, 600_000)

  it.skipIf(nginx === undefined)('should write an nginx file for every client that nginx accepts', async () => {
    const work = join(folder, 'nginx')
    mkdirSync(join(work, 'cache'), { recursive: true })
    const key = join(work, 'site.key')
    const certificate = join(work, 'site.crt')
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
        '-keyout',
        key,
        '-out',
        certificate,
      ]),
    )
    expect(made.status).toBe(0)
    const { stdout: site } = await run(
      process.execPath,
      [
        join(runbook, 'nginx-site.mjs'),
        '--certificate',
        certificate,
        '--certificate-key',
        key,
        '--cache-dir',
        join(work, 'cache'),
        '--acme-root',
        join(work, 'acme'),
        '--http',
        '127.0.0.1:9080',
        '--https',
        '127.0.0.1:9443',
      ],
      { env: environment },
    )
    expect(site).toContain('server_name 127.0.0.1 liga-sur.localhost localhost;')
    expect(site).toContain('server 127.0.0.1:8101 max_fails=1 fail_timeout=5s;')
    expect(site).not.toMatch(/__[A-Z_]+__/)
    const config = join(work, 'nginx.conf')
    writeFileSync(
      config,
      `pid ${join(work, 'nginx.pid')};\nerror_log ${join(work, 'error.log')};\nevents {}\nhttp {\n${site}\n}\n`,
    )
    const checked = spawnSync(nginx ?? 'nginx', ['-t', '-c', config, '-p', work], { encoding: 'utf8' })
    expect(checked.stderr).toContain('test is successful')
  })
})
