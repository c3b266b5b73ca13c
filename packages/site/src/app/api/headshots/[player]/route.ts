import { headshotApiPath } from '@/lib/paths/headshot'
import { apiBaseUrl } from '@/lib/server/site-config'
import { requestOrigin } from '@/lib/server/server-api'

function notFound(): Response {
  return new Response('No such headshot\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

// A player's headshot, from the API with the site's host as Origin (the API serves each league its own
// players). Its address carries the headshot's version, so the API's year-long cache header passes through.
export async function GET(_request: Request, { params }: { params: Promise<{ player: string }> }) {
  const { player } = await params
  if (!/^[a-z0-9-]{1,100}$/.test(player)) {
    return notFound()
  }
  const response = await fetch(new URL(headshotApiPath(player).slice(1), `${apiBaseUrl}/`), {
    headers: { accept: 'image/webp', origin: await requestOrigin() },
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
