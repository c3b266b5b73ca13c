// Which localized paths no route of the site matches, so the proxy can answer them 404 itself. Next.js sets
// the 404 status of a page's `notFound()` only by giving up server rendering of that response (the body is
// then drawn in the browser, vercel/next.js#62228); the catch-all page renders its "Page Not Found" text on
// the server instead, and the proxy gives the response its status.
import 'server-only'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The catch-all page of `app/[site]/[locale]/[...rest]`, reached only by paths no other route matches. */
export const catchAllPage = '/[site]/[locale]/[...rest]'

export type ManifestRoute = { page: string; regex: string }

/**
 * Whether the route that serves `pathname` is the catch-all, given Next's dynamic routes in the order of
 * its routes manifest (most specific first, so the first match is the one that serves the path).
 */
export function servedByCatchAll(pathname: string, routes: ReadonlyArray<{ page: string; pattern: RegExp }>): boolean {
  return routes.find((route) => route.pattern.test(pathname))?.page === catchAllPage
}

function isManifestRoute(value: unknown): value is ManifestRoute {
  return (
    typeof value === 'object' &&
    value !== null &&
    'page' in value &&
    typeof value.page === 'string' &&
    'regex' in value &&
    typeof value.regex === 'string'
  )
}

function readRoutes(): Array<{ page: string; pattern: RegExp }> {
  // `next build` writes .next/routes-manifest.json, `next dev` .next/dev/routes-manifest.json.
  const file = [join('.next', 'routes-manifest.json'), join('.next', 'dev', 'routes-manifest.json')].find((path) =>
    existsSync(path),
  )
  if (file === undefined) {
    return []
  }
  try {
    const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'))
    const routes =
      typeof manifest === 'object' &&
      manifest !== null &&
      'dynamicRoutes' in manifest &&
      Array.isArray(manifest.dynamicRoutes)
        ? manifest.dynamicRoutes.filter(isManifestRoute)
        : []
    return routes.map((route) => ({ page: route.page, pattern: new RegExp(route.regex) }))
  } catch {
    return []
  }
}

let known: Array<{ page: string; pattern: RegExp }> | undefined

/** Whether no route but the catch-all serves this localized path (false when the manifest is unreadable). */
export function isUnmatchedPath(pathname: string): boolean {
  known ??= readRoutes()
  return servedByCatchAll(pathname, known)
}
