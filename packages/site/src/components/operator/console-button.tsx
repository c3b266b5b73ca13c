import type * as React from 'react'

/** The console's one button: large enough for a finger, plain enough to read across a scorer's table. */
export function ConsoleButton({
  className = '',
  tone = 'plain',
  ...props
}: React.ComponentProps<'button'> & { tone?: 'plain' | 'primary' | 'danger' }) {
  const tones = {
    plain: 'border border-input bg-surface-raised text-on-surface hover:bg-muted',
    primary: 'bg-primary text-on-primary',
    danger: 'bg-danger text-on-status',
  }
  return (
    <button
      type="button"
      className={`min-h-11 min-w-0 rounded-brand px-1 py-1 text-sm font-semibold active:bg-muted disabled:pointer-events-none disabled:opacity-50 aria-pressed:bg-primary aria-pressed:text-on-primary ${tones[tone]} ${className}`}
      {...props}
    />
  )
}
