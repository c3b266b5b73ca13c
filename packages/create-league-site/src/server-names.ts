// The names of deploy/nginx-site.conf's server blocks (its __SERVER_NAMES__): one nginx serves every league,
// so the hint after a scaffold names every client's domains, not only the new one's, and so does the
// certificate that must cover them all.
import { hostnameOf, type ExistingClient } from './clients-folder.ts'

/** Hostnames that only ever reach this machine: they need no DNS record and no public certificate. */
export function isLocalHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]' ||
    hostname === '::1'
  )
}

/**
 * Every production hostname of every client, sorted and without repeats; when no client has one yet (a demo),
 * every hostname, so the line still names what nginx would serve.
 */
export function serverNames(clients: ExistingClient[]): string[] {
  const hostnames = [...new Set(clients.flatMap((client) => client.domains.map(hostnameOf)))].sort()
  const production = hostnames.filter((hostname) => !isLocalHostname(hostname))
  return production.length === 0 ? hostnames : production
}
