import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const sponsorStripVariants = cva('flex flex-col items-center gap-3', {
  variants: {
    tone: {
      surface: 'bg-surface text-on-surface',
      // Sponsor logos are drawn for light backgrounds: on the brand colour each sits on a light plate.
      brand:
        'bg-brand text-on-brand [&_[data-slot=sponsor-strip-item]]:rounded-sm [&_[data-slot=sponsor-strip-item]]:bg-surface-raised [&_[data-slot=sponsor-strip-item]]:p-2',
    },
    size: {
      sm: '[&_[data-slot=sponsor-strip-logo]]:h-8',
      md: '[&_[data-slot=sponsor-strip-logo]]:h-12',
      lg: '[&_[data-slot=sponsor-strip-logo]]:h-16',
    },
  },
  defaultVariants: { tone: 'surface', size: 'md' },
})

export type Sponsor = { name: string; logoUrl: string; href?: string }

export type SponsorStripProps = Omit<React.ComponentProps<'section'>, 'children'> &
  VariantProps<typeof sponsorStripVariants> & {
    sponsors: readonly Sponsor[]
    /** Translated heading, e.g. "Sponsors"; also names the region. */
    title?: string
    /** Said after each sponsor's name, since sponsor links open a new tab. */
    newTabLabel?: string
  }

export function SponsorStrip({
  sponsors,
  title = 'Sponsors',
  newTabLabel = '(opens in a new tab)',
  tone,
  size,
  className,
  ...props
}: SponsorStripProps) {
  if (sponsors.length === 0) {
    return null
  }
  return (
    <section
      data-slot="sponsor-strip"
      aria-label={title}
      className={cn(sponsorStripVariants({ tone, size }), 'py-4', className)}
      {...props}
    >
      <p data-slot="sponsor-strip-title" className="text-xs font-semibold uppercase tracking-wide opacity-80">
        {title}
      </p>
      <ul data-slot="sponsor-strip-list" className="flex flex-wrap items-center justify-center gap-x-8 gap-y-4 px-4">
        {sponsors.map((sponsor) => {
          const logo = (
            <img
              data-slot="sponsor-strip-logo"
              src={sponsor.logoUrl}
              alt={sponsor.name}
              // The strip sits below the content: low priority, and React then puts no preload of each logo in
              // the page's head, ahead of what the visitor sees first.
              fetchPriority="low"
              className="w-auto max-w-40 object-contain"
            />
          )
          return (
            <li key={sponsor.name} data-slot="sponsor-strip-item">
              {sponsor.href ? (
                <a
                  href={sponsor.href}
                  rel="sponsored noopener"
                  target="_blank"
                  className="block rounded-sm focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {logo}
                  <span className="sr-only"> {newTabLabel}</span>
                </a>
              ) : (
                logo
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
