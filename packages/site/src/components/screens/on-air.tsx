'use client'

import type { ReactNode } from 'react'

/**
 * A keyed graphic that slides and fades in when the director cues it on air and out when cued off, the caller
 * keeps the last content in while it leaves (the lower third's player, say). Without motion (reduced-motion
 * settings) it simply appears and disappears. `data-state` is what a test or a vMix title reads.
 */
export function OnAir({
  on,
  children,
  from = 'left',
  className,
  label,
}: {
  on: boolean
  /** Null when there is nothing to show; a caller that wants the out slide keeps the last content in. */
  children: ReactNode | null
  from?: 'left' | 'bottom'
  className?: string
  /** Names the graphic for tests and screen readers. */
  label?: string
}) {
  if (children === null) {
    return null
  }
  const away = from === 'left' ? 'data-[state=off]:-translate-x-[120%]' : 'data-[state=off]:translate-y-[150%]'
  return (
    <div
      data-slot="on-air"
      data-state={on ? 'on' : 'off'}
      aria-hidden={on ? undefined : true}
      aria-label={label}
      role={label === undefined ? undefined : 'group'}
      className={`motion-safe:transition-[translate,opacity] motion-safe:duration-500 motion-safe:ease-out data-[state=off]:opacity-0 ${away} ${className ?? ''}`}
    >
      {children}
    </div>
  )
}
