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
