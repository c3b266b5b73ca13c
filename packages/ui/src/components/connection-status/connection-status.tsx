import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const connectionStatusVariants = cva(
  'inline-flex items-center gap-2 rounded-pill font-sans font-semibold uppercase tracking-wide',
  {
    variants: {
      size: {
        small: 'px-2 py-0.5 text-xs',
        screen: 'px-4 py-2 text-2xl',
      },
      state: {
        open: 'bg-live text-on-status',
        reconnecting: 'bg-accent text-on-accent',
        closed: 'bg-muted text-on-surface',
      },
    },
    defaultVariants: { size: 'small', state: 'open' },
  },
)

export type ConnectionState = 'open' | 'reconnecting' | 'closed'

export const connectionStatusDefaultLabels = {
  open: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Offline',
}

export type ConnectionStatusLabels = typeof connectionStatusDefaultLabels

export type ConnectionStatusProps = Omit<React.ComponentProps<'output'>, 'children'> &
  VariantProps<typeof connectionStatusVariants> & {
    state: ConnectionState
    labels?: Partial<ConnectionStatusLabels>
  }

/**
 * Whether a screen is following its live stream: a status that screen readers announce when it changes, with
 * a dot that pulses while reconnecting (still under reduced motion: the words carry the state).
 */
export function ConnectionStatus({ state, size, labels, className, ...props }: ConnectionStatusProps) {
  const text = { ...connectionStatusDefaultLabels, ...labels }
  return (
    <output
      data-slot="connection-status"
      data-state={state}
      className={cn(connectionStatusVariants({ size, state }), className)}
      {...props}
    >
      <span
        aria-hidden
        data-slot="connection-status-dot"
        className="size-[0.6em] rounded-full bg-current motion-safe:data-[state=reconnecting]:animate-pulse"
        data-state={state}
      />
      {text[state]}
    </output>
  )
}
