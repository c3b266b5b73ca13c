// How a client league is found: by the folder of its client.json, and by the hostnames its `domains` name.
// The API (tenancy) and the site (which hosts get pages) both read the clients folder; they list it and read
// a domain the same way here, so a host one serves the other serves too.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** One `<folder>/<name>/client.json`: `name` is the folder's name, which must be the client's slug. */
export type ClientFile = { name: string; path: string }

/** Every sub-folder of `folder` with a client.json, in directory order; none when the folder is missing. */
export function clientFilesIn(folder: string): ClientFile[] {
  if (!existsSync(folder)) {
    return []
  }
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, path: join(folder, entry.name, 'client.json') }))
    .filter((file) => existsSync(file.path))
}

/**
 * The hostname a `domains` entry names. An entry may be written with a scheme or port
 * (`http://localhost:3000`), but a request is matched on its hostname alone, in lower case.
 * @example hostnameOf('HTTP://Aba.Localhost:3000') // 'aba.localhost'
 */
export function hostnameOf(domain: string): string {
  const trimmed = domain.trim().toLowerCase()
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).hostname
  } catch {
    return trimmed
  }
}
