import { cva, type VariantProps } from 'class-variance-authority'
import { Avatar as AvatarPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const avatarVariants = cva('relative flex shrink-0 overflow-hidden bg-muted', {
  variants: {
    size: { sm: 'size-8 text-xs', md: 'size-12 text-sm', lg: 'size-20 text-xl', xl: 'size-32 text-3xl' },
    shape: { circle: 'rounded-pill', square: 'rounded-brand' },
  },
  defaultVariants: { size: 'md', shape: 'circle' },
})

/** A player's or user's picture, falling back to initials while loading or when missing. */
export function Avatar({
  className,
  size,
  shape,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>) {
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size, shape }), className)} {...props} />
  )
}

export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image data-slot="avatar-image" className={cn('size-full object-cover', className)} {...props} />
  )
}

/**
 * Shown until the image loads or when it fails: the person's initials, with the full name for
 * screen readers (the initials alone would be read letter by letter).
 */
export function AvatarFallback({
  name,
  className,
  children,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback> & { name: string }) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn('flex size-full items-center justify-center font-semibold text-on-surface', className)}
      {...props}
    >
      <span aria-hidden>{children ?? personInitials(name)}</span>
      <span className="sr-only">{name}</span>
    </AvatarPrimitive.Fallback>
  )
}

/** "Aleksa Avramović" → "AA": the first letters of the first and last names. */
export function personInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.charAt(0) ?? ''
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''
  return `${first}${last}`.toUpperCase()
}
