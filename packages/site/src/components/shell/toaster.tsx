'use client'

import { useSyncExternalStore } from 'react'
import { currentToasts, dismissToast, subscribeToToasts } from '@/lib/toast-store'

const noToasts: never[] = []

/** Bottom-right live region listing the current toasts. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => noToasts)
  return (
    <ol aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-50 flex max-w-sm flex-col gap-2">
      {toasts.map((toast) => (
        <li
          key={toast.id}
          data-tone={toast.tone}
          className="pointer-events-auto flex items-center gap-3 rounded-md border border-border bg-surface px-4 py-3 text-sm text-on-surface shadow-lg data-[tone=success]:border-l-4 data-[tone=success]:border-l-accent"
        >
          <span className="grow">{toast.message}</span>
          {toast.action ? (
            <button
              type="button"
              className="rounded bg-primary px-3 py-1 font-medium text-on-primary"
              onClick={toast.action.onSelect}
            >
              {toast.action.label}
            </button>
          ) : null}
          <button
            type="button"
            aria-label={closeLabel}
            className="rounded px-1 text-on-muted"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ol>
  )
}
