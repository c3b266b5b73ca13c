import { describe, expect, it } from 'vitest'
import { ApiRequestError, createApiClient, retryableStatuses } from '../../src/client.ts'

type Call = { url: string; method: string; headers: Headers; body: string | undefined }

/** A fetch that answers the given statuses in order and records every call. */
function scriptedFetch(statuses: number[], body: unknown = { ok: true }) {
  const calls: Call[] = []
  const fetchImplementation: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    })
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200
    const payload = status < 400 ? body : { error: { code: 'unavailable', message: 'try later' } }
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } })
  }
  return { calls, fetchImplementation }
}

const baseUrl = 'http://127.0.0.1:4000'
const origin = 'http://localhost:3000'

describe('given the typed API client', () => {
  it('should send the Origin and, with a token, the bearer Authorization header', async () => {
    const { calls, fetchImplementation } = scriptedFetch([200], { uuid: 'u', email: null, name: 'A', fcmTokens: [] })
    const client = createApiClient({ baseUrl, origin, token: 'abc.def.ghi', fetch: fetchImplementation })
    await client.user()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('http://127.0.0.1:4000/v2/website/user')
    expect(calls[0]?.headers.get('Origin')).toBe(origin)
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi')
  })

  it('should send no Authorization header without a token', async () => {
    const { calls, fetchImplementation } = scriptedFetch([200])
    await createApiClient({ baseUrl, origin, fetch: fetchImplementation }).get('/v2/website/seasons')
    expect(calls[0]?.headers.has('Authorization')).toBe(false)
  })

  it.each([...retryableStatuses])('should retry a GET once after %i and return the second answer', async (status) => {
    const { calls, fetchImplementation } = scriptedFetch([status, 200], { seasons: [] })
    const client = createApiClient({ baseUrl, origin, fetch: fetchImplementation })
    await expect(client.get('/v2/website/seasons')).resolves.toEqual({ seasons: [] })
    expect(calls).toHaveLength(2)
  })

  it('should give up after one retry with the error of the second answer', async () => {
    const { calls, fetchImplementation } = scriptedFetch([503, 503, 200])
    const client = createApiClient({ baseUrl, origin, fetch: fetchImplementation })
    const failure = await client.get('/v2/website/seasons').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiRequestError)
    expect(failure).toMatchObject({ status: 503, code: 'unavailable', path: '/v2/website/seasons' })
    expect(calls).toHaveLength(2)
  })

  it.each([400, 401, 404, 422])('should not retry a GET after %i', async (status) => {
    const { calls, fetchImplementation } = scriptedFetch([status, 200])
    const client = createApiClient({ baseUrl, origin, fetch: fetchImplementation })
    await expect(client.get('/v2/website/clubs/x')).rejects.toMatchObject({ status })
    expect(calls).toHaveLength(1)
  })

  it('should never retry a write, even on a retryable status', async () => {
    const { calls, fetchImplementation } = scriptedFetch([503, 200])
    const client = createApiClient({ baseUrl, origin, token: 't', fetch: fetchImplementation })
    await expect(client.storeFcmToken('device')).rejects.toMatchObject({ status: 503 })
    await expect(client.login({ email: 'a@example.com', password: 'secret' })).resolves.toBeDefined()
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST'])
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ token: 'device' })
  })

  it('should put query values in the URL, leaving out empty ones', async () => {
    const { calls, fetchImplementation } = scriptedFetch([200])
    await createApiClient({ baseUrl: `${baseUrl}/`, origin, fetch: fetchImplementation }).get(
      '/v2/website/seasons/2022-23/leagues/aba-league/leaders',
      { query: { stat: 'points', mode: 'per-game', phase: undefined, limit: 10 } },
    )
    expect(calls[0]?.url).toBe(
      'http://127.0.0.1:4000/v2/website/seasons/2022-23/leagues/aba-league/leaders?stat=points&mode=per-game&limit=10',
    )
  })
})

describe('given a fetch whose answers are branches of a tee (as Next.js caches them)', () => {
  it('should retry a failed read without waiting for the untouched branch', async () => {
    let attempts = 0
    const teeFetch: typeof fetch = async () => {
      attempts += 1
      const status = attempts === 1 ? 503 : 200
      const source = new Response(JSON.stringify(status === 200 ? { ok: true } : { error: { code: 'busy' } })).body
      // The second branch is never read, like the copy Next.js keeps for its data cache.
      const [branch] = source!.tee()
      return new Response(branch, { status, headers: { 'Content-Type': 'application/json' } })
    }
    const api = createApiClient({ baseUrl, origin, fetch: teeFetch })
    await expect(api.get('/v2/website/config')).resolves.toEqual({ ok: true })
    expect(attempts).toBe(2)
  })
})
