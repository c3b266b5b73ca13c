import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { TeamMark, type ClubColours } from '../club-header/team-mark'

export const gameCardVariants = cva(
  'flex flex-col gap-3 rounded-brand border bg-surface-raised p-4 text-on-surface data-[link]:transition-colors data-[link]:hover:border-input data-[link]:focus-visible:outline-2 data-[link]:focus-visible:outline-focus',
  {
    variants: {
      status: {
        scheduled: 'border-border',
        live: 'border-live',
        final: 'border-border',
      },
    },
    defaultVariants: { status: 'scheduled' },
  },
)

export type GameCardTeam = {
  name: string
  shortName: string
  logoUrl?: string
  /** The club's colours, for the badge of a club without a crest. */
  colours?: ClubColours | null
  /** Omit before tip-off. */
  score?: number | null
}

export const gameCardDefaultLabels = {
  scheduled: 'Scheduled',
  live: 'Live',
  final: 'Final',
  winner: 'winner',
  venue: 'Venue',
}

export type GameCardLabels = typeof gameCardDefaultLabels

export type GameCardProps = Omit<React.ComponentProps<'article'>, 'children'> &
  VariantProps<typeof gameCardVariants> & {
    home: GameCardTeam
    away: GameCardTeam
    /** Tip-off as an ISO date-time with offset, e.g. 2022-09-30T18:00:00+02:00. */
    startsAt: string
    /** Time zone the date and time are shown in (the league's, by default). */
    timeZone?: string
    venue?: string
    /** Translated round or phase label, e.g. "Round 1" or "Final, game 5". */
    round?: string
    /** Period and clock while live, e.g. "Q4 0:46". */
    liveDetail?: string
    /** Makes the whole card a link. */
    href?: string
    /** Renders the card through its only child (e.g. a router Link), which receives the content. */
    asChild?: boolean
    children?: React.ReactNode
    locale?: string
    labels?: Partial<GameCardLabels>
  }

export function GameCard({
  home,
  away,
  startsAt,
  timeZone = 'Europe/Belgrade',
  venue,
  round,
  liveDetail,
  href,
  asChild = false,
  status = 'scheduled',
  locale = 'en',
  labels,
  className,
  children,
  ...props
}: GameCardProps) {
  const text = { ...gameCardDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(startsAt),
  )
  const hasScore = status !== 'scheduled' && home.score != null && away.score != null
  const winner = status === 'final' && hasScore ? ((home.score ?? 0) > (away.score ?? 0) ? 'home' : 'away') : null
  const isLink = asChild || href !== undefined
  const Root = (asChild ? Slot.Root : href !== undefined ? 'a' : 'article') as React.ElementType<
    React.HTMLAttributes<HTMLElement> & { href?: string; ref?: React.Ref<HTMLElement> }
  >

  function renderTeam(side: 'home' | 'away') {
    const team = side === 'home' ? home : away
    const isWinner = winner === side
    return (
      <div
        data-slot="game-card-team"
        data-side={side}
        data-winner={isWinner || undefined}
        className={cn('flex items-center gap-3', winner !== null && !isWinner && 'text-on-muted')}
      >
        <TeamMark
          name={team.name}
          shortName={team.shortName}
          logoUrl={team.logoUrl}
          colours={team.colours}
          tone={side}
          size="sm"
          decorative
        />
        <span data-slot="game-card-team-name" className={cn('min-w-0 flex-1 truncate', isWinner && 'font-bold')}>
          {team.name}
          {isWinner ? <span className="sr-only"> ({text.winner})</span> : null}
        </span>
        {hasScore ? (
          <span
            data-slot="game-card-score"
            className={cn('font-heading text-xl tabular-nums', isWinner && 'font-bold')}
          >
            {numbers.format(team.score ?? 0)}
          </span>
        ) : null}
      </div>
    )
  }

  const content = (
    <>
      <div data-slot="game-card-header" className="flex items-center justify-between gap-2 text-xs text-on-muted">
        <span data-slot="game-card-round" className="truncate">
          {round}
        </span>
        <span
          data-slot="game-card-status"
          className={cn(
            'inline-flex shrink-0 items-center gap-1.5 rounded-pill px-2 py-0.5 font-semibold uppercase',
            status === 'live' ? 'bg-live text-on-status' : 'bg-muted text-on-surface',
          )}
        >
          {status === 'live' ? (
            <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-on-status motion-reduce:animate-none" />
          ) : null}
          {text[status ?? 'scheduled']}
          {status === 'live' && liveDetail ? (
            <span className="font-normal normal-case tabular-nums">{liveDetail}</span>
          ) : null}
        </span>
      </div>
      <div data-slot="game-card-teams" className="flex flex-col gap-2">
        {renderTeam('home')}
        {renderTeam('away')}
      </div>
      <div data-slot="game-card-footer" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-on-muted">
        <time data-slot="game-card-time" dateTime={startsAt}>
          {dateTime}
        </time>
        {venue ? (
          <span data-slot="game-card-venue">
            <span className="sr-only">{text.venue}: </span>
            {venue}
          </span>
        ) : null}
      </div>
    </>
  )

  return (
    <Root
      data-slot="game-card"
      data-state={status}
      data-link={isLink || undefined}
      href={asChild ? undefined : href}
      className={cn(gameCardVariants({ status }), className)}
      {...props}
    >
      {asChild ? <Slot.Slottable>{children}</Slot.Slottable> : null}
      {content}
    </Root>
  )
}
