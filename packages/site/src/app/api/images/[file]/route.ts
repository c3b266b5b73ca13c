import { imageApiPath } from '@/lib/paths/image'
import { apiBaseUrl } from '@/lib/server/site-config'
import { requestOrigin } from '@/lib/server/server-api'

function notFound(): Response {
  return new Response('No such image\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

// One copy of a staff photo (AVIF, WebP or JPEG in one width), from the API with the site's host as Origin.
// Its id never changes its bytes, so the API's year-long immutable cache header passes through.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(file)) {
    return notFound()
  }
  const response = await fetch(new URL(imageApiPath(file).slice(1), `${apiBaseUrl}/`), {
    headers: { accept: 'image/avif,image/webp,image/jpeg', origin: await requestOrigin() },
    cache: 'no-store',
  })
  if (response.status !== 200) {
    return notFound()
  }
  const forwarded = new Headers({ 'x-content-type-options': 'nosniff' })
  for (const name of ['content-type', 'content-length', 'etag', 'cache-control']) {
    const value = response.headers.get(name)
    if (value) {
      forwarded.set(name, value)
    }
  }
  return new Response(response.body, { status: 200, headers: forwarded })
}
