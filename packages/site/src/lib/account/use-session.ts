'use client'

import { useSyncExternalStore } from 'react'
import { session, type SessionStore } from './session-store'

/** The visitor's session state; `unknown` on the server and until the browser has read its cookies. */
export function useSession(store: SessionStore = session) {
  return useSyncExternalStore(store.subscribe, store.snapshot, store.serverSnapshot)
}
