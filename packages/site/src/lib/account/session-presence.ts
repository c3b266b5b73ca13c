// Whether the visitor may be signed in, known without the session store (session-store.ts): the header and the
// follow buttons are on most pages, and most visitors are signed out, so their code for a session loads only
// when there may be one. The store announces its status here once an island has started it.

/**
 * A readable cookie without the secret, set and cleared with the token: it tells the browser to load the
 * user, so signed-out visitors never ask the API who they are. Named here, not in site-config.ts, so the
 * browser's bundle does not carry the server's settings with it.
 */
export const signedInCookieName = 'league_signed_in'

export type SessionStatus = 'unknown' | 'signed-out' | 'loading' | 'signed-in'

/** Whether the browser's readable cookies (`document.cookie`) carry the signed-in flag. */
export function hasSignedInCookie(cookieText: string): boolean {
  return cookieText.split(';').some((part) => part.trim() === `${signedInCookieName}=1`)
}

export function createSessionPresence(readCookies: () => string = () => document.cookie) {
  let announced: SessionStatus | undefined
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** The store's word once it has one, before that the cookie's. */
    maybeSignedIn(): boolean {
      return announced === undefined || announced === 'unknown'
        ? hasSignedInCookie(readCookies())
        : announced !== 'signed-out'
    },
    /** Undefined on the server: nothing is known about the visitor there. */
    serverSnapshot: (): boolean | undefined => undefined,
    announce(status: SessionStatus) {
      announced = status
      for (const listener of listeners) {
        listener()
      }
    },
  }
}

export type SessionPresence = ReturnType<typeof createSessionPresence>

/** The page's one presence, fed by the page's one session store. */
export const sessionPresence = createSessionPresence()
