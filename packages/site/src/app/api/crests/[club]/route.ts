import { crestApiPath } from '@/lib/paths/crest'
import { apiBaseUrl } from '@/lib/server/site-config'
import { requestOrigin } from '@/lib/server/server-api'

function notFound(): Response {
  return new Response('No such crest\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

// A club's approved crest, from the API with the site's host as Origin (the API serves each league its own
// clubs). Its address carries the crest's version, so the API's year-long cache header passes through.
export async function GET(_request: Request, { params }: { params: Promise<{ club: string }> }) {
  const { club } = await params
  if (!/^[a-z0-9-]{1,100}$/.test(club)) {
    return notFound()
  }
  const response = await fetch(new URL(crestApiPath(club).slice(1), `${apiBaseUrl}/`), {
    headers: { accept: 'image/png', origin: await requestOrigin() },
    cache: 'no-store',
  })
  if (response.status !== 200) {
    return notFound()
  }
  const forwarded = new Headers({ 'x-content-type-options': 'nosniff' })
  for (const name of ['content-type', 'etag', 'cache-control']) {
    const value = response.headers.get(name)
    if (value) {
      forwarded.set(name, value)
    }
  }
  return new Response(response.body, { status: 200, headers: forwarded })
}
