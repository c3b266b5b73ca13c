// The API re-reads clients/ when a hostname nobody answers for arrives, so a client folder written by
// create-league-site is served without a restart; a broken client.json is reported and the other clients
// keep serving; and the re-read happens at most once per window, so unknown hostnames cannot make the API
// read the disk on every request. The clock is injected: nothing sleeps.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ClientConfig } from '@league/client-league/client-schema'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ClientDirectory, ClientFileError, readClientFiles } from '../../src/tenants/clients.ts'
import { createTestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

let testDatabase: TestDatabase
let clientsFolder: string
let repositoryClients: ClientConfig[]

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  repositoryClients = readClientFiles()
}, 120_000)

afterAll(async () => {
  await testDatabase.dispose()
})

beforeEach(() => {
  // A clients/ folder of the test's own holding copies of the repository's clients (aba, liga-sur).
  clientsFolder = mkdtempSync(join(tmpdir(), 'league-api-clients-'))
  for (const client of repositoryClients) {
    writeClient(client)
  }
  return () => rmSync(clientsFolder, { recursive: true, force: true })
})

function writeClient(client: ClientConfig): void {
  mkdirSync(join(clientsFolder, client.slug), { recursive: true })
  writeFileSync(join(clientsFolder, client.slug, 'client.json'), JSON.stringify(client, null, 2))
}

/** A new league made from liga-sur's settings, as create-league-site would write it. */
function newLeague(slug: string): ClientConfig {
  const template = repositoryClients.find((client) => client.slug === 'liga-sur')
  if (template === undefined) {
    throw new Error('clients/liga-sur/client.json is missing')
  }
  return { ...template, slug, title: `League ${slug}`, domains: [`${slug}.localhost`] }
}

/** The clock the directory reads, moved by hand. */
function manualClock() {
  let now = 1_000_000
  return {
    now: () => now,
    advance: (milliseconds: number) => {
      now += milliseconds
    },
  }
}

describe('given a client folder written after the API started', () => {
  it('should serve the new client on the first request for its hostname', async () => {
    const clock = manualClock()
    const directory = new ClientDirectory(testDatabase.database, { clientsFolder, now: clock.now })
    expect((await directory.forHostname('localhost'))?.slug).toBe('aba')

    writeClient(newLeague('north'))
    clock.advance(5_000)

    const served = await directory.forHostname('North.localhost')
    expect(served?.slug).toBe('north')
    expect(served?.settings.title).toBe('League north')
    expect((await directory.forHostname('localhost'))?.slug).toBe('aba')
  })
})

describe('given unknown hostnames arriving in quick succession', () => {
  it('should re-read the folder at most once in five seconds', async () => {
    const clock = manualClock()
    const directory = new ClientDirectory(testDatabase.database, { clientsFolder, now: clock.now })
    expect(await directory.forHostname('nobody.localhost')).toBeUndefined()

    // Written right after a read: the next unknown hostnames inside the window do not read the disk.
    writeClient(newLeague('east'))
    clock.advance(1_000)
    expect(await directory.forHostname('east.localhost')).toBeUndefined()
    clock.advance(3_999)
    expect(await directory.forHostname('east.localhost')).toBeUndefined()

    clock.advance(1)
    expect((await directory.forHostname('east.localhost'))?.slug).toBe('east')
  })

  it('should never re-read for a known hostname inside the maximum age', async () => {
    const clock = manualClock()
    const directory = new ClientDirectory(testDatabase.database, { clientsFolder, now: clock.now })
    expect((await directory.forHostname('localhost'))?.settings.title).toBe('ABA League')
    const aba = repositoryClients.find((client) => client.slug === 'aba')
    if (aba === undefined) {
      throw new Error('clients/aba/client.json is missing')
    }
    writeClient({ ...aba, title: 'ABA League (edited)' })
    clock.advance(30_000)
    expect((await directory.forHostname('localhost'))?.settings.title).toBe('ABA League')
  })
})

