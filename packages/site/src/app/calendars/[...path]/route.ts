import type { NextRequest } from 'next/server'
import { UnsafePathParameterError } from '@/lib/paths/api-paths'
import { calendarApiPath, calendarSubjectOf } from '@/lib/paths/calendar-files'
import { apiBaseUrl } from '@/lib/server/site-config'
import { requestOrigin } from '@/lib/server/server-api'

function notFound(): Response {
  return new Response('No such calendar\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

// A subscribable calendar (.ics) of a league season or a team, from the API with the site's host as Origin.
// Calendar applications poll this address, so the API's ETag and cache headers pass through.
export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const subject = calendarSubjectOf((await params).path)
  if (subject === undefined) {
    return notFound()
  }
  let apiPath: string
  try {
    apiPath = calendarApiPath(subject)
  } catch (error) {
    if (error instanceof UnsafePathParameterError) {
      return notFound()
    }
    throw error
  }
  const headers: Record<string, string> = { accept: 'text/calendar', origin: await requestOrigin() }
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch) {
    headers['if-none-match'] = ifNoneMatch
  }
  const response = await fetch(new URL(apiPath.slice(1), `${apiBaseUrl}/`), { headers, cache: 'no-store' })
  if (response.status === 404 || response.status === 400) {
    return notFound()
  }
  const forwarded = new Headers()
  for (const name of ['content-type', 'content-disposition', 'etag', 'cache-control']) {
    const value = response.headers.get(name)
    if (value) {
      forwarded.set(name, value)
    }
  }
  return new Response(response.status === 304 ? null : response.body, { status: response.status, headers: forwarded })
}
