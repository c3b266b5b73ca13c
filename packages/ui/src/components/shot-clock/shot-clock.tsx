import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const shotClockVariants = cva(
  'inline-flex flex-col items-center justify-center rounded-brand font-heading tabular-nums leading-none data-[state=expired]:bg-live data-[state=expired]:text-on-status',
  {
    variants: {
      size: {
        arena: 'min-w-40 gap-2 bg-brand p-4 text-on-brand text-[7rem]/none',
        inline: 'min-w-12 gap-0.5 border border-border bg-surface-raised px-2 py-1 text-on-surface text-2xl',
        /**
         * A screen of its own (the venue's shot-clock screen): as large as the viewport allows. The line height
         * goes with the size (`/none`): cn() drops the base's `leading-none` for any later text size, and at
         * 50vmin a normal line is 300 px of empty band that, with the buzzer's words, ran off a 1080 px screen.
         */
        screen: 'min-w-[70vmin] gap-[2vmin] bg-brand p-[4vmin] text-on-brand text-[50vmin]/none',
      },
      urgent: {
        true: 'text-accent',
        false: '',
      },
    },
    compoundVariants: [
      { size: 'inline', urgent: true, className: 'text-loss' },
      // Red under five seconds, as shot clocks in the hall are, in the theme's status colour and its text colour.
      { size: 'screen', urgent: true, className: 'bg-live text-on-status' },
    ],
    defaultVariants: { size: 'inline', urgent: false },
  },
)

export const shotClockDefaultLabels = {
  shotClock: 'Shot clock',
  expired: 'Shot clock expired',
}

export type ShotClockLabels = typeof shotClockDefaultLabels

/**
 * The shot clock display: whole seconds from 5 s up, tenths below 5 s (truncated, since time
 * runs down), `0` once expired.
 *
 * @example formatShotClock(24_000) // '24'
 * @example formatShotClock(4_380) // '4.3'
 */
export function formatShotClock(milliseconds: number): string {
  const clamped = Math.max(0, Number.isFinite(milliseconds) ? milliseconds : 0)
  if (clamped === 0) {
    return '0'
  }
  if (clamped < 5_000) {
    return (Math.floor(clamped / 100) / 10).toFixed(1)
  }
  return String(Math.floor(clamped / 1000))
}

export type ShotClockProps = Omit<React.ComponentProps<'div'>, 'children'> &
  Omit<VariantProps<typeof shotClockVariants>, 'urgent'> & {
    /** Time left on the shot clock. */
    milliseconds: number
    labels?: Partial<ShotClockLabels>
  }

export function ShotClock({ milliseconds, size, labels, className, ...props }: ShotClockProps) {
  const text = { ...shotClockDefaultLabels, ...labels }
  const expired = milliseconds <= 0
  const display = formatShotClock(milliseconds)
  return (
    <div
      data-slot="shot-clock"
      data-state={expired ? 'expired' : 'running'}
      role="timer"
      aria-label={text.shotClock}
      className={cn(shotClockVariants({ size, urgent: !expired && milliseconds < 5_000 }), className)}
      {...props}
    >
      <span data-slot="shot-clock-value" aria-hidden={expired ? true : undefined}>
        {display}
      </span>
      {expired ? (
        <span
          data-slot="shot-clock-expired"
          className={cn('font-sans font-bold uppercase tracking-wide', size === 'screen' ? 'text-[6vmin]' : 'text-xs')}
        >
          {text.expired}
        </span>
      ) : null}
    </div>
  )
}
