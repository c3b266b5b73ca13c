import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

/** Where an autosaved draft stands: nothing to save yet, saving, saved, or a save that failed. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'error'

export const saveStatusVariants = cva('inline-flex min-h-11 items-center gap-2 text-sm', {
  variants: {
    state: {
      idle: 'text-on-muted',
      saving: 'text-on-muted',
      saved: 'text-success',
      error: 'font-semibold text-danger',
    },
  },
  defaultVariants: { state: 'idle' },
})

export type SaveStatusProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof saveStatusVariants> & {
    state: SaveState
    /** The words for the state, already translated: "Saving…", "Saved at 14:02", "Not saved: offline". */
    message?: React.ReactNode
    /** Something to do about it, such as a "Try again" button; outside the live region, so not re-announced. */
    action?: React.ReactNode
  }

function SaveStateIcon({ state }: { state: SaveState }) {
  const common = { 'aria-hidden': true, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 2 }
  switch (state) {
    case 'idle':
      return null
    case 'saving':
      return (
        <svg {...common} data-slot="save-status-icon" className="size-4 motion-safe:animate-spin">
          <path d="M8 2a6 6 0 1 0 6 6" strokeLinecap="round" />
        </svg>
      )
    case 'saved':
      return (
        <svg {...common} data-slot="save-status-icon" className="size-4">
          <path d="m3 8 3.5 3.5L13 5" />
        </svg>
      )
    case 'error':
      return (
        <svg {...common} data-slot="save-status-icon" className="size-4">
          <circle cx="8" cy="8" r="6" />
          <path d="M8 4.5v4M8 11v.5" strokeLinecap="round" />
        </svg>
      )
    default:
      return state satisfies never
  }
}

/**
 * The autosave line of a draft form. The message sits in a polite live region that is always in the page
 * (a region added together with its text is often not read), so "Saved at 14:02" is announced without
 * taking the person away from the field they are typing in.
 */
export function SaveStatus({ state, message, action, className, ...props }: SaveStatusProps) {
  return (
    <div
      data-slot="save-status"
      data-state={state}
      className={cn('flex flex-wrap items-center gap-3', className)}
      {...props}
    >
      <output
        data-slot="save-status-message"
        aria-live="polite"
        aria-atomic="true"
        className={saveStatusVariants({ state })}
      >
        <SaveStateIcon state={state} />
        {message}
      </output>
      {action}
    </div>
  )
}