describe('given a broken client.json in the folder', () => {
  it('should report it and keep serving the other clients', async () => {
    const clock = manualClock()
    const reported: unknown[] = []
    const directory = new ClientDirectory(testDatabase.database, {
      clientsFolder,
      now: clock.now,
      onSeedError: (error) => reported.push(error),
    })
    expect((await directory.forHostname('liga-sur.localhost'))?.slug).toBe('liga-sur')

    mkdirSync(join(clientsFolder, 'half-edited'))
    writeFileSync(join(clientsFolder, 'half-edited', 'client.json'), '{ "slug": "half-edited", ')
    clock.advance(5_000)

    expect(await directory.forHostname('half-edited.localhost')).toBeUndefined()
    expect(reported).toHaveLength(1)
    expect(reported[0]).toBeInstanceOf(ClientFileError)
    expect(String(reported[0])).toMatch(/clients\/half-edited\/client\.json is not valid JSON/)
    expect((await directory.forHostname('liga-sur.localhost'))?.slug).toBe('liga-sur')
    expect((await directory.forHostname('localhost'))?.slug).toBe('aba')
  })

  it('should answer requests for the other clients through the app and tell its error hook', async () => {
    writeFileSync(join(clientsFolder, 'aba', 'client.json'), JSON.stringify({ slug: 'aba', title: '' }))
    const reported: unknown[] = []
    const app = createTestApp(testDatabase.database, {
      clientsFolder,
      onClientsFolderError: (error) => reported.push(error),
    })

    const response = await app.request('/v2/website/config', {
      headers: { Origin: 'http://liga-sur.localhost:3000' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ slug: 'liga-sur' })
    expect(reported).toHaveLength(1)
    expect(String(reported[0])).toMatch(/clients\/aba\/client\.json is not a valid client:[\s\S]*title/)

    // aba's stored row still serves: a half-edited file never takes a running site down.
    const aba = await app.request('/v2/website/config', { headers: { Origin: 'http://localhost:3000' } })
    expect(aba.status).toBe(200)
    expect(await aba.json()).toMatchObject({ slug: 'aba', settings: { title: 'ABA League' } })
  })
})

describe('given a client whose client.json names a timer API', () => {
  it('should give its timerApiBase in the site config, and null to a client without one', async () => {
    writeClient({ ...newLeague('timed'), timerApiBase: 'https://timer.example.com' })
    const app = createTestApp(testDatabase.database, { clientsFolder })
    const timed = await app.request('/v2/website/config', { headers: { Origin: 'http://timed.localhost:3000' } })
    expect(await timed.json()).toMatchObject({
      slug: 'timed',
      settings: { timerApiBase: 'https://timer.example.com' },
    })
    const aba = await app.request('/v2/website/config', { headers: { Origin: 'http://localhost:3000' } })
    expect(await aba.json()).toMatchObject({ slug: 'aba', settings: { timerApiBase: null } })
  })
})

describe('given a client whose client.json has a push section', () => {
  it('should give its public Firebase configuration in the site config, and null to a client without one', async () => {
    const push = {
      apiKey: 'key',
      projectId: 'league',
      messagingSenderId: '42',
      appId: '1:42:web:1',
      vapidKey: 'BExample',
    }
    writeClient({ ...newLeague('pushing'), push })
    const app = createTestApp(testDatabase.database, { clientsFolder })
    const pushing = await app.request('/v2/website/config', { headers: { Origin: 'http://pushing.localhost:3000' } })
    expect(await pushing.json()).toMatchObject({ slug: 'pushing', settings: { push } })
    const aba = await app.request('/v2/website/config', { headers: { Origin: 'http://localhost:3000' } })
    expect(await aba.json()).toMatchObject({ slug: 'aba', settings: { push: null } })
  })
})

describe('given the lookup that answers without waiting (the fast path in front of the app)', () => {
  it('should answer from the last load, and from the previous one while a due reload runs', async () => {
    const clock = manualClock()
    const directory = new ClientDirectory(testDatabase.database, { clientsFolder, now: clock.now })
    expect(directory.loadedForHostname('localhost')).toBeUndefined()
    expect((await directory.forHostname('localhost'))?.slug).toBe('aba')
    expect(directory.loadedForHostname('LocalHost')?.slug).toBe('aba')
    expect(directory.loadedForHostname('nobody.localhost')).toBeUndefined()

    const aba = repositoryClients.find((client) => client.slug === 'aba')
    if (aba === undefined) {
      throw new Error('clients/aba/client.json is missing')
    }
    writeClient({ ...aba, title: 'ABA League (edited)' })
    clock.advance(60_001)
    // Due for a reload: the lookup starts it and answers from the previous load until it lands.
    expect(directory.loadedForHostname('localhost')?.settings.title).toBe('ABA League')
    expect((await directory.forHostname('localhost'))?.settings.title).toBe('ABA League (edited)')
    expect(directory.loadedForHostname('localhost')?.settings.title).toBe('ABA League (edited)')

    // Asked to reload (the data changed): nothing is answered without waiting until the next load.
    directory.reload()
    expect(directory.loadedForHostname('localhost')).toBeUndefined()
  })
})
