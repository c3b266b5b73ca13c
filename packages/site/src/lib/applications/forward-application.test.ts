// The application doors forward to the API only what they open to: the club's writes without any account,
// the staff's with the cookie's token, uploads bounded by the largest file, and nothing from another origin.
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clubDoor, newsBodyLimitBytes, staffDoor } from './application-routes'

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

const { forwardApplication } = await import('./forward-application')
const { uploadLimitBytes } = await import('./application-routes')

const uuid = '6f1c2b9e-3a4d-4c5e-8f70-112233445566'

function request(path: string, init: { method: string; body?: BodyInit; headers?: Record<string, string> }) {
  return new NextRequest(`${siteOrigin}/api/v2/website/${path}`, {
    ...init,
    headers: { origin: siteOrigin, ...init.headers },
  })
}

describe('given the browser calling an application door', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockResolvedValue(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    cookieToken = 'the-token'
  })

  it('should forward a club’s section save with its body and the visitor’s address, and no token', async () => {
    const body = JSON.stringify({ version: 2, data: { name: 'Partizan' } })
    const response = await forwardApplication(
      request(`applications/${uuid}/sections/club`, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'application/json' },
      }),
      clubDoor,
      [uuid, 'sections', 'club'],
      'PUT',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const [target, init] = fetchMock.mock.calls[0] ?? []
    expect(String(target)).toBe(`http://api.test/v2/website/applications/${uuid}/sections/club`)
    const headers = init?.headers as Record<string, string>
    expect(headers.authorization).toBeUndefined()
    expect(headers['x-forwarded-for']).toBe('203.0.113.9')
    expect(await new Response(init?.body).text()).toBe(body)
  })

  it('should refuse a write from another origin without calling the API', async () => {
    const response = await forwardApplication(
      request(`applications/${uuid}/submit`, { method: 'POST', body: '{}', headers: { origin: 'http://evil.test' } }),
      clubDoor,
      [uuid, 'submit'],
      'POST',
    )
    expect(response.status).toBe(403)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should refuse an upload over the largest file before reading it', async () => {
    const response = await forwardApplication(
      request(`applications/${uuid}/files`, {
        method: 'POST',
        body: 'x',
        headers: { 'content-length': String(uploadLimitBytes + 1), 'content-type': 'multipart/form-data; boundary=b' },
      }),
      clubDoor,
      [uuid, 'files'],
      'POST',
    )
    expect(response.status).toBe(413)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should send the staff’s token, and ask a visitor without one to sign in', async () => {
    await forwardApplication(request('staff/applications', { method: 'GET' }), staffDoor, ['applications'], 'GET')
    const sent = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined
    expect(sent?.authorization).toBe('Bearer the-token')

    cookieToken = undefined
    const response = await forwardApplication(
      request('staff/applications', { method: 'GET' }),
      staffDoor,
      ['applications'],
      'GET',
    )
    expect(response.status).toBe(401)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('should not open to a route it does not list', async () => {
    const response = await forwardApplication(request('staff/audit', { method: 'GET' }), staffDoor, ['audit'], 'GET')
    expect(response.status).toBe(404)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should forward a long article to the staff news routes, and refuse one past six full languages', async () => {
    cookieToken = 'the-token'
    const article = JSON.stringify({ translations: { en: { title: 'Long', html: `<p>${'a'.repeat(150_000)}</p>` } } })
    const response = await forwardApplication(
      request('staff/news/4', { method: 'PUT', body: article, headers: { 'content-type': 'application/json' } }),
      staffDoor,
      ['news', '4'],
      'PUT',
    )
    expect(response.status).toBe(200)
    expect(await new Response(fetchMock.mock.calls[0]?.[1]?.body).text()).toBe(article)

    const tooLong = await forwardApplication(
      request('staff/news', {
        method: 'POST',
        body: 'x',
        headers: { 'content-length': String(newsBodyLimitBytes + 1), 'content-type': 'application/json' },
      }),
      staffDoor,
      ['news'],
      'POST',
    )
    expect(tooLong.status).toBe(413)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
