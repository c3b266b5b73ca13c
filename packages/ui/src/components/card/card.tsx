import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const cardVariants = cva('flex flex-col gap-4 rounded-brand text-on-surface', {
  variants: {
    variant: {
      raised: 'bg-surface-raised shadow-sm ring-1 ring-border',
      outline: 'border border-border bg-surface',
      brand: 'bg-brand text-on-brand',
    },
    padding: { none: '', md: 'p-4', lg: 'p-6' },
  },
  defaultVariants: { variant: 'raised', padding: 'md' },
})

export function Card({
  className,
  variant,
  padding,
  ...props
}: React.ComponentProps<'article'> & VariantProps<typeof cardVariants>) {
  return <article data-slot="card" className={cn(cardVariants({ variant, padding }), className)} {...props} />
}

export function CardHeader({ className, ...props }: React.ComponentProps<'header'>) {
  return <header data-slot="card-header" className={cn('flex flex-col gap-1', className)} {...props} />
}

/** The card's heading; pick the level that fits the page outline with `as`. */
export function CardTitle({
  as: Heading = 'h3',
  className,
  ...props
}: React.ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('font-heading text-lg leading-tight font-bold', className)}
      {...props}
    />
  )
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm opacity-85', className)} {...props} />
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('flex flex-col gap-2', className)} {...props} />
}

export function CardFooter({ className, ...props }: React.ComponentProps<'footer'>) {
  return <footer data-slot="card-footer" className={cn('flex items-center gap-2', className)} {...props} />
}
