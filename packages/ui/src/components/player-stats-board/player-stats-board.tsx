import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { TeamMark } from '../club-header/team-mark'
import { fillTemplate } from '../scoreboard/template'

export const playerStatsBoardVariants = cva('grid font-sans tabular-nums', {
  variants: {
    layout: {
      landscape: 'grid-cols-2 gap-8',
      portrait: 'grid-cols-1 gap-8',
    },
  },
  defaultVariants: { layout: 'landscape' },
})

export type PlayerStatsBoardPlayer = {
  id: string
  number?: string
  name: string
  points: number
  fouls: number
  pir: number
  /** Five fouls or disqualified: shown struck through with the word. */
  fouledOut?: boolean
}

export type PlayerStatsBoardTeam = {
  name: string
  shortName: string
  logoUrl?: string
  players: PlayerStatsBoardPlayer[]
}

export const playerStatsBoardDefaultLabels = {
  number: 'No.',
  player: 'Player',
  points: 'PTS',
  pointsLong: 'Points',
  fouls: 'PF',
  foulsLong: 'Personal fouls',
  pir: 'PIR',
  pirLong: 'Performance index rating',
  fouledOut: 'Fouled out',
  page: 'Page {page} of {pageCount}',
}

export type PlayerStatsBoardLabels = typeof playerStatsBoardDefaultLabels

export type PlayerStatsBoardProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof playerStatsBoardVariants> & {
    teams: PlayerStatsBoardTeam[]
    /** The page shown when a screen rotates through pages (1-based); omit for a single page. */
    page?: number
    pageCount?: number
    locale?: string
    labels?: Partial<PlayerStatsBoardLabels>
  }

/** Players' points, fouls and PIR in type large enough to read across a hall, one table per team. */
export function PlayerStatsBoard({
  teams,
  page,
  pageCount,
  locale = 'en',
  layout,
  labels,
  className,
  ...props
}: PlayerStatsBoardProps) {
  const text = { ...playerStatsBoardDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  return (
    <div data-slot="player-stats-board" className={cn('flex flex-col gap-6', className)} {...props}>
      <div className={playerStatsBoardVariants({ layout })}>
        {teams.map((team) => (
          <table
            key={team.shortName}
            data-slot="player-stats-board-team"
            className="w-full border-collapse text-[clamp(1.5rem,2.2vw,3rem)]"
          >
            <caption className="mb-3 text-left">
              <span className="flex items-center gap-4 font-heading text-[1.1em] font-bold">
                <TeamMark name={team.name} shortName={team.shortName} logoUrl={team.logoUrl} decorative size="lg" />
                {team.name}
              </span>
            </caption>
            <thead>
              <tr className="border-b-4 border-current text-[0.6em] uppercase">
                <th scope="col" className="w-[3ch] py-2 text-right">
                  <abbr title={text.number} className="no-underline">
                    #
                  </abbr>
                </th>
                <th scope="col" className="px-4 py-2 text-left">
                  {text.player}
                </th>
                <th scope="col" className="w-[4ch] py-2 pl-[1ch] text-right">
                  <abbr title={text.pointsLong} className="no-underline">
                    {text.points}
                  </abbr>
                </th>
                <th scope="col" className="w-[4ch] py-2 pl-[1ch] text-right">
                  <abbr title={text.foulsLong} className="no-underline">
                    {text.fouls}
                  </abbr>
                </th>
                <th scope="col" className="w-[4ch] py-2 pl-[1ch] text-right">
                  <abbr title={text.pirLong} className="no-underline">
                    {text.pir}
                  </abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {team.players.map((player) => (
                <tr
                  key={player.id}
                  data-slot="player-stats-board-row"
                  data-state={player.fouledOut ? 'fouled-out' : 'playing'}
                  className="border-b border-current/30 data-[state=fouled-out]:line-through"
                >
                  <td className="py-2 text-right font-heading font-bold">{player.number ?? ''}</td>
                  <th scope="row" className="max-w-0 truncate px-4 py-2 text-left font-semibold">
                    {player.name}
                    {player.fouledOut ? <span className="sr-only">, {text.fouledOut}</span> : null}
                  </th>
                  <td className="py-2 pl-[1ch] text-right font-heading font-bold">{numbers.format(player.points)}</td>
                  <td className="py-2 pl-[1ch] text-right" data-slot="player-stats-board-fouls">
                    {numbers.format(player.fouls)}
                  </td>
                  <td className="py-2 pl-[1ch] text-right">{numbers.format(player.pir)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {page !== undefined && pageCount !== undefined && pageCount > 1 ? (
        <p data-slot="player-stats-board-page" className="text-center text-2xl font-semibold">
          {fillTemplate(text.page, { page: numbers.format(page), pageCount: numbers.format(pageCount) })}
        </p>
      ) : null}
    </div>
  )
}
