'use client'

import { useEffect, useRef } from 'react'
import { useControllableState } from '../../lib/use-controllable-state'

export type SiteHeaderMenuButtonProps = {
  /** Id of the navigation list the button opens and closes. */
  controls: string
  label: string
  /** Whether the menu is open, when the parent keeps that state (with `onOpenChange`). */
  open?: boolean
  defaultOpen?: boolean
  /** Called after each change (client parents only). */
  onOpenChange?: (open: boolean) => void
}

/**
 * The phone menu button, the header's only client code: it sets `data-state` on the list it controls
 * (rendered by the server), closes on Escape (focus back on the button) and when a link in the list is
 * followed.
 */
export function SiteHeaderMenuButton({
  controls,
  label,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
}: SiteHeaderMenuButtonProps) {
  const [open, change] = useControllableState(controlledOpen, defaultOpen, onOpenChange)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const list = document.getElementById(controls)
    if (!list) {
      return undefined
    }
    list.dataset['state'] = open ? 'open' : 'closed'
    if (!open) {
      return undefined
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        change(false)
        buttonRef.current?.focus()
      }
    }
    function closeOnLink(event: MouseEvent) {
      if (event.target instanceof Element && event.target.closest('a')) {
        change(false)
      }
    }
    document.addEventListener('keydown', closeOnEscape)
    list.addEventListener('click', closeOnLink)
    return () => {
      document.removeEventListener('keydown', closeOnEscape)
      list.removeEventListener('click', closeOnLink)
    }
  })

  return (
    <button
      ref={buttonRef}
      type="button"
      data-slot="site-header-menu-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => change(!open)}
      className="order-2 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-sm px-2 focus-visible:outline-2 focus-visible:outline-focus @3xl:hidden"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  )
}
