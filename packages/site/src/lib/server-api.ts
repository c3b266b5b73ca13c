import { cookies, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { ApiRequestError, createFetchClient, type QueryValue } from '@league/api/fetch-client'
import { apiBaseUrl, authCookieName, revalidateSeconds, siteOrigin } from './site-config'

async function publicClient() {
  return createFetchClient({ baseUrl: apiBaseUrl, origin: await requestOrigin() })
}

/**
 * Reads public data for a page. The answer is kept in Next.js' data cache (keyed by URL and Origin, so
 * per client league) for `revalidateSeconds`; the HTML carries no per-user data, so the reverse proxy in
 * front (deploy/nginx-site.conf) caches whole pages per host. An API 404 (unknown season, club, player,
 * game…) becomes the site's 404.
 */
export async function loadPublic<Body>(path: string, query?: Record<string, QueryValue>): Promise<Body> {
  try {
    return await (
      await publicClient()
    ).get<Body>(path, {
      ...(query ? { query } : {}),
      next: { revalidate: revalidateSeconds, tags: ['api'] },
    })
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      notFound()
    }
    throw error
  }
}

/** Like `loadPublic` but answers `undefined` instead of failing, for optional parts of a page. */
export async function loadOptional<Body>(path: string, query?: Record<string, QueryValue>): Promise<Body | undefined> {
  try {
    return await (
      await publicClient()
    ).get<Body>(path, {
      ...(query ? { query } : {}),
      next: { revalidate: revalidateSeconds, tags: ['api'] },
    })
  } catch (error) {
    console.error(`optional API read failed: ${path}`, error instanceof Error ? error.message : error)
    return undefined
  }
}

/** The origin of the visitor's request, for per-request reads. */
export async function requestOrigin(): Promise<string> {
  const requestHeaders = await headers()
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host')
  if (!host) {
    return siteOrigin
  }
  const protocol = requestHeaders.get('x-forwarded-proto') ?? 'http'
  return `${protocol}://${host}`
}

/**
 * A client for per-visitor reads (never on cacheable pages): the request's own host as Origin and the
 * signed-in user's bearer token when the auth cookie carries one.
 */
export async function visitorApi() {
  const token = (await cookies()).get(authCookieName)?.value
  return createFetchClient({ baseUrl: apiBaseUrl, origin: await requestOrigin(), token })
}
