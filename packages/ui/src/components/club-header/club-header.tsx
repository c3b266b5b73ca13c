import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { TeamMark } from './team-mark'

export const clubHeaderVariants = cva('flex flex-col gap-4 p-4 sm:flex-row sm:items-center md:p-6', {
  variants: {
    tone: {
      brand: 'bg-brand text-on-brand',
      surface: 'border-b border-border bg-surface-raised text-on-surface',
    },
  },
  defaultVariants: { tone: 'brand' },
})

export type KeyNumber = { label: string; value: string | number }

export type ClubHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> &
  VariantProps<typeof clubHeaderVariants> & {
    name: string
    shortName: string
    crestUrl?: string
    /** Short lines under the name: arena, city, season. */
    details?: readonly string[]
    /** Key numbers (record, rank, points per game…): labels translated, values as they should read. */
    stats?: readonly KeyNumber[]
    /** Slot for actions, e.g. a follow button. */
    actions?: React.ReactNode
    headingLevel?: 1 | 2
    locale?: string
  }

export function ClubHeader({
  name,
  shortName,
  crestUrl,
  details = [],
  stats = [],
  actions,
  headingLevel = 1,
  tone,
  locale = 'en',
  className,
  ...props
}: ClubHeaderProps) {
  const Heading = `h${headingLevel}` as const
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return (
    <header data-slot="club-header" className={cn(clubHeaderVariants({ tone }), className)} {...props}>
      <TeamMark name={name} shortName={shortName} logoUrl={crestUrl} size="xl" tone="neutral" decorative />
      <div data-slot="club-header-identity" className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading data-slot="club-header-name" className="font-heading text-2xl font-bold break-words md:text-4xl">
          {name}
        </Heading>
        {details.length > 0 ? (
          <p data-slot="club-header-details" className="flex flex-wrap gap-x-3 text-sm opacity-90">
            {details.map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
          </p>
        ) : null}
      </div>
      {stats.length > 0 ? <KeyNumbers stats={stats} numbers={numbers} /> : null}
      {actions ? <div data-slot="club-header-actions">{actions}</div> : null}
    </header>
  )
}

/** Key numbers as a description list: the value large, its label small under it. */
export function KeyNumbers({
  stats,
  numbers,
  className,
}: {
  stats: readonly KeyNumber[]
  numbers: Intl.NumberFormat
  className?: string
}) {
  return (
    <dl
      data-slot="key-numbers"
      className={cn('grid grid-cols-[repeat(auto-fit,minmax(4.5rem,1fr))] gap-3 sm:flex sm:gap-6', className)}
    >
      {stats.map((stat) => (
        <div key={stat.label} data-slot="key-number" className="flex flex-col-reverse items-start">
          <dt className="text-xs uppercase tracking-wide opacity-90">{stat.label}</dt>
          <dd className="font-heading text-2xl font-bold tabular-nums">
            {typeof stat.value === 'number' ? numbers.format(stat.value) : stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
