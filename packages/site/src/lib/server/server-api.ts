import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { cookies, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { site } from 'next/root-params'
import type { PathParameters, PublicRead, PublicReadPath } from '@league/api/contract/reads'
import { ApiRequestError, createFetchClient, type QueryValue } from '@league/api/fetch-client'
import { fillApiPath, UnsafePathParameterError } from '../paths/api-paths'
import { originOfSiteSegment } from './page-site'
import { resolveRequestSite, visitorAddressOf } from './request-origin'
import { siteRules } from './request-origin-rules'
import { apiBaseUrl, authCookieName, revalidateSeconds, siteOrigin } from './site-config'

type Query = Record<string, QueryValue>

/** The cache tag of every public read: revalidating it regenerates every page built from the API's data. */
export const publicDataTag = 'api'

/**
 * What a read takes after its path: the path's parameters when it names any, then the query. The answer
 * type comes from the API's contract by the path, so a changed answer fails the site's type-check.
 */
export type ReadArguments<Path extends PublicReadPath> = keyof PathParameters<Path> extends never
  ? [query?: Query]
  : [parameters: PathParameters<Path> & Record<string, string>, query?: Query]

async function publicClient() {
  return createFetchClient({ baseUrl: apiBaseUrl, origin: await readOrigin() })
}

function requestOf<Path extends PublicReadPath>(path: Path, readArguments: ReadArguments<Path>) {
  // The tuple's shape follows from the path's type, which TypeScript cannot narrow from the path's value:
  // the template itself says whether the first argument is the parameters.
  const [first, second] = readArguments
  const hasParameters = path.includes('{')
  const parameters = (hasParameters ? first : {}) as Record<string, string>
  const query = (hasParameters ? second : first) as Query | undefined
  return { url: fillApiPath(path, parameters), query }
}

async function read<Path extends PublicReadPath>(
  path: Path,
  readArguments: ReadArguments<Path>,
): Promise<PublicRead<Path>> {
  const { url, query } = requestOf(path, readArguments)
  return (await publicClient()).get<PublicRead<Path>>(url, {
    ...(query ? { query } : {}),
    next: { revalidate: revalidateSeconds, tags: [publicDataTag] },
  })
}

/**
 * Reads public data for a page. The answer is kept in Next.js' data cache (keyed by URL and Origin, so
 * per client league) for `revalidateSeconds`, and the page built from it in Next's page cache under its
 * client's path (src/lib/server/page-site.ts); an import or a final score revalidates both at once (the `api`
 * tag, src/app/api/revalidate). An API 404 (unknown season, club, player,
 * game…) becomes the site's 404.
 *
 * @example
 * const box = await loadPublic('/v2/website/games/{game}/box-score', { game: '22-6' })
 * const news = await loadPublic('/v2/website/news', { locale: 'en', page: 2 })
 */
export async function loadPublic<Path extends PublicReadPath>(
  path: Path,
  ...readArguments: ReadArguments<Path>
): Promise<PublicRead<Path>> {
  try {
    return await read(path, readArguments)
  } catch (error) {
    // A slug that cannot be a path segment names no page, like an unknown one.
    if (
      error instanceof UnsafePathParameterError ||
      (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
    ) {
      notFound()
    }
    throw error
  }
}

/** Like `loadPublic` but answers `undefined` instead of failing, for optional parts of a page. */
export async function loadOptional<Path extends PublicReadPath>(
  path: Path,
  ...readArguments: ReadArguments<Path>
): Promise<PublicRead<Path> | undefined> {
  try {
    return await read(path, readArguments)
  } catch (error) {
    console.error(`optional API read failed: ${path}`, error instanceof Error ? error.message : error)
    return undefined
  }
}

/** The client a route handler answers for, set by `answerForSite`; pages name theirs in their path. */
const routeHandlerOrigin = new AsyncLocalStorage<string>()

/**
 * Runs a route handler's reads for a client's origin. Route handlers cannot read the page's `site` segment
 * (next/root-params is for Server Components), so those that render public data (CSV, images, sitemap) say
 * which client they answer for.
 */
export function answerForSite<Result>(origin: string, answer: () => Promise<Result>): Promise<Result> {
  return routeHandlerOrigin.run(origin, answer)
}

/**
 * The origin of the client a page belongs to: the `site` segment the proxy put first in its path. A segment
 * that names no client's domain (only a visitor typing one could make it) is a page that does not exist.
 */
export async function pageOrigin(): Promise<string> {
  const origin = originOfSiteSegment(await site())
  if (origin === undefined) {
    notFound()
  }
  return origin
}

/** The client a public read is for: the route handler's, else the page's. */
async function readOrigin(): Promise<string> {
  return routeHandlerOrigin.getStore() ?? pageOrigin()
}

/**
 * The origin of the visitor's request, for route handlers and per-visitor reads: its `Host`
 * when that is a client's domain (forwarded headers only from a trusted proxy; see request-origin.ts). The
 * proxy already refused any other host, so the configured origin is only a fallback for internal renders.
 */
export async function requestOrigin(): Promise<string> {
  return resolveRequestSite(await headers(), siteRules)?.origin ?? siteOrigin
}

/**
 * The header that names the visitor to the API, for every call the site's server makes on a visitor's
 * behalf: the API counts its limits per visitor only from it (and only from a trusted proxy, which the
 * site must be for the API: `TRUSTED_PROXY` of the API). Empty when the visitor's address is unknown.
 */
export async function forwardedForVisitor(): Promise<Record<string, string>> {
  const address = visitorAddressOf(await headers(), siteRules)
  return address === undefined ? {} : { 'x-forwarded-for': address }
}

/**
 * A client for per-visitor reads (never on cacheable pages): the request's own host as Origin, the visitor's
 * address, and the signed-in user's bearer token when the auth cookie carries one.
 */
export async function visitorApi() {
  const token = (await cookies()).get(authCookieName)?.value
  return createFetchClient({
    baseUrl: apiBaseUrl,
    origin: await requestOrigin(),
    token,
    headers: await forwardedForVisitor(),
  })
}
