import { describe, expect, it } from 'vitest'
import { clearedSessionCookies, isSameOriginRequest, sessionCookies } from './session-cookies'

describe('given a new session', () => {
  it('should keep the token HttpOnly for a year and mark the session readably', () => {
    const [token, marker] = sessionCookies('secret', true)
    expect(token).toEqual({
      name: 'league_token',
      value: 'secret',
      options: { path: '/', maxAge: 31_536_000, httpOnly: true, secure: true, sameSite: 'lax' },
    })
    expect(marker).toMatchObject({
      name: 'league_signed_in',
      value: '1',
      options: { httpOnly: false, maxAge: 31_536_000 },
    })
  })

  it('should not require HTTPS in development', () => {
    expect(sessionCookies('secret', false).every((cookie) => !cookie.options.secure)).toBe(true)
  })
})

describe('given a logout', () => {
  it('should empty and expire both cookies', () => {
    expect(clearedSessionCookies(true).map((cookie) => [cookie.name, cookie.value, cookie.options.maxAge])).toEqual([
      ['league_token', '', 0],
      ['league_signed_in', '', 0],
    ])
  })
})

describe('given a state-changing request', () => {
  it('should accept only the site own origin', () => {
    const site = 'http://localhost:3000'
    expect(isSameOriginRequest(new Headers({ origin: site }), site)).toBe(true)
    expect(isSameOriginRequest(new Headers({ origin: 'http://evil.example' }), site)).toBe(false)
    expect(isSameOriginRequest(new Headers(), site)).toBe(false)
  })
})
