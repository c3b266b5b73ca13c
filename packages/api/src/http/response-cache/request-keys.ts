// The key of a public read: the route's validated query, not the raw query string. Only the parameters the
// route declares, parsed by its own zod schema (defaults filled in) and in a fixed order, so `?junk=1`,
// `?junk=2`… share one entry instead of each costing a copy of the body.
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { ZodType } from 'zod'
import { leagueCacheKey } from '../../queries/computed-cache.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
import type { AppEnv } from '../env.ts'

/** What the app's OpenAPI registry holds: every route declared with `createRoute`. */
export type RouteDefinitions = OpenAPIHono<AppEnv>['openAPIRegistry']['definitions']

/** The key of a request; undefined when the path is no declared read or its query fails the route's schema. */
export type KeyOf = (database: object, clientSlug: string, url: URL) => string | undefined

type DeclaredRoute = { pattern: RegExp; staticSegments: number; query: ZodType | undefined }

type DeclaredRouteConfig = Extract<RouteDefinitions[number], { type: 'route' }>['route']

/**
 * Files (crests, headshots, photos, PDFs) are no reads to keep: their addresses are versioned and answered
 * with a year's immutable cache, so browsers and CDNs keep them, and holding their bytes here would only
 * crowd the JSON answers out of the byte budget. Text answers (calendars) stay.
 */
function answersBinaryFile(route: DeclaredRouteConfig): boolean {
  const success = route.responses['200']
  const content = success !== undefined && 'content' in success ? success.content : undefined
  const types = Object.keys(content ?? {})
  return types.length > 0 && types.every((type) => !type.startsWith('text/') && !type.includes('json'))
}

/** `/v2/website/games/{game}` → a pattern matching one path segment per parameter. */
function declaredRoutesOf(definitions: RouteDefinitions): DeclaredRoute[] {
  const routes: DeclaredRoute[] = []
  for (const definition of definitions) {
    if (definition.type !== 'route' || definition.route.method !== 'get' || answersBinaryFile(definition.route)) {
      continue
    }
    const segments = definition.route.path.split('/')
    const pattern = segments
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')
    const query = definition.route.request?.query
    routes.push({
      pattern: new RegExp(`^${pattern}$`),
      staticSegments: segments.filter((segment) => !segment.startsWith('{')).length,
      query: query as ZodType | undefined,
    })
  }
  // A literal segment wins over a parameter, as in the router (`/seasons/current` before `/seasons/{season}`).
  return routes.sort((first, second) => second.staticSegments - first.staticSegments)
}

/** Hono's query validator input: one string per name, or an array when the name repeats. */
function queryObjectOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name)
    query[name] = values.length === 1 ? (values[0] ?? '') : values
  }
  return query
}

/** The same JSON for the same data whatever order the keys came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([first], [second]) => first.localeCompare(second)))
      : item,
  )
}

/**
 * The validated query of a declared route as a key part; undefined when the path is no declared read or the
 * query fails the route's schema (the route answers 400 then, which is never kept anyway).
 */
function validatedQueryKey(routes: DeclaredRoute[], url: URL): string | undefined {
  const route = routes.find((candidate) => candidate.pattern.test(url.pathname))
  if (route === undefined) {
    return undefined
  }
  if (route.query === undefined) {
    return '{}'
  }
  const parsed = route.query.safeParse(queryObjectOf(url))
  return parsed.success ? canonicalJson(parsed.data) : undefined
}

/** Keys requests by the routes declared so far (read lazily: routers are mounted after the middleware). */
export function createKeyOf(routes: () => RouteDefinitions, demoClock: DemoClock): KeyOf {
  let declared: { from: number; routes: DeclaredRoute[] } | undefined
  const declaredRoutes = () => {
    const definitions = routes()
    if (declared === undefined || declared.from !== definitions.length) {
      declared = { from: definitions.length, routes: declaredRoutesOf(definitions) }
    }
    return declared.routes
  }
  return (database, clientSlug, url) => {
    const query = validatedQueryKey(declaredRoutes(), url)
    // The demo date is part of the key, as in the computed cache: it changes what every answer contains.
    return query === undefined
      ? undefined
      : leagueCacheKey(database, 'response', demoClock.date, clientSlug, url.pathname, query)
  }
}
