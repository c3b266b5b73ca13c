// The config answer carries a client's notice as its `message` (spec §7: the site shows a 200 answer's message)
// and the spec's `website.game.details.teamStats.currentPeriod.bottom` switch, both from client.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ClientConfig } from '../../src/contract/platform.ts'
import type { ClientConfig as ClientFile } from '@league/client-league/client-schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readClientFiles } from '../../src/tenants/clients.ts'
import { createTestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

let testDatabase: TestDatabase
let clientsFolder: string

beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite')
  clientsFolder = mkdtempSync(join(tmpdir(), 'league-api-notice-'))
  const template = readClientFiles().find((client) => client.slug === 'liga-sur')
  if (template === undefined) {
    throw new Error('clients/liga-sur/client.json is missing')
  }
  const clients: ClientFile[] = [
    { ...template, slug: 'plain', domains: ['plain.localhost'] },
    {
      ...template,
      slug: 'notice',
      domains: ['notice.localhost'],
      message: 'Notifications are on for this device',
      website: { game: { details: { teamStats: { currentPeriod: { bottom: true } } } } },
    },
  ]
  for (const client of clients) {
    mkdirSync(join(clientsFolder, client.slug), { recursive: true })
    writeFileSync(join(clientsFolder, client.slug, 'client.json'), JSON.stringify(client))
  }
}, 120_000)

afterAll(async () => {
  rmSync(clientsFolder, { recursive: true, force: true })
  await testDatabase.dispose()
})

async function configOf(origin: string): Promise<ClientConfig> {
  const app = createTestApp(testDatabase.database, { clientsFolder })
  const response = await app.request('/v2/website/config', { headers: { Origin: origin } })
  expect(response.status).toBe(200)
  return (await response.json()) as ClientConfig
}

describe('given a client whose client.json has a notice and the current-period switch', () => {
  it('should answer the notice as the message and the switch as set', async () => {
    const config = await configOf('http://notice.localhost:3000')
    expect(config.message).toBe('Notifications are on for this device')
    expect(config.website.game.details.teamStats.currentPeriod.bottom).toBe(true)
  })
})

describe('given a client whose client.json has neither', () => {
  it('should answer no message and the switch off', async () => {
    const config = await configOf('http://plain.localhost:3000')
    expect(config).not.toHaveProperty('message')
    expect(config.website.game.details.teamStats.currentPeriod.bottom).toBe(false)
  })
})
