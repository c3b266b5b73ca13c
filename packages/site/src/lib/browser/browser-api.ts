import 'client-only'
import type { PathParameters, PublicRead, PublicReadPath } from '@league/api/contract/reads'
import { expectJson, fillPath } from '@league/api/fetch-client'
import { showApiMessage } from './api-message-toast'

/**
 * A public read from the browser through the site's same-origin door (`/api/...`), typed by its path like the
 * server's `loadPublic`; a `message` the answer carries is shown as a toast.
 *
 * @example
 * const config = await readInBrowser('/v2/website/config', {})
 */
export async function readInBrowser<Path extends PublicReadPath>(
  path: Path,
  parameters: PathParameters<Path> & Record<string, string>,
  fetchImplementation: typeof fetch = fetch,
): Promise<PublicRead<Path>> {
  const url = `/api${fillPath(path, parameters)}`
  const answer = await expectJson<PublicRead<Path>>(
    fetchImplementation(url, { headers: { accept: 'application/json' } }),
    url,
  )
  showApiMessage(answer)
  return answer
}
