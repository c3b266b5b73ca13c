import { documentApiPath } from '@/lib/paths/document-file'
import { requestOrigin } from '@/lib/server/server-api'
import { apiBaseUrl } from '@/lib/server/site-config'

function notFound(): Response {
  return new Response('No such document\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

// A published document version's PDF, from the API with the site's host as Origin (each league serves its own
// documents). The API names it as a download with its clean name; a new version is a new address, so the
// API's year-long cache header passes through.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!/^[0-9a-f-]{36}$/.test(file)) {
    return notFound()
  }
  const response = await fetch(new URL(documentApiPath(file).slice(1), `${apiBaseUrl}/`), {
    headers: { accept: 'application/pdf', origin: await requestOrigin() },
    cache: 'no-store',
  })
  if (response.status !== 200) {
    return notFound()
  }
  const forwarded = new Headers({ 'x-content-type-options': 'nosniff' })
  for (const name of ['content-type', 'content-disposition', 'cache-control', 'etag']) {
    const value = response.headers.get(name)
    if (value) {
      forwarded.set(name, value)
    }
  }
  // Read whole (a PDF is at most 10 MB) so the answer is never cut off midway by the API's connection.
  return new Response(await response.arrayBuffer(), { status: 200, headers: forwarded })
}
