// Registering a client with the API. The API seeds every clients/<slug>/client.json into its database on
// start and re-reads the folder when a request names a hostname it does not know, so writing the folder
// is the registration; here the CLI asks a running API whether it answers for the new domain.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { z } from 'zod'
import { apiPackageDirectory } from './paths.ts'

// The one field of GET /v2/website/config this check reads.
const websiteConfigSlugSchema = z.object({ slug: z.string() })

export type Registration = 'registered' | 'api-not-running' | 'not-yet-served'

/** Asks the API at `apiUrl` for the client's website config as the client's site would. */
export async function confirmRegistration(apiUrl: string, slug: string, domain: string): Promise<Registration> {
  let response: Response
  try {
    response = await fetch(new URL('/v2/website/config', apiUrl), {
      headers: { origin: `http://${domain}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    })
  } catch {
    return 'api-not-running'
  }
  if (!response.ok) {
    await response.body?.cancel()
    return 'not-yet-served'
  }
  const body = websiteConfigSlugSchema.safeParse(await response.json())
  return body.success && body.data.slug === slug ? 'registered' : 'not-yet-served'
}

/** Imports a season folder for the client with the API's own importer (`league-api import`). */
export function importData(folder: string, slug: string, clientsDirectory: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(apiPackageDirectory, 'bin', 'league-api.mjs'),
        'import',
        path.resolve(folder),
        '--client',
        slug,
        '--no-progress',
      ],
      { cwd: apiPackageDirectory, env: { ...process.env, CLIENTS_DIR: clientsDirectory }, stdio: 'inherit' },
    )
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) {
        resolve()
      } else {
        reject(new Error(`league-api import exited with code ${code ?? 'null'}`))
      }
    })
  })
}

// The fields of GET /v2/website/current-season-leagues that say whether a client has data.
const currentSeasonDataSchema = z.object({
  currentSeasonLeagues: z.array(z.unknown()),
  currentSeasonTournaments: z.array(z.unknown()),
  scheduledGamesCount: z.number(),
})

/** What the API holds for a client: its current season's data in words, none, or unknown (no API answers). */
export type ClientData = { kind: 'data'; description: string } | { kind: 'none' } | { kind: 'unknown'; reason: string }

/** Asks the API at `apiUrl`, as the client's site would, whether the client has leagues or games. */
export async function clientDataAt(apiUrl: string, domain: string): Promise<ClientData> {
  let response: Response
  try {
    response = await fetch(new URL('/v2/website/current-season-leagues', apiUrl), {
      headers: { origin: `http://${domain}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    })
  } catch {
    return { kind: 'unknown', reason: `no API answers at ${apiUrl}` }
  }
  if (!response.ok) {
    await response.body?.cancel()
    // 400 unknown_client: the API does not know the domain, so it holds nothing for the client.
    return response.status === 400
      ? { kind: 'none' }
      : { kind: 'unknown', reason: `the API at ${apiUrl} answered ${response.status}` }
  }
  const body = currentSeasonDataSchema.safeParse(await response.json())
  if (!body.success) {
    return { kind: 'unknown', reason: `the API at ${apiUrl} answered in an unexpected shape` }
  }
  const competitions = body.data.currentSeasonLeagues.length + body.data.currentSeasonTournaments.length
  if (competitions === 0 && body.data.scheduledGamesCount === 0) {
    return { kind: 'none' }
  }
  return {
    kind: 'data',
    description: `${competitions} ${competitions === 1 ? 'competition' : 'competitions'} and ${body.data.scheduledGamesCount} scheduled ${body.data.scheduledGamesCount === 1 ? 'game' : 'games'} this season`,
  }
}

export type SiteCacheOutcome = 'dropped' | 'no-token' | 'site-not-running' | 'refused'

/**
 * Asks the running site to drop its cached pages through its POST /api/revalidate (the API's way of saying
 * its data changed; it takes REVALIDATE_TOKEN, the token the site runs with). The site has no per-client
 * revalidation, so every client's pages regenerate at their next visit: a removed client's are not served again.
 */
export async function dropSiteCache(revalidateUrl: string, token: string | undefined): Promise<SiteCacheOutcome> {
  if (token === undefined || token === '') {
    return 'no-token'
  }
  let response: Response
  try {
    response = await fetch(revalidateUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(5_000),
    })
  } catch {
    return 'site-not-running'
  }
  await response.body?.cancel()
  return response.ok ? 'dropped' : 'refused'
}

/** What became of a removed client's registration with the API: dropped (the API's words), or why not. */
export type RegistrationRelease = { kind: 'released'; message: string } | { kind: 'failed'; reason: string }

/**
 * Drops the registration of a client whose folder is gone, with the API's own command (`league-api client
 * remove`): it asks the running API (DELETE /admin/clients/{slug}, with the admin token of its lock file),
 * which then answers the client's domains as unknown hosts at once, or writes to the database itself.
 */
export function releaseRegistration(slug: string, clientsDirectory: string): Promise<RegistrationRelease> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(apiPackageDirectory, 'bin', 'league-api.mjs'), 'client', 'remove', slug],
      { cwd: apiPackageDirectory, env: { ...process.env, CLIENTS_DIR: path.resolve(clientsDirectory) } },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', (error) => resolve({ kind: 'failed', reason: error.message }))
    child.on('exit', (code) => {
      const message = output.trim().split('\n').at(-1) ?? ''
      if (code === 0) {
        resolve({ kind: 'released', message })
      } else if (code === 2) {
        // The API never registered it (no API ran since the scaffold): nothing answers for its domains.
        resolve({ kind: 'released', message: `The API has no registration of ${slug}.` })
      } else {
        resolve({ kind: 'failed', reason: message || `exit code ${code ?? 'null'}` })
      }
    })
  })
}
