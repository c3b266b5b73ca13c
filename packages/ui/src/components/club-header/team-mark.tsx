import { contrastRatio } from '@league/tokens/color'
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
        /** The league's own colours: a club without colours of its own still wears the site's, not grey. */
        brand: 'bg-brand text-on-brand',
        home: 'bg-brand text-on-brand',
        away: 'bg-accent text-on-accent',
        /** On a coloured band of its own (club header, screens), where a brand circle would disappear. */
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
    logoUrl?: string | undefined
    /** The club's colours (#rrggbb) from its team application: the badge wears them instead of the tone's. */
    colours?: ClubColours | null | undefined
    /** When a visible name sits next to the mark, it is decoration and stays silent. */
    decorative?: boolean
  }

export type ClubColours = { primary: string; secondary: string }

const hexColour = /^#[0-9a-f]{6}$/i

/**
 * The badge's colours from the club's: its primary as the ground, the secondary for the code when the two
 * reach WCAG AA (4.5:1, the code is small text), else white or black, whichever reads better on the primary.
 * Undefined for colours that are no #rrggbb, so the tone's theme colours apply.
 */
export function clubBadgeColours(colours: ClubColours | null | undefined): React.CSSProperties | undefined {
  if (!colours || !hexColour.test(colours.primary)) {
    return undefined
  }
  const { primary, secondary } = colours
  if (hexColour.test(secondary) && contrastRatio(primary, secondary) >= 4.5) {
    return { backgroundColor: primary, color: secondary }
  }
  const color = contrastRatio(primary, '#ffffff') >= contrastRatio(primary, '#000000') ? '#ffffff' : '#000000'
  return { backgroundColor: primary, color }
}

/** A club's crest, or its code in a round badge (in the club's colours when known) when it has no crest. */
export function TeamMark({
  name,
  shortName,
  logoUrl,
  colours,
  decorative = false,
  size,
  tone,
  className,
  style,
  ...props
}: TeamMarkProps) {
  // The club's colours are data, not a theme: they come as an inline style over the tone's classes.
  const clubStyle = logoUrl ? undefined : clubBadgeColours(colours)
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
      style={clubStyle ? { ...style, ...clubStyle } : style}
      data-colours={clubStyle ? 'club' : undefined}
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
