import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { TeamMark, type ClubColours } from '../club-header/team-mark'
import { fillTemplate } from '../scoreboard/template'

export const bracketVariants = cva(
  'flex flex-col gap-6 text-on-surface md:grid md:auto-cols-fr md:grid-flow-col md:gap-4',
  {
    variants: {
      density: {
        comfortable: 'text-sm',
        compact: 'text-xs',
      },
    },
    defaultVariants: { density: 'comfortable' },
  },
)

export type BracketTeam = {
  name: string
  shortName: string
  logoUrl?: string
  /** The club's colours, for the badge of a club without a crest. */
  colours?: ClubColours | null
  seed: number
  wins: number
  /** The wins for screen readers in the page's language with its plural ("1 win", "3 pobede"); else `labels.wins`. */
  winsLabel?: string
  /** True once the team has won the series. */
  winner: boolean
}

export type BracketGame = {
  id: string
  number: number
  homeShortName: string
  awayShortName: string
  homeScore: number | null
  awayScore: number | null
  /** ISO date. */
  date: string
  href?: string
}

export type BracketSeries = {
  id: string
  bestOf: number
  href?: string
  teams: [BracketTeam, BracketTeam]
  games: BracketGame[]
}

export type BracketRound = { id: string; name: string; series: BracketSeries[] }

export const bracketDefaultLabels = {
  bestOf: 'Best of {count}',
  seed: 'Seed {seed}',
  wins: '{count} wins',
  winner: 'Series winner',
  game: 'Game {number}',
  games: 'Games',
}

export type BracketLabels = typeof bracketDefaultLabels

export type BracketProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof bracketVariants> & {
    rounds: readonly BracketRound[]
    headingLevel?: 2 | 3 | 4
    /** Renders game links (e.g. the router's Link); a plain anchor by default. */
    linkComponent?: React.ElementType
    timeZone?: string
    locale?: string
    labels?: Partial<BracketLabels>
  }

export function Bracket({
  rounds,
  headingLevel = 3,
  linkComponent: Link = 'a',
  timeZone = 'Europe/Belgrade',
  density,
  locale = 'en',
  labels,
  className,
  ...props
}: BracketProps) {
  const text = { ...bracketDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone })
  const Heading = `h${headingLevel}` as const

  return (
    <div data-slot="bracket" className={cn(bracketVariants({ density }), className)} {...props}>
      {rounds.map((round) => (
        <section key={round.id} data-slot="bracket-round" className="flex flex-col gap-3">
          <Heading className="font-heading text-base font-bold">{round.name}</Heading>
          <ol className="flex flex-1 flex-col justify-around gap-3">
            {round.series.map((series) => (
              <li
                key={series.id}
                data-slot="bracket-series"
                className="flex flex-col gap-2 rounded-brand border border-border bg-surface-raised p-3"
              >
                <p data-slot="bracket-best-of" className="text-xs text-on-muted">
                  {fillTemplate(text.bestOf, { count: series.bestOf })}
                </p>
                <ul className="flex flex-col gap-1">
                  {series.teams.map((team) => (
                    <li
                      key={team.shortName}
                      data-slot="bracket-team"
                      data-winner={team.winner || undefined}
                      className={cn('flex items-center gap-2', team.winner ? 'font-bold' : 'text-on-muted')}
                    >
                      <span data-slot="bracket-seed" className="w-4 text-right text-xs tabular-nums">
                        <span aria-hidden>{numbers.format(team.seed)}</span>
                        <span className="sr-only">{fillTemplate(text.seed, { seed: team.seed })}</span>
                      </span>
                      <TeamMark
                        name={team.name}
                        shortName={team.shortName}
                        logoUrl={team.logoUrl}
                        colours={team.colours}
                        tone="brand"
                        size="sm"
                        decorative
                      />
                      <span className="min-w-0 flex-1 truncate">{team.name}</span>
                      {team.winner ? (
                        <span data-slot="bracket-winner" className="text-win">
                          {/* Drawn, not a ✓ character: no face the project ships has that glyph. */}
                          <svg aria-hidden viewBox="0 0 16 16" className="inline size-[1em] align-[-0.125em]">
                            <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
                          </svg>
                          <span className="sr-only">{text.winner}</span>
                        </span>
                      ) : null}
                      <span data-slot="bracket-wins" className="w-5 text-right font-heading text-lg tabular-nums">
                        <span aria-hidden>{numbers.format(team.wins)}</span>
                        <span className="sr-only">
                          {team.winsLabel ?? fillTemplate(text.wins, { count: team.wins })}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
                {series.games.length > 0 ? (
                  <ol
                    data-slot="bracket-games"
                    aria-label={text.games}
                    className="flex flex-col gap-0.5 border-t border-border pt-2 text-xs"
                  >
                    {series.games.map((game) => {
                      const line = `${game.homeShortName} ${game.homeScore ?? '–'}–${game.awayScore ?? '–'} ${game.awayShortName}`
                      return (
                        <li key={game.id} data-slot="bracket-game" className="flex justify-between gap-2 tabular-nums">
                          <span className="text-on-muted">
                            <span className="sr-only">{fillTemplate(text.game, { number: game.number })}, </span>
                            <time dateTime={game.date}>{dates.format(new Date(`${game.date}T12:00:00Z`))}</time>
                          </span>
                          {game.href ? (
                            <Link href={game.href} className="text-link underline-offset-2 hover:underline">
                              {line}
                            </Link>
                          ) : (
                            <span>{line}</span>
                          )}
                        </li>
                      )
                    })}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
