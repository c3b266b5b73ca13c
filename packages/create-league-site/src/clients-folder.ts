import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { clientSchema } from '@league/client-league/client-schema'

const clientDomainsSchema = clientSchema.pick({ domains: true })

export type ExistingClient = { slug: string; domains: string[] }

/** The hostname of a domain as the API matches it (lower case, no scheme or port). */
export function hostnameOf(domain: string): string {
  const trimmed = domain.trim().toLowerCase()
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).hostname
  } catch {
    return trimmed
  }
}

/** The other clients of a clients folder with their domains; unreadable files are skipped (check reports them). */
export async function existingClients(clientsDirectory: string): Promise<ExistingClient[]> {
  if (!existsSync(clientsDirectory)) {
    return []
  }
  const entries = await readdir(clientsDirectory, { withFileTypes: true })
  const clients: ExistingClient[] = []
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) {
      continue
    }
    try {
      const json: unknown = JSON.parse(await readFile(path.join(clientsDirectory, entry.name, 'client.json'), 'utf8'))
      const parsed = clientDomainsSchema.safeParse(json)
      clients.push({ slug: entry.name, domains: parsed.success ? parsed.data.domains : [] })
    } catch {
      continue
    }
  }
  return clients
}

/** Problems of domains another client already answers for, one per domain. */
export function domainConflicts(slug: string, domains: string[], others: ExistingClient[]): string[] {
  const problems: string[] = []
  for (const domain of domains) {
    const hostname = hostnameOf(domain)
    const owner = others.find(
      (other) => other.slug !== slug && other.domains.some((taken) => hostnameOf(taken) === hostname),
    )
    if (owner !== undefined) {
      problems.push(`domain ${hostname} is already used by client "${owner.slug}"`)
    }
  }
  return problems
}
