'use client'
// A field of the server's HTML takes keystrokes before React hydrates the page (a slow phone, a reload): the
// browser shows them, but no change event reaches React, which adopts the field as it finds it and would blank
// it at the next render while the form never hears of it. Right after the field mounts, what it holds, if it
// differs from the form's value, is taken into the form as if it had just been typed.
import { useEffect, useRef } from 'react'

/** A ref for the field; `onTyped` gets its text once after hydration when it is not the form's `value`. */
export function useTypedBeforeHydration<Field extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onTyped: (text: string) => void,
) {
  const field = useRef<Field>(null)
  // The first render's value and handler on purpose: this looks once, at the field as hydration left it. The
  // handler changes the form's latest state, so a stale one still adds to it and loses nothing.
  const first = useRef({ value, onTyped })
  useEffect(() => {
    const text = field.current?.value
    // A select whose value is not among its options shows its empty first one: that is no choice of the club's.
    const unknownOption = field.current instanceof HTMLSelectElement && text === ''
    if (text !== undefined && text !== first.current.value && !unknownOption) {
      first.current.onTyped(text)
    }
  }, [])
  return field
}
