import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { ClientValidationError, parseClient, type ClientConfig } from '@league/client-league/client-schema'

/** Reads and validates every `<clientsDirectory>/<slug>/client.json`, sorted by slug. */
export async function loadClients(clientsDirectory: string): Promise<ClientConfig[]> {
  const entries = await readdir(clientsDirectory, { withFileTypes: true })
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const clients: ClientConfig[] = []
  for (const folder of folders) {
    const file = path.join(clientsDirectory, folder, 'client.json')
    let json: unknown
    try {
      json = JSON.parse(await readFile(file, 'utf8'))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new ClientValidationError(`Client "${folder}": cannot read client.json: ${reason}`)
    }
    const client = parseClient(json, folder)
    if (client.slug !== folder) {
      throw new ClientValidationError(
        `Client "${folder}": slug "${client.slug}" must equal its folder name "${folder}"`,
      )
    }
    clients.push(client)
  }
  if (clients.length === 0) {
    throw new ClientValidationError(`No clients found in ${clientsDirectory}`)
  }
  return clients
}
