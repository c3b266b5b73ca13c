'use client'
// Whether React has taken over the page: false in the server's HTML and during hydration, true right after.
// The form's fields are read-only until then, so no keystroke lands in a field React does not hear yet.
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
