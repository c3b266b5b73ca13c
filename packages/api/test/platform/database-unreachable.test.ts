// A database that cannot be reached (dropped or refused connections, as while PostgreSQL restarts) is nobody's
// mistake and no bug: the API answers 503 with Retry-After, so callers retry and a proxy in front may send
// the request to another instance, instead of a 500.
import { Hono } from 'hono'
import { sql } from 'drizzle-orm'
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { openDatabase, selectRows } from '../../src/db/connection.ts'
import type { AppEnv } from '../../src/http/env.ts'
import { handleError } from '../../src/http/errors.ts'

/** A local port on which nothing listens: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('given a PostgreSQL server that refuses connections', () => {
  it('should answer a read with 503, Retry-After and a message a person understands', async () => {
    const opened = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/league` })
    const app = new Hono<AppEnv>()
    app.get('/games', async (context) => context.json(await selectRows(opened.database, sql`SELECT 1 AS one`)))
    app.onError(handleError)
    try {
      const response = await app.request('/games')
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'The database cannot be reached right now; please try again in a moment',
        },
      })
    } finally {
      await opened.close()
    }
  })
})

describe('given an error that is our bug', () => {
  it('should still answer 500 without leaking its message', async () => {
    const app = new Hono<AppEnv>()
    app.get('/broken', () => {
      throw new TypeError('cannot read properties of undefined')
    })
    app.onError(handleError)
    const response = await app.request('/broken')
    expect(response.status).toBe(500)
    expect(JSON.stringify(await response.json())).not.toContain('undefined')
  })
})
