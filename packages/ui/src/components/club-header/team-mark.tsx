import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const teamMarkVariants = cva(
  'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-heading font-bold uppercase leading-none',
  {
    variants: {
      size: {
        sm: 'size-6 text-[0.5rem]',
        md: 'size-10 text-xs',
        lg: 'size-16 text-base',
        xl: 'size-24 text-xl',
      },
      tone: {
        home: 'bg-brand text-on-brand',
        away: 'bg-accent text-on-accent',
        neutral: 'bg-muted text-on-surface',
      },
    },
    defaultVariants: { size: 'md', tone: 'neutral' },
  },
)

export type TeamMarkProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof teamMarkVariants> & {
    /** Full club name: the crest's alternative text. */
    name: string
    /** Club code shown when there is no crest (e.g. ZAD). */
    shortName: string
    logoUrl?: string
    /** When a visible name sits next to the mark, it is decoration and stays silent. */
    decorative?: boolean
  }

/** A club's crest, or its code in a round badge when the club has no crest. */
export function TeamMark({
  name,
  shortName,
  logoUrl,
  decorative = false,
  size,
  tone,
  className,
  ...props
}: TeamMarkProps) {
  return (
    <span
      data-slot="team-mark"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      className={cn(
        teamMarkVariants({ size, tone: logoUrl ? 'neutral' : tone }),
        logoUrl && 'bg-transparent',
        className,
      )}
      {...props}
    >
      {logoUrl ? (
        <img data-slot="team-mark-image" src={logoUrl} alt="" className="size-full object-contain" />
      ) : (
        <span data-slot="team-mark-code">{shortName.slice(0, 3)}</span>
      )}
    </span>
  )
}
