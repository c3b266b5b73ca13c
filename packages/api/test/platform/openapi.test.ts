// The OpenAPI document as a contract others can build on: every operation is named and says who may call
// it, every error answer is described with the one error schema, and every public read answers with the
// schema the contract module (src/contract/reads.ts) gives the site for that path.
import type { Database } from '../../src/db/connection.ts'
import { describe, expect, it } from 'vitest'
import { publicFiles, publicReads } from '../../src/contract/reads.ts'
import { createTestApp } from '../helpers/app.ts'

// The document needs no data: the app is built over a database it never queries.
const app = createTestApp({} satisfies Partial<Database> as Database)

type Operation = {
  operationId?: string
  security?: Record<string, string[]>[]
  parameters?: { in: string }[]
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>
}

async function operations(): Promise<{ method: string; path: string; operation: Operation }[]> {
  const document = (await (await app.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>
  }
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  )
}

const probes = new Set(['/health', '/ready'])

describe('given the OpenAPI document', () => {
  it('should name every operation once', async () => {
    const all = await operations()
    const names = all.map(({ operation }) => operation.operationId)
    expect(names.filter((name) => name === undefined)).toEqual([])
    expect(new Set(names).size).toBe(all.length)
  })

  it('should declare the security of every operation: none, or the bearer scheme', async () => {
    for (const { method, path, operation } of await operations()) {
      expect(operation.security, `${method} ${path}`).toBeDefined()
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))
      expect(
        schemes.every((scheme) => scheme === 'bearerAuth'),
        `${method} ${path}`,
      ).toBe(true)
      // Signed in: the user's own routes, the staff area, logout, the live writes an operator makes (events,
      // replays, screens) and a game's scoresheet (staff and operators).
      const perUser =
        path.startsWith('/v2/website/user') ||
        path.startsWith('/v2/website/staff/') ||
        path === '/auth/session' ||
        (path.startsWith('/v2/live/') && (method === 'post' || method === 'put')) ||
        path === '/v2/live/games/{game}/scoresheet'
      expect(schemes.length > 0, `${method} ${path}`).toBe(perUser)
    }
  })

  it('should describe every error answer with the error schema, and the 400/404 a league read can give', async () => {
    const missing: string[] = []
    for (const { method, path, operation } of await operations()) {
      const name = `${method} ${path}`
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400)
      if (!probes.has(path) && !errors.some(([status]) => status.startsWith('4'))) {
        missing.push(`${name}: no 4xx`)
      }
      for (const [status, response] of errors) {
        // A stale live event's 409 carries the same `error` object beside the current state (LiveConflict); a
        // fantasy squad's refusal adds the broken rules and, on a stale version, the squad (FantasySquadError).
        const schema = response.content?.['application/json']?.schema?.$ref
        if (
          schema !== '#/components/schemas/Error' &&
          !(status === '409' && schema === '#/components/schemas/LiveConflict') &&
          schema !== '#/components/schemas/FantasySquadError'
        ) {
          missing.push(`${name}: ${status} without the Error schema`)
        }
      }
      const isLeagueRead = path.startsWith('/v2/website/') && !path.startsWith('/v2/website/user')
      if (isLeagueRead && operation.responses['400'] === undefined) {
        missing.push(`${name}: no 400`)
      }
      // A venue's stream stays open before the venue's first live game, so it names no resource that can be missing.
      const namesResource =
        (operation.parameters ?? []).some((parameter) => parameter.in === 'path') &&
        path !== '/v2/live/venues/{venue}/stream'
      if (namesResource && operation.responses['404'] === undefined) {
        missing.push(`${name}: no 404`)
      }
    }
    expect(missing).toEqual([])
  })
})

describe('given the contract of public reads', () => {
  it('should list every public GET of /v2/website except the per-user, staff and application-link ones', async () => {
    // A team application's link is a secret key, read uncached by its holder: not a public read of the league.
    const keyed = ['/v2/website/user', '/v2/website/staff/', '/v2/website/applications/']
    const documented = (await operations())
      .filter(({ method, path }) => method === 'get' && path.startsWith('/v2/website/'))
      .filter(({ path }) => !keyed.some((prefix) => path.startsWith(prefix)))
      .map(({ path }) => path)
    expect(documented.toSorted()).toEqual([...Object.keys(publicReads), ...Object.keys(publicFiles)].toSorted())
  })

  it.each(Object.entries(publicFiles))('should answer the file %s as %s', (path, mediaTypes) => {
    const answered = app.openAPIRegistry.definitions.flatMap((definition) => {
      if (definition.type !== 'route' || definition.route.method !== 'get' || definition.route.path !== path) {
        return []
      }
      const ok = definition.route.responses[200]
      return [ok !== undefined && 'content' in ok ? Object.keys(ok.content ?? {}) : []]
    })
    expect(answered).toEqual([mediaTypes])
  })

  it.each(Object.entries(publicReads))('should answer %s with the contract schema', (path, schema) => {
    const answered = app.openAPIRegistry.definitions.flatMap((definition) => {
      if (definition.type !== 'route' || definition.route.method !== 'get' || definition.route.path !== path) {
        return []
      }
      const ok = definition.route.responses[200]
      const media = ok !== undefined && 'content' in ok ? ok.content?.['application/json'] : undefined
      return [media !== undefined && 'schema' in media ? media.schema : undefined]
    })
    expect(answered).toEqual([schema])
  })
})
