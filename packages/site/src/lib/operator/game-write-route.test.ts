// The console's write doors: only this site's pages write, a wrong body is named before the API is asked, a game
// code that is not a path segment is no game, and the write goes to the API with the operator's token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

const siteOrigin = 'http://localhost:3000'
let cookieToken: string | undefined = 'the-token'

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (cookieToken === undefined ? undefined : { value: cookieToken }) }),
}))
vi.mock('../server/server-api', () => ({
  requestOrigin: async () => siteOrigin,
  forwardedForVisitor: async () => ({ 'x-forwarded-for': '203.0.113.9' }),
}))
vi.mock('../server/site-config', () => ({ apiBaseUrl: 'http://api.test', authCookieName: 'league_token' }))

const { gameWriteRoute } = await import('./game-write-route')

const replay = gameWriteRoute({
  method: 'POST',
  apiPath: '/v2/live/games/{game}/replay',
  schema: z.object({ speed: z.number().min(1).max(20) }),
  invalidBodyMessage: 'The replay speed must be between 1 and 20.',
})

function call(
  handler: ReturnType<typeof gameWriteRoute>,
  game: string,
  body: unknown,
  origin = siteOrigin,
): Promise<Response> {
  const request = new Request(`${siteOrigin}/api/operator/games/${game}/replay`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return handler(request, { params: Promise.resolve({ game }) })
}

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error
}

describe('given the console writing to a game', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockResolvedValue(Response.json({ started: true }, { status: 202 }))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    cookieToken = 'the-token'
  })

  it('should send the checked body to the game’s API path with the operator’s token and pass the answer on', async () => {
    const response = await call(replay, '22-4', { speed: 20 })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ started: true })
    const [target, init] = fetchMock.mock.calls[0] ?? []
    expect(String(target)).toBe('http://api.test/v2/live/games/22-4/replay')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer the-token')
    expect(init?.body).toBe(JSON.stringify({ speed: 20 }))
  })

  it('should refuse a page of another origin without asking the API', async () => {
    const response = await call(replay, '22-4', { speed: 20 }, 'http://evil.test')
    expect(response.status).toBe(403)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should name what is wrong with a body the schema refuses', async () => {
    const response = await call(replay, '22-4', { speed: 50 })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toEqual({
      code: 'invalid_body',
      message: 'The replay speed must be between 1 and 20.',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should answer 404 for a game code that is not a safe path segment', async () => {
    const response = await call(replay, '..', { speed: 5 })
    expect(response.status).toBe(404)
    expect(await errorOf(response)).toMatchObject({ code: 'not_found', message: 'No such game.' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should ask the operator to sign in again when the session cookie is gone', async () => {
    cookieToken = undefined
    const response = await call(replay, '22-4', { speed: 5 })
    expect(response.status).toBe(401)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should send what the door makes of the body, and answer 404 when that finds no game', async () => {
    class MissingGame extends Error {}
    const cue = gameWriteRoute({
      method: 'PUT',
      apiPath: '/v2/live/games/{game}/screens',
      schema: z.object({ onAir: z.boolean() }),
      invalidBodyMessage: 'Cue a graphic on air or off.',
      apiBody: async (body, apiPath) => {
        if (apiPath.endsWith('/99-99/screens')) {
          throw new MissingGame()
        }
        return { scoreBug: body.onAir }
      },
      isMissingGame: (error) => error instanceof MissingGame,
    })
    const sent = await call(cue, '22-4', { onAir: true })
    expect(sent.status).toBe(202)
    const [target, init] = fetchMock.mock.calls[0] ?? []
    expect(String(target)).toBe('http://api.test/v2/live/games/22-4/screens')
    expect(init?.method).toBe('PUT')
    expect(init?.body).toBe(JSON.stringify({ scoreBug: true }))
    expect((await call(cue, '99-99', { onAir: true })).status).toBe(404)
  })
})
