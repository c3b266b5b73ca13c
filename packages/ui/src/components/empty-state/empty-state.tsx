import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const emptyStateVariants = cva(
  'flex flex-col items-center justify-center gap-3 rounded-brand text-center text-on-surface',
  {
    variants: {
      variant: { plain: '', outline: 'border border-dashed border-input' },
      size: { sm: 'p-4', md: 'p-8', lg: 'p-12' },
    },
    defaultVariants: { variant: 'outline', size: 'md' },
  },
)

/** An honest "nothing here yet" panel: no photos, no games played, a search without results. */
export function EmptyState({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<'section'> & VariantProps<typeof emptyStateVariants>) {
  return <section data-slot="empty-state" className={cn(emptyStateVariants({ variant, size }), className)} {...props} />
}

export function EmptyStateIcon({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="empty-state-icon"
      aria-hidden
      className={cn(
        'flex size-12 items-center justify-center rounded-pill bg-muted text-on-muted [&_svg]:size-6',
        className,
      )}
      {...props}
    />
  )
}

export function EmptyStateTitle({
  as: Heading = 'h2',
  className,
  ...props
}: React.ComponentProps<'h2'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading data-slot="empty-state-title" className={cn('font-heading text-lg font-bold', className)} {...props} />
  )
}

export function EmptyStateDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="empty-state-description" className={cn('max-w-prose text-sm text-on-muted', className)} {...props} />
  )
}

export function EmptyStateActions({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="empty-state-actions" className={cn('flex flex-wrap justify-center gap-2', className)} {...props} />
  )
}
