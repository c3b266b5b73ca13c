import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brandContentType, isSafeBrandPath } from '@/lib/server/brand-assets'
import { answerForSite, loadOptional, requestOrigin } from '@/lib/server/server-api'
import { clientsFolder } from '@/lib/server/site-config'

// The host names the client league, so the answer differs per request.
export const dynamic = 'force-dynamic'

// GET /favicon.ico: browsers, feed readers and bookmarks ask for it whatever the page's <link rel="icon">
// says. It answers the client's own favicon (the largest of those create-league-site writes into
// clients/<slug>/), as the browser takes a PNG under this name as readily as an ICO.
export async function GET() {
  // A route handler has no site segment in its path: the request's host names the client.
  const config = await answerForSite(await requestOrigin(), () => loadOptional('/v2/website/config'))
  const client = config?.slug
  const file = config?.settings.crest.faviconLg ?? config?.settings.crest.faviconSm
  const contentType = file ? brandContentType(file) : undefined
  if (client === undefined || !file || !contentType || !isSafeBrandPath([client, ...file.split('/')])) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  }
  try {
    const body = await readFile(join(clientsFolder, client, ...file.split('/')))
    return new Response(body, {
      headers: {
        'content-type': contentType,
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      },
    })
  } catch {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  }
}
