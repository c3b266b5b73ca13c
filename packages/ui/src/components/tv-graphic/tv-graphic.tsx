import { cva, type VariantProps } from 'class-variance-authority'
import { useId } from 'react'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { TeamMark, type ClubColours } from '../club-header/team-mark'

export const tvGraphicVariants = cva('flex flex-col overflow-hidden rounded-brand font-sans shadow-lg tabular-nums', {
  variants: {
    size: {
      screen: 'w-full max-w-[96rem] text-[2.25rem]',
      compact: 'w-full max-w-2xl text-base',
    },
  },
  defaultVariants: { size: 'screen' },
})

/** A team as the graphics draw it: its crest, or its code in a badge of the club's colours when it has none. */
export type TvTeam = { name: string; shortName: string; logoUrl?: string; colours?: ClubColours }

export type TvGraphicProps = React.ComponentProps<'section'> &
  VariantProps<typeof tvGraphicVariants> & {
    title: string
    subtitle?: string
  }

/** The frame of a full-screen television graphic: a brand title bar over the graphic's content. */
export function TvGraphic({ title, subtitle, size, className, children, ...props }: TvGraphicProps) {
  const titleId = useId()
  return (
    <section
      data-slot="tv-graphic"
      aria-labelledby={titleId}
      className={cn(tvGraphicVariants({ size }), className)}
      {...props}
    >
      <header data-slot="tv-graphic-header" className="bg-brand px-[1em] py-[0.5em] text-on-brand">
        <h2 id={titleId} className="font-heading text-[1.2em] font-bold uppercase">
          {title}
        </h2>
        {subtitle ? <p className="text-[0.6em] font-semibold">{subtitle}</p> : null}
      </header>
      <div data-slot="tv-graphic-body" className="bg-surface-raised px-[1em] py-[0.75em] text-on-surface">
        {children}
      </div>
    </section>
  )
}

function TeamHeading({ team, align }: { team: TvTeam; align: 'start' | 'end' }) {
  return (
    <span className={cn('flex items-center gap-[0.4em] font-heading font-bold', align === 'end' && 'flex-row-reverse')}>
      <TeamMark
        name={team.name}
        shortName={team.shortName}
        logoUrl={team.logoUrl}
        colours={team.colours}
        decorative
        size="lg"
      />
      {team.name}
    </span>
  )
}

export type StatComparisonRow = {
  label: string
  home: number
  away: number
  /** The figures as written (percentages, decimals); the numbers set the bars. */
  homeText: string
  awayText: string
}

/** Team against team, figure by figure: the larger share of each row's bar goes to the side that leads it. */
export function StatComparison({
  home,
  away,
  rows,
  statisticLabel = 'Statistic',
  className,
  ...props
}: Omit<React.ComponentProps<'table'>, 'children'> & {
  home: TvTeam
  away: TvTeam
  rows: StatComparisonRow[]
  /** The middle column's name, for screen readers. */
  statisticLabel?: string
}) {
  return (
    <table data-slot="stat-comparison" className={cn('w-full border-collapse', className)} {...props}>
      <thead>
        <tr className="text-[0.8em]">
          <th scope="col" className="pb-[0.4em] text-left">
            <TeamHeading team={home} align="start" />
          </th>
          <th scope="col">
            <span className="sr-only">{statisticLabel}</span>
          </th>
          <th scope="col" className="pb-[0.4em] text-right">
            <TeamHeading team={away} align="end" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const total = row.home + row.away
          const homeShare = total > 0 ? (row.home / total) * 100 : 50
          return (
            <tr key={row.label} data-slot="stat-comparison-row" className="border-t border-border">
              <td className="w-[20%] py-[0.25em] text-left font-heading font-bold">{row.homeText}</td>
              <th scope="row" className="py-[0.25em] text-center text-[0.7em] font-semibold uppercase">
                {row.label}
                <span aria-hidden className="mt-[0.2em] flex h-[0.35em] overflow-hidden rounded-full bg-muted">
                  <span className="bg-brand" style={{ width: `${homeShare}%` }} />
                  <span className="grow bg-accent" />
                </span>
              </th>
              <td className="w-[20%] py-[0.25em] text-right font-heading font-bold">{row.awayText}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

export type GameLeader = { name: string; number?: string; value: string }

export type GameLeadersCategory = { label: string; home: GameLeader | null; away: GameLeader | null }

/** Each side's best player per category (points, rebounds, assists, PIR). */
export function GameLeaders({
  home,
  away,
  categories,
  noneLabel = '—',
  categoryLabel = 'Category',
  className,
  ...props
}: Omit<React.ComponentProps<'table'>, 'children'> & {
  home: TvTeam
  away: TvTeam
  categories: GameLeadersCategory[]
  /** Shown for a side with no figure in the category yet. */
  noneLabel?: string
  /** The middle column's name, for screen readers. */
  categoryLabel?: string
}) {
  const leader = (entry: GameLeader | null, align: 'start' | 'end') =>
    entry === null ? (
      noneLabel
    ) : (
      <span className={cn('flex items-baseline gap-[0.4em]', align === 'end' && 'flex-row-reverse')}>
        <span className="font-heading text-[1.2em] font-bold">{entry.value}</span>
        <span className="truncate">
          {entry.number ? `#${entry.number} ` : ''}
          {entry.name}
        </span>
      </span>
    )
  return (
    <table data-slot="game-leaders" className={cn('w-full table-fixed border-collapse', className)} {...props}>
      <thead>
        <tr className="text-[0.8em]">
          <th scope="col" className="pb-[0.4em] text-left">
            <TeamHeading team={home} align="start" />
          </th>
          <th scope="col" className="w-[18%]">
            <span className="sr-only">{categoryLabel}</span>
          </th>
          <th scope="col" className="pb-[0.4em] text-right">
            <TeamHeading team={away} align="end" />
          </th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <tr key={category.label} data-slot="game-leaders-row" className="border-t border-border">
            <td className="py-[0.3em] text-left">{leader(category.home, 'start')}</td>
            <th scope="row" className="py-[0.3em] text-center text-[0.7em] font-semibold uppercase">
              {category.label}
            </th>
            <td className="py-[0.3em] text-right">{leader(category.away, 'end')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export type PlayerCardStat = { label: string; value: string }

/** One player: number, name, team and a grid of figures. */
export function PlayerCard({
  name,
  number,
  team,
  stats,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & {
  name: string
  number?: string
  team: TvTeam
  stats: PlayerCardStat[]
}) {
  return (
    <div data-slot="player-card" className={cn('flex flex-col gap-[0.6em]', className)} {...props}>
      <div className="flex items-center gap-[0.6em]">
        <TeamMark
          name={team.name}
          shortName={team.shortName}
          logoUrl={team.logoUrl}
          colours={team.colours}
          decorative
          size="xl"
        />
        {number ? <span className="font-heading text-[2.5em] font-bold leading-none">{number}</span> : null}
        <div>
          <p className="font-heading text-[1.4em] font-bold leading-tight">{name}</p>
          <p className="text-[0.7em] font-semibold uppercase">{team.name}</p>
        </div>
      </div>
      <dl data-slot="player-card-stats" className="grid grid-cols-4 gap-[0.4em]">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center rounded-brand bg-muted py-[0.3em]">
            <dt className="order-last text-[0.6em] font-semibold uppercase">{stat.label}</dt>
            <dd className="font-heading text-[1.4em] font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
