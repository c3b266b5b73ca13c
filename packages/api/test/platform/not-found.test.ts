// Queries say what they did not find (NotFoundError); the HTTP layer answers 404 in the one error shape.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/http/env.ts'
import { handleError } from '../../src/http/errors.ts'
import { NotFoundError } from '../../src/queries/errors.ts'

describe('given a query that finds no record under the caller key', () => {
  const app = new Hono<AppEnv>()
  app.get('/players/:player', (context) => {
    const slug = context.req.param('player')
    throw new NotFoundError('player', slug, `No player "${slug}" in this league`)
  })
  app.onError(handleError)

  it('should answer 404 with the query message', async () => {
    const response = await app.request('/players/nobody')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No player "nobody" in this league' },
    })
  })

  it('should keep what was not found on the error for callers other than HTTP', () => {
    const error = new NotFoundError('game', '22-6', 'No game "22-6" in this league')
    expect([error.kind, error.key, error.name]).toEqual(['game', '22-6', 'NotFoundError'])
  })
})
