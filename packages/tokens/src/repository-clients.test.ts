// The client files the repository ships must pass the one schema every package validates with.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadClients } from './load-clients.ts'

const clientsFolder = fileURLToPath(new URL('../../../clients', import.meta.url))

describe('given the clients folder of the repository', () => {
  it('should read every client.json with the shared schema', async () => {
    const clients = await loadClients(clientsFolder)
    expect(clients.map((client) => client.slug)).toEqual(['aba', 'liga-sur'])
    expect(clients.every((client) => client.languages.includes('en'))).toBe(true)
  })
})
