import { describe, expect, it } from 'vitest'
import { ApiRequestError, buildApiUrl, createApiClient } from './api'

function scriptedFetch(statuses: number[]) {
  const calls: { url: string; headers: Record<string, string> }[] = []
  const implementation = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> })
    const status = statuses[calls.length - 1] ?? 500
    const body = status === 200 ? { ok: true } : { error: { code: 'failed', message: 'nope' } }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
  return { calls, implementation }
}

describe('given the API client', () => {
  it('should send the site origin and no authorization on public reads', async () => {
    const { calls, implementation } = scriptedFetch([200])
    const client = createApiClient({
      baseUrl: 'http://api.test',
      origin: 'http://localhost:3000',
      fetch: implementation,
    })
    await client.get('/v2/website/seasons')
    expect(calls[0]?.headers.origin).toBe('http://localhost:3000')
    expect(calls[0]?.headers.authorization).toBeUndefined()
  })

  it('should send the bearer token when one is given', async () => {
    const { calls, implementation } = scriptedFetch([200])
    const client = createApiClient({
      baseUrl: 'http://api.test',
      origin: 'http://x',
      token: 'abc',
      fetch: implementation,
    })
    await client.get('/v2/website/user')
    expect(calls[0]?.headers.authorization).toBe('Bearer abc')
  })

  it('should retry a 503 once and return the second answer', async () => {
    const { calls, implementation } = scriptedFetch([503, 200])
    const client = createApiClient({ baseUrl: 'http://api.test', origin: 'http://x', fetch: implementation })
    await expect(client.get('/v2/website/seasons')).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
  })

  it('should fail with the status and code after a second 503', async () => {
    const { calls, implementation } = scriptedFetch([503, 503, 200])
    const client = createApiClient({ baseUrl: 'http://api.test', origin: 'http://x', fetch: implementation })
    const error = await client.get('/v2/website/seasons').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).status).toBe(503)
    expect((error as ApiRequestError).code).toBe('failed')
    expect(calls).toHaveLength(2)
  })

  it('should not retry a 404', async () => {
    const { calls, implementation } = scriptedFetch([404, 200])
    const client = createApiClient({ baseUrl: 'http://api.test', origin: 'http://x', fetch: implementation })
    await expect(client.get('/v2/website/players/nobody')).rejects.toMatchObject({ status: 404 })
    expect(calls).toHaveLength(1)
  })
})

describe('given a path and a query', () => {
  it('should join them onto the base URL and leave out empty values', () => {
    expect(buildApiUrl('http://api.test/', '/v2/website/leaders', { stat: 'points', phase: undefined, page: 2 })).toBe(
      'http://api.test/v2/website/leaders?stat=points&page=2',
    )
  })
})
