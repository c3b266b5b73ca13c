import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { KeyNumbers, type KeyNumber } from '../club-header/club-header'
import { TeamMark } from '../club-header/team-mark'

export const playerHeaderVariants = cva('flex flex-col gap-4 p-4 sm:flex-row sm:items-center md:p-6', {
  variants: {
    tone: {
      brand: 'bg-brand text-on-brand',
      surface: 'border-b border-border bg-surface-raised text-on-surface',
    },
  },
  defaultVariants: { tone: 'brand' },
})

export type PlayerHeaderTeam = { name: string; shortName: string; logoUrl?: string; href?: string }

export const playerHeaderDefaultLabels = {
  number: 'Number',
}

export type PlayerHeaderLabels = typeof playerHeaderDefaultLabels

export type PlayerHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> &
  VariantProps<typeof playerHeaderVariants> & {
    name: string
    /** Shirt number. */
    jersey?: string
    photoUrl?: string
    team?: PlayerHeaderTeam
    /** Short lines under the name, e.g. position or "2021-22 season". */
    details?: readonly string[]
    stats?: readonly KeyNumber[]
    actions?: React.ReactNode
    headingLevel?: 1 | 2
    linkComponent?: React.ElementType
    locale?: string
    labels?: Partial<PlayerHeaderLabels>
  }

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`
}

export function PlayerHeader({
  name,
  jersey,
  photoUrl,
  team,
  details = [],
  stats = [],
  actions,
  headingLevel = 1,
  linkComponent: Link = 'a',
  tone,
  locale = 'en',
  labels,
  className,
  ...props
}: PlayerHeaderProps) {
  const text = { ...playerHeaderDefaultLabels, ...labels }
  const Heading = `h${headingLevel}` as const
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return (
    <header data-slot="player-header" className={cn(playerHeaderVariants({ tone }), className)} {...props}>
      <div
        data-slot="player-header-photo"
        className="relative size-24 shrink-0 overflow-hidden rounded-full bg-muted text-on-surface md:size-32"
      >
        {photoUrl ? (
          <img src={photoUrl} alt={name} className="size-full object-cover" />
        ) : (
          <span aria-hidden className="flex size-full items-center justify-center font-heading text-3xl font-bold">
            {initials(name)}
          </span>
        )}
      </div>
      <div data-slot="player-header-identity" className="flex min-w-0 flex-1 flex-col gap-1">
        {jersey ? (
          <p data-slot="player-header-jersey" className="font-heading text-lg font-bold">
            <span className="sr-only">{text.number} </span>#{jersey}
          </p>
        ) : null}
        <Heading data-slot="player-header-name" className="font-heading text-2xl font-bold break-words md:text-4xl">
          {name}
        </Heading>
        {team ? (
          <p data-slot="player-header-team" className="flex items-center gap-2">
            <TeamMark name={team.name} shortName={team.shortName} logoUrl={team.logoUrl} size="sm" decorative />
            {team.href ? (
              <Link href={team.href} className="underline underline-offset-2">
                {team.name}
              </Link>
            ) : (
              <span>{team.name}</span>
            )}
          </p>
        ) : null}
        {details.length > 0 ? (
          <p data-slot="player-header-details" className="flex flex-wrap gap-x-3 text-sm opacity-90">
            {details.map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
          </p>
        ) : null}
      </div>
      {stats.length > 0 ? <KeyNumbers stats={stats} numbers={numbers} /> : null}
      {actions ? <div data-slot="player-header-actions">{actions}</div> : null}
    </header>
  )
}
