'use client'

import { useSyncExternalStore } from 'react'
import { sessionPresence } from './session-presence'

/** Whether the visitor may be signed in (session-presence.ts); undefined on the server and before hydration. */
export function useMaybeSignedIn(): boolean | undefined {
  return useSyncExternalStore(sessionPresence.subscribe, sessionPresence.maybeSignedIn, sessionPresence.serverSnapshot)
}
