// The visitor's account state in the browser: one store shared by the header's account menu, the follow
// buttons and the profile. Pages stay public and cacheable: the user is loaded here, after the page, and only
// when the readable `league_signed_in` cookie says there is a session (the token itself is HttpOnly).
import type { Follow, FollowKind, FollowList, User } from '@league/api/contract/platform'
import type { SignedInAnswer } from './session-response'
import { hasSignedInCookie, sessionPresence, type SessionPresence } from './session-presence'

export { hasSignedInCookie } from './session-presence'

export type SessionState =
  /** Before the browser has looked at its cookies (and always on the server). */
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'signed-in'; user: User; follows: readonly Follow[] }

export type SessionStoreOptions = {
  fetch?: typeof fetch
  /** The page's cookies as `document.cookie` spells them. */
  readCookies?: () => string
  /** Told every status, for the islands that load the store only when there may be a session. */
  presence?: SessionPresence
}

const unknown: SessionState = { status: 'unknown' }

export function createSessionStore(options: SessionStoreOptions = {}) {
  const request = (input: string, init?: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init)
  const readCookies = options.readCookies ?? (() => document.cookie)
  let state: SessionState = unknown
  let started = false
  const listeners = new Set<() => void>()

  function set(next: SessionState) {
    state = next
    options.presence?.announce(next.status)
    for (const listener of listeners) {
      listener()
    }
  }

  async function loadFollows(): Promise<readonly Follow[]> {
    const response = await request('/api/v2/website/user/follows', { cache: 'no-store' })
    return response.ok ? ((await response.json()) as FollowList).follows : []
  }

  async function becomeSignedIn(user: User) {
    set({ status: 'signed-in', user, follows: [] })
    const follows = await loadFollows()
    if (state.status === 'signed-in') {
      set({ ...state, follows })
    }
  }

  /** Clears the token and the user; the page decides where the visitor goes. */
  async function logout() {
    await request('/api/session', { method: 'DELETE' }).catch(() => undefined)
    set({ status: 'signed-out' })
  }

  async function loadUser() {
    set({ status: 'loading' })
    const response = await request('/api/v2/website/user', { cache: 'no-store' }).catch(() => undefined)
    if (!response?.ok) {
      // A token the API no longer accepts (expired, revoked, another league's) ends the session.
      await logout()
      return
    }
    await becomeSignedIn((await response.json()) as User)
  }

  /** Hands a token (the pop-up's, or Google's ID token) to the site's server, which sets the cookies. */
  async function startSession(body: { access_token: string } | { google_credential: string }): Promise<boolean> {
    const response = await request('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined)
    if (!response?.ok) {
      set({ status: 'signed-out' })
      return false
    }
    await becomeSignedIn(((await response.json()) as SignedInAnswer).user)
    return true
  }

  async function changeFollow(method: 'POST' | 'DELETE', follow: Follow): Promise<boolean> {
    const query = method === 'DELETE' ? `?${new URLSearchParams(follow).toString()}` : ''
    const response = await request(`/api/v2/website/user/follows${query}`, {
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(follow) } : {}),
    }).catch(() => undefined)
    if (!response?.ok) {
      return false
    }
    const { follows } = (await response.json()) as FollowList
    if (state.status === 'signed-in') {
      set({ ...state, follows })
    }
    return true
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      if (!started) {
        started = true
        if (hasSignedInCookie(readCookies())) {
          void loadUser()
        } else {
          set({ status: 'signed-out' })
        }
      }
      return () => {
        listeners.delete(listener)
      }
    },
    /**
     * Looks at the cookies again: a sign-in outside the store (the console's and the staff area's form, whose
     * route sets the same cookies) or a sign-out there reaches the header without a full page load.
     */
    recheck() {
      started = true
      if (hasSignedInCookie(readCookies())) {
        void loadUser()
      } else {
        set({ status: 'signed-out' })
      }
    },
    snapshot: () => state,
    serverSnapshot: () => unknown,
    acceptToken: (accessToken: string) => startSession({ access_token: accessToken }),
    signInWithGoogle: (credential: string) => startSession({ google_credential: credential }),
    /** After registration the server already set the cookies and answered the user. */
    adoptUser: (user: User) => becomeSignedIn(user),
    logout,
    follow: (kind: FollowKind, targetSlug: string) => changeFollow('POST', { kind, targetSlug }),
    unfollow: (kind: FollowKind, targetSlug: string) => changeFollow('DELETE', { kind, targetSlug }),
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** The page's one session. */
export const session = createSessionStore({ presence: sessionPresence })
