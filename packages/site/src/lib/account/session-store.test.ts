import type { Follow, User } from '@league/api/contract/platform'
import { describe, expect, it, vi } from 'vitest'
import { createSessionStore, hasSignedInCookie, type SessionState } from './session-store'

const user: User = {
  uuid: '0e9b7f5c-7f6a-4a43-9d0c-0d3c6f2b2a10',
  email: 'ana@example.com',
  name: 'Ana Fan',
  language: 'sr',
  fcmTokens: [],
}

type Route = (init: RequestInit | undefined) => Response

/** A fetch that answers per "METHOD path" and records every call. */
function fakeFetch(routes: Record<string, Route>) {
  const calls: string[] = []
  const implementation = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`
    calls.push(key)
    const route = routes[key.split('?')[0] ?? key]
    return route ? route(init) : new Response('{}', { status: 404 })
  })
  return { fetch: implementation, calls }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** Subscribes and resolves with the states the store goes through until `until` holds. */
function statesUntil(store: ReturnType<typeof createSessionStore>, until: (state: SessionState) => boolean) {
  return new Promise<SessionState>((resolve) => {
    const check = () => {
      if (until(store.snapshot())) {
        resolve(store.snapshot())
      }
    }
    store.subscribe(check)
    check()
  })
}

describe('given the signed-in cookie', () => {
  it.each([
    ['league_signed_in=1', true],
    ['NEXT_LOCALE=sr; league_signed_in=1', true],
    ['league_signed_in=0', false],
    ['', false],
  ])('should read %j as signed in: %s', (cookies, expected) => {
    expect(hasSignedInCookie(cookies)).toBe(expected)
  })
})

describe('given a visitor without a session', () => {
  it('should be signed out without asking the API', async () => {
    const api = fakeFetch({})
    const store = createSessionStore({ fetch: api.fetch, readCookies: () => '' })
    expect(store.snapshot().status).toBe('unknown')
    const state = await statesUntil(store, (next) => next.status !== 'unknown')
    expect(state.status).toBe('signed-out')
    expect(api.calls).toEqual([])
  })
})

describe('given a visitor with a session', () => {
  it('should load the user and what they follow', async () => {
    const follows: Follow[] = [{ kind: 'club', targetSlug: 'partizan' }]
    const api = fakeFetch({
      'GET /api/v2/website/user': () => json(user),
      'GET /api/v2/website/user/follows': () => json({ follows }),
    })
    const store = createSessionStore({ fetch: api.fetch, readCookies: () => 'league_signed_in=1' })
    const state = await statesUntil(store, (next) => next.status === 'signed-in' && next.follows.length > 0)
    expect(state).toEqual({ status: 'signed-in', user, follows })
  })

  it('should log out when the user cannot be loaded', async () => {
    const api = fakeFetch({
      'GET /api/v2/website/user': () => json({ error: { code: 'unauthorized', message: 'Sign in' } }, 401),
      'DELETE /api/session': () => json({}),
    })
    const store = createSessionStore({ fetch: api.fetch, readCookies: () => 'league_signed_in=1' })
    const state = await statesUntil(store, (next) => next.status === 'signed-out')
    expect(state.status).toBe('signed-out')
    expect(api.calls).toEqual(['GET /api/v2/website/user', 'DELETE /api/session'])
  })

  it('should follow and unfollow through the /api door and keep the new list', async () => {
    const api = fakeFetch({
      'GET /api/v2/website/user': () => json(user),
      'GET /api/v2/website/user/follows': () => json({ follows: [] }),
      'POST /api/v2/website/user/follows': (init) => json({ follows: [JSON.parse(String(init?.body))] }),
      'DELETE /api/v2/website/user/follows': () => json({ follows: [] }),
    })
    const store = createSessionStore({ fetch: api.fetch, readCookies: () => 'league_signed_in=1' })
    await statesUntil(store, (next) => next.status === 'signed-in')
    expect(await store.follow('league', 'aba-liga')).toBe(true)
    expect(store.snapshot()).toMatchObject({ follows: [{ kind: 'league', targetSlug: 'aba-liga' }] })
    expect(await store.unfollow('league', 'aba-liga')).toBe(true)
    expect(store.snapshot()).toMatchObject({ follows: [] })
    expect(api.calls).toContain('DELETE /api/v2/website/user/follows?kind=league&targetSlug=aba-liga')
  })
})

describe('given a token from the pop-up', () => {
  it('should hand it to the site server and become signed in', async () => {
    const api = fakeFetch({
      'POST /api/session': (init) =>
        JSON.parse(String(init?.body)).access_token === 'good' ? json({ user }) : json({}, 401),
      'GET /api/v2/website/user/follows': () => json({ follows: [] }),
    })
    const store = createSessionStore({ fetch: api.fetch, readCookies: () => '' })
    await statesUntil(store, (next) => next.status === 'signed-out')
    expect(await store.acceptToken('bad')).toBe(false)
    expect(store.snapshot().status).toBe('signed-out')
    expect(await store.acceptToken('good')).toBe(true)
    expect(store.snapshot()).toMatchObject({ status: 'signed-in', user })
  })
})
