import { describe, expect, it, vi } from 'vitest'
import { createSessionPresence } from './session-presence'
import { createSessionStore } from './session-store'

describe('given no session store has run on the page', () => {
  it.each([
    ['league_signed_in=1', true],
    ['NEXT_LOCALE=sr', false],
    ['', false],
  ])('should read "%s" as maybe signed in: %s', (cookies, expected) => {
    expect(createSessionPresence(() => cookies).maybeSignedIn()).toBe(expected)
  })
})

describe('given the session store announces its status', () => {
  it.each([
    ['signed-out', false],
    ['loading', true],
    ['signed-in', true],
  ] as const)('should follow the store over the cookie once it says %s', (status, expected) => {
    const presence = createSessionPresence(() => (expected ? '' : 'league_signed_in=1'))
    presence.announce(status)
    expect(presence.maybeSignedIn()).toBe(expected)
  })

  it('should tell its subscribers when a sign-in on the page starts a session', async () => {
    const presence = createSessionPresence(() => '')
    const listener = vi.fn<() => void>()
    presence.subscribe(listener)
    const user = { uuid: 'u', email: 'ana@example.com', name: 'Ana Fan', language: 'sr', fcmTokens: [] }
    const store = createSessionStore({
      presence,
      readCookies: () => '',
      fetch: async (input) =>
        new Response(JSON.stringify(String(input) === '/api/session' ? { user } : { follows: [] }), { status: 200 }),
    })
    store.subscribe(() => undefined)
    expect(presence.maybeSignedIn()).toBe(false)
    await store.acceptToken('token')
    expect(presence.maybeSignedIn()).toBe(true)
    expect(listener).toHaveBeenCalled()
  })
})
