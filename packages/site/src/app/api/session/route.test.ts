// DELETE /api/session: the API ends the token's session before the cookies are cleared, so a copy of the
// token stops working too; the cookies go even when the API refuses.
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '@league/api/fetch-client'
import type { endSession as endApiSession } from '@/lib/account/account-api'

const siteOrigin = 'http://localhost:3000'
let cookieToken: string | undefined = 'the-token'
const endSession = vi.fn<typeof endApiSession>()

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (cookieToken === undefined ? undefined : { value: cookieToken }) }),
}))
vi.mock('@/lib/server/server-api', () => ({ requestOrigin: async () => siteOrigin }))
vi.mock('@/lib/account/account-api', () => ({ endSession: (token: string) => endSession(token) }))

const { DELETE } = await import('./route')

function logoutRequest(origin = siteOrigin) {
  return new NextRequest(`${siteOrigin}/api/session`, { method: 'DELETE', headers: { origin } })
}

function clearedCookies(response: Response) {
  return response.headers.getSetCookie().filter((cookie) => /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie))
}

describe('given a logout at DELETE /api/session', () => {
  afterEach(() => {
    endSession.mockReset()
    cookieToken = 'the-token'
  })

  it('should end the session in the API with the cookie token, then clear the cookies', async () => {
    endSession.mockResolvedValue({ ok: true, body: undefined })
    const response = await DELETE(logoutRequest())
    expect(response.status).toBe(200)
    expect(endSession).toHaveBeenCalledWith('the-token')
    expect(clearedCookies(response).length).toBeGreaterThan(0)
  })

  it('should clear the cookies even when the API already refuses the token', async () => {
    endSession.mockResolvedValue({ ok: false, error: new ApiRequestError(401, '/auth/session') })
    const response = await DELETE(logoutRequest())
    expect(response.status).toBe(200)
    expect(clearedCookies(response).length).toBeGreaterThan(0)
  })

  it('should refuse another origin and end nothing', async () => {
    const response = await DELETE(logoutRequest('http://evil.localhost'))
    expect(response.status).toBe(403)
    expect(endSession).not.toHaveBeenCalled()
  })
})
