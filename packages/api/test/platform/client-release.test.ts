// Dropping a client (create-league-site remove): once its folder is gone, DELETE /admin/clients/{client} with
// the admin token makes the API answer the client's domain as it answers unknown hosts, at once; the row and
// its data stay, and scaffolding the slug again serves it again.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ClientConfig } from '@league/client-league/client-schema'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readClientFiles } from '../../src/tenants/clients.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

const adminToken = randomBytes(32).toString('base64url')
let testDatabase: TestDatabase
let clientsFolder: string
let app: TestApp
let template: ClientConfig

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  const found = readClientFiles().find((client) => client.slug === 'liga-sur')
  if (found === undefined) {
    throw new Error('clients/liga-sur/client.json is missing')
  }
  template = found
}, 300_000)

afterAll(async () => {
  await testDatabase.dispose()
})

beforeEach(() => {
  clientsFolder = mkdtempSync(join(tmpdir(), 'league-api-release-'))
  app = createTestApp(testDatabase.database, { clientsFolder, adminToken })
  return () => rmSync(clientsFolder, { recursive: true, force: true })
})

/** Writes a league as create-league-site would, with languages sl, en (default sl). */
function scaffold(slug: string): string {
  const client: ClientConfig = {
    ...template,
    slug,
    title: `Liga ${slug}`,
    domains: [`${slug}.localhost`],
    languages: ['sl', 'en'],
  }
  mkdirSync(join(clientsFolder, slug), { recursive: true })
  writeFileSync(join(clientsFolder, slug, 'client.json'), JSON.stringify(client))
  return `http://${slug}.localhost:3000`
}

function configFor(origin: string) {
  return app.request('/v2/website/config', { headers: { origin } })
}

function release(slug: string, token = adminToken) {
  return app.request(`/admin/clients/${slug}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
}

describe('given a client whose folder was removed', () => {
  it('should stop answering for its domain at once, as for an unknown host', async () => {
    const origin = scaffold('liga-release')
    const before = await configFor(origin)
    expect(before.status).toBe(200)
    expect(await before.json()).toMatchObject({ slug: 'liga-release', languages: ['sl', 'en'] })
    rmSync(join(clientsFolder, 'liga-release'), { recursive: true })

    const response = await release('liga-release')

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ client: 'liga-release', released: ['liga-release.localhost'] })
    const after = await configFor(origin)
    expect(after.status).toBe(400)
    expect(await after.json()).toMatchObject({ error: { code: 'unknown_client' } })
  })

  it('should serve it again when the slug is scaffolded again', async () => {
    const origin = scaffold('liga-again')
    expect((await configFor(origin)).status).toBe(200)
    rmSync(join(clientsFolder, 'liga-again'), { recursive: true })
    expect((await release('liga-again')).status).toBe(200)

    scaffold('liga-again')

    expect((await configFor(origin)).status).toBe(200)
  })
})

describe('given a request the API must refuse', () => {
  it('should refuse a client whose folder is still there, which the next seeding would register again', async () => {
    const origin = scaffold('liga-kept')
    expect((await configFor(origin)).status).toBe(200)

    const response = await release('liga-kept')

    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('remove the folder first') },
    })
    expect((await configFor(origin)).status).toBe(200)
  })

  it('should answer 404 for a client it never had', async () => {
    expect((await release('liga-nowhere')).status).toBe(404)
  })

  it('should refuse a caller without the admin token', async () => {
    scaffold('liga-guarded')
    const origin = 'http://liga-guarded.localhost:3000'
    expect((await configFor(origin)).status).toBe(200)
    rmSync(join(clientsFolder, 'liga-guarded'), { recursive: true })

    expect((await release('liga-guarded', 'not-the-token')).status).toBe(401)
    expect((await configFor(origin)).status).toBe(200)
  })
})
