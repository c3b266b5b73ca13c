import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-pill font-semibold whitespace-nowrap tabular-nums',
  {
    variants: {
      variant: {
        neutral: 'bg-muted text-on-surface',
        primary: 'bg-primary text-on-primary',
        accent: 'bg-accent text-on-accent',
        brand: 'bg-brand text-on-brand',
        outline: 'border border-input text-on-surface',
        win: 'bg-win text-on-status',
        loss: 'bg-loss text-on-status',
        live: 'bg-live text-on-status uppercase',
      },
      size: { sm: 'px-2 py-0.5 text-xs', md: 'px-2.5 py-1 text-sm' },
    },
    defaultVariants: { variant: 'neutral', size: 'sm' },
  },
)

export function Badge({
  className,
  variant,
  size,
  children,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant, size }), className)} {...props}>
      {variant === 'live' ? (
        // The pulse is decoration; the word ("Live", "Uživo") carries the meaning.
        <span aria-hidden data-slot="badge-pulse" className="size-1.5 animate-pulse rounded-pill bg-on-status" />
      ) : null}
      {children}
    </span>
  )
}
