import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const skeletonVariants = cva('animate-pulse bg-muted', {
  variants: {
    shape: { line: 'h-4 w-full rounded-sm', block: 'h-24 w-full rounded-brand', circle: 'size-12 rounded-pill' },
  },
  defaultVariants: { shape: 'line' },
})

/** A placeholder while content loads; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({
  className,
  shape,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof skeletonVariants>) {
  return <div data-slot="skeleton" aria-hidden className={cn(skeletonVariants({ shape }), className)} {...props} />
}

/** A busy region with placeholder lines, announced once with its label ("Loading standings"). */
export function SkeletonGroup({
  label,
  lines = 3,
  className,
  ...props
}: React.ComponentProps<'output'> & { label: string; lines?: number }) {
  return (
    // <output> is a status region: the label is announced once, politely.
    <output
      data-slot="skeleton-group"
      aria-busy="true"
      aria-label={label}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {Array.from({ length: lines }, (_, index) => (
        // The last line is shorter, as the end of a paragraph.
        <Skeleton key={index} className={index === lines - 1 && lines > 1 ? 'w-2/3' : undefined} />
      ))}
    </output>
  )
}
