import { contrastRatio, formatHexColor } from '@league/tokens/color'
import type * as React from 'react'
import { cn } from './utils'

/**
 * Up to three letters for a club without a logo: an all-capital first word as written ("FMP",
 * "MZT", "SC"), else the first letters of the first two words ("CZ" for Crvena zvezda), else the
 * first two letters of a one-word name ("ZA" for Zadar).
 */
export function clubInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const [first = '', second] = words
  if (first.length >= 2 && first.length <= 4 && first === first.toUpperCase() && /\p{L}/u.test(first)) {
    return first
  }
  if (second !== undefined) {
    return `${first.charAt(0)}${second.charAt(0)}`.toUpperCase()
  }
  return first.slice(0, 2).toUpperCase()
}

// FNV-1a: a stable, well-spread hash, so a club keeps its colour on every page and every build.
function hashName(name: string): number {
  let hash = 0x811c9dc5
  for (const character of name) {
    hash ^= character.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const section = hue / 60
  const secondary = chroma * (1 - Math.abs((section % 2) - 1))
  const [red, green, blue] =
    section < 1
      ? [chroma, secondary, 0]
      : section < 2
        ? [secondary, chroma, 0]
        : section < 3
          ? [0, chroma, secondary]
          : section < 4
            ? [0, secondary, chroma]
            : section < 5
              ? [secondary, 0, chroma]
              : [chroma, 0, secondary]
  const match = lightness - chroma / 2
  return formatHexColor({ red: (red + match) * 255, green: (green + match) * 255, blue: (blue + match) * 255 })
}

/**
 * A colour derived from the club's name, dark enough for white initials (WCAG AA 4.5:1): the
 * hue comes from the name, the lightness drops until white text reaches the ratio.
 */
export function clubColor(name: string): string {
  const hue = hashName(name) % 360
  let lightness = 0.4
  let color = hslToHex(hue, 0.55, lightness)
  while (contrastRatio(color, '#ffffff') < 4.5) {
    lightness -= 0.02
    color = hslToHex(hue, 0.55, lightness)
  }
  return color
}

export type ClubMarkProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** The club's name; initials and colour derive from it, and it names the crest. */
  name: string
  /** The club's crest (an approved one); without it the mark is the club's initials. */
  crestUrl?: string | undefined
  /** Whether the mark stands alone (named image) or sits beside the visible name (decorative). */
  decorative?: boolean
}

/**
 * A club's mark: its crest when it has one, else a round monogram in a colour of its own. Both are one SVG
 * of the same size and role, so a page's layout does not move when a club gets its crest.
 */
export function ClubMark({ name, crestUrl, decorative = false, className, ...props }: ClubMarkProps) {
  const initials = clubInitials(name)
  if (crestUrl !== undefined && crestUrl !== '') {
    return (
      <svg
        data-slot="club-mark"
        data-crest=""
        viewBox="0 0 40 40"
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative ? true : undefined}
        className={cn('size-10 shrink-0', className)}
        {...props}
      >
        <image data-slot="club-mark-crest" href={crestUrl} width="40" height="40" preserveAspectRatio="xMidYMid meet" />
      </svg>
    )
  }
  return (
    <svg
      data-slot="club-mark"
      viewBox="0 0 40 40"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      className={cn('size-10 shrink-0', className)}
      {...props}
    >
      {/* The fill is data (the club's own colour), not a theme colour. */}
      <circle cx="20" cy="20" r="20" fill={clubColor(name)} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        // The client's heading face (self-hosted), not a machine's own: the mark looks the same everywhere.
        style={{ fontFamily: 'var(--league-font-heading, sans-serif)' }}
        fontSize={initials.length > 2 ? 12 : 15}
        fontWeight={700}
      >
        {initials}
      </text>
    </svg>
  )
}
