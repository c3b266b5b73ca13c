'use client'
// A field of the server's HTML takes keystrokes before React hydrates the page (a slow phone, a reload): the
// browser shows them, but no change event reaches React, which adopts the field as it finds it and would blank
// it at the next render while the form never hears of it. Right after the field mounts, what it holds, if it
// differs from the form's value, is taken into the form as if it had just been typed.
import { useEffect, useRef } from 'react'

/**
 * What the field shows of a value nobody typed over: a date, number or e-mail field shows what it can hold of
 * it (nothing of a malformed date), a select its first option for a value it does not offer.
 */
function untouchedText(field: HTMLInputElement | HTMLSelectElement, value: string): string {
  if (field instanceof HTMLSelectElement) {
    const offered = [...field.options].some((option) => option.value === value)
    return offered ? value : (field.options[0]?.value ?? '')
  }
  const probe = field.ownerDocument.createElement('input')
  probe.type = field.type
  probe.value = value
  return probe.value
}

/** A ref for the field; `onTyped` gets its text once after hydration when someone typed over the form's `value`. */
export function useTypedBeforeHydration<Field extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onTyped: (text: string) => void,
) {
  const field = useRef<Field>(null)
  // The first render's value and handler on purpose: this looks once, at the field as hydration left it. The
  // handler changes the form's latest state, so a stale one still adds to it and loses nothing.
  const first = useRef({ value, onTyped })
  useEffect(() => {
    const current = field.current
    if (current !== null && current.value !== untouchedText(current, first.current.value)) {
      first.current.onTyped(current.value)
    }
  }, [])
  return field
}
