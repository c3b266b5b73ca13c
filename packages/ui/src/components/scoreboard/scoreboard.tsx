import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { TeamMark } from '../club-header/team-mark'
import { ShotClock } from '../shot-clock/shot-clock'
import { formatGameClock, isOvertime } from './game-clock'
import { fillTemplate } from './template'

export const scoreboardVariants = cva('grid items-center font-sans tabular-nums', {
  variants: {
    variant: {
      arena: 'min-h-[60vh] grid-cols-2 gap-4 bg-brand p-6 text-on-brand md:grid-cols-[1fr_auto_1fr] md:gap-12 md:p-12',
      broadcast:
        'w-fit max-w-full grid-cols-[auto_auto_auto] gap-0 overflow-hidden rounded-brand bg-brand text-sm text-on-brand shadow-lg',
      page: 'grid-cols-[1fr_auto_1fr] gap-3 rounded-brand border border-border bg-surface-raised p-4 text-on-surface md:gap-8 md:p-6',
    },
  },
  defaultVariants: { variant: 'page' },
})

const teamVariants = cva('flex min-w-0 items-center', {
  variants: {
    variant: {
      arena: 'flex-col gap-3 text-center',
      broadcast: 'gap-1.5 px-2 py-2 sm:gap-2 sm:px-3',
      page: 'flex-col gap-2 text-center',
    },
  },
  defaultVariants: { variant: 'page' },
})

const scoreVariants = cva('font-heading font-bold leading-none', {
  variants: {
    variant: {
      arena: 'text-[clamp(4rem,16vw,14rem)]',
      broadcast: 'min-w-8 text-right text-xl',
      page: 'text-[clamp(2.5rem,10vw,3.5rem)]',
    },
  },
  defaultVariants: { variant: 'page' },
})

export type ScoreboardTeam = {
  name: string
  /** Club code (ZAD) used where space is short. */
  shortName: string
  logoUrl?: string
  score: number
  /** Team fouls in the current period. */
  fouls: number
  timeoutsLeft: number
}

export const scoreboardDefaultLabels = {
  scoreboard: 'Scoreboard',
  period: 'Q{period}',
  overtime: 'OT{number}',
  gameClock: 'Game clock',
  fouls: 'Fouls',
  bonus: 'Bonus',
  bonusDescription: '{team} shoots free throws on every foul',
  timeoutsLeft: '{count} timeouts left',
  possession: 'Possession arrow: {team}',
  shotClock: 'Shot clock',
  shotClockExpired: 'Shot clock expired',
  liveScore: '{home} {homeScore}, {away} {awayScore}',
}

export type ScoreboardLabels = typeof scoreboardDefaultLabels

export type ScoreboardProps = Omit<React.ComponentProps<'section'>, 'children'> &
  VariantProps<typeof scoreboardVariants> & {
    home: ScoreboardTeam
    away: ScoreboardTeam
    /** 1–4 quarters, 5 and up overtimes. */
    period: number
    clockMs: number
    /** Omit or null when the shot clock is off (e.g. under 24 s left in the period). */
    shotClockMs?: number | null
    /** Team the alternating-possession arrow points to. */
    possession?: 'home' | 'away' | null
    /** Team fouls after which every further foul gives the opponent free throws (FIBA Art. 41: after the fourth). */
    bonusFouls?: number
    locale?: string
    labels?: Partial<ScoreboardLabels>
  }

export function Scoreboard({
  home,
  away,
  period,
  clockMs,
  shotClockMs,
  possession = null,
  bonusFouls = 4,
  locale = 'en',
  variant,
  labels,
  className,
  ...props
}: ScoreboardProps) {
  const text = { ...scoreboardDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const periodLabel = isOvertime(period)
    ? fillTemplate(text.overtime, { number: period - 4 })
    : fillTemplate(text.period, { period })
  const isBroadcast = variant === 'broadcast'
  const onBrand = variant === 'arena' || isBroadcast

  function renderTeam(side: 'home' | 'away') {
    const team = side === 'home' ? home : away
    const opponent = side === 'home' ? away : home
    const inBonus = opponent.fouls >= bonusFouls
    return (
      <div
        data-slot="scoreboard-team"
        data-side={side}
        className={cn(teamVariants({ variant }), side === 'away' && isBroadcast && 'border-l border-on-brand/20')}
      >
        <TeamMark
          name={team.name}
          shortName={team.shortName}
          logoUrl={team.logoUrl}
          decorative
          // On the brand-coloured arena and broadcast boards the home colour would vanish.
          tone={side === 'away' ? 'away' : onBrand ? 'neutral' : 'home'}
          size={variant === 'arena' ? 'xl' : isBroadcast ? 'sm' : 'md'}
          // The lower third must fit a 360 px phone: crests only from the small breakpoint up.
          className={isBroadcast ? 'hidden sm:inline-flex' : undefined}
        />
        <p
          data-slot="scoreboard-team-name"
          className={cn(
            'font-heading font-semibold',
            variant === 'arena'
              ? 'max-w-full text-2xl break-words md:text-5xl'
              : isBroadcast
                ? 'shrink-0 text-base'
                : 'max-w-full min-w-0 truncate text-sm md:text-lg',
          )}
        >
          {isBroadcast ? (
            <abbr title={team.name} className="no-underline">
              {team.shortName}
            </abbr>
          ) : (
            team.name
          )}
        </p>
        <p data-slot="scoreboard-score" className={scoreVariants({ variant })}>
          {numbers.format(team.score)}
        </p>
        {isBroadcast ? null : (
          <dl
            data-slot="scoreboard-team-details"
            className={cn(
              'flex flex-wrap items-center justify-center gap-x-3 gap-y-1',
              variant === 'arena' ? 'text-2xl' : 'text-xs',
            )}
          >
            <div data-slot="scoreboard-fouls" className="flex gap-1">
              <dt>{text.fouls}</dt>
              <dd className="font-bold">{numbers.format(team.fouls)}</dd>
            </div>
            <div data-slot="scoreboard-timeouts" className="flex items-center gap-1">
              <dt className="sr-only">{fillTemplate(text.timeoutsLeft, { count: team.timeoutsLeft })}</dt>
              <dd aria-hidden className="flex gap-1">
                {Array.from({ length: 3 }, (_, index) => (
                  <span
                    key={index}
                    data-slot="scoreboard-timeout"
                    data-state={index < team.timeoutsLeft ? 'left' : 'used'}
                    className="size-2 rounded-full border border-current data-[state=left]:bg-current md:size-3"
                  />
                ))}
              </dd>
            </div>
            {inBonus ? (
              <div
                data-slot="scoreboard-bonus"
                className="rounded-sm bg-accent px-1.5 py-0.5 font-bold uppercase text-on-accent"
              >
                <dt className="sr-only">{fillTemplate(text.bonusDescription, { team: team.name })}</dt>
                <dd aria-hidden>{text.bonus}</dd>
              </div>
            ) : null}
          </dl>
        )}
      </div>
    )
  }

  const possessionTeam = possession === 'home' ? home : possession === 'away' ? away : null
  return (
    <section
      data-slot="scoreboard"
      aria-label={text.scoreboard}
      className={cn(scoreboardVariants({ variant }), className)}
      {...props}
    >
      {renderTeam('home')}
      <div
        data-slot="scoreboard-center"
        className={cn(
          'flex flex-col items-center gap-2',
          variant === 'arena' && 'order-first col-span-2 md:order-none md:col-span-1',
          isBroadcast
            ? 'order-last flex-row gap-2 border-l border-on-brand/20 bg-surface-raised px-2 py-2 text-on-surface sm:gap-3 sm:px-3'
            : '',
        )}
      >
        <p
          data-slot="scoreboard-period"
          className={cn(
            'font-heading font-bold uppercase',
            variant === 'arena' ? 'text-5xl' : isBroadcast ? 'text-sm' : 'text-base',
          )}
        >
          {periodLabel}
        </p>
        <p
          data-slot="scoreboard-clock"
          role="timer"
          aria-label={text.gameClock}
          className={cn(
            'font-heading font-bold',
            variant === 'arena' ? 'text-[clamp(3rem,10vw,8rem)] text-accent' : isBroadcast ? 'text-sm' : 'text-2xl',
          )}
        >
          {formatGameClock(clockMs)}
        </p>
        {shotClockMs === undefined || shotClockMs === null || isBroadcast ? null : (
          <ShotClock
            milliseconds={shotClockMs}
            size={variant === 'arena' ? 'arena' : 'inline'}
            labels={{ shotClock: text.shotClock, expired: text.shotClockExpired }}
          />
        )}
        {possessionTeam ? (
          <p
            data-slot="scoreboard-possession"
            data-side={possession}
            className={cn(variant === 'arena' ? 'text-5xl' : 'text-lg')}
          >
            {/* A drawn triangle rather than a glyph: every client font shows it alike. It points to the side of the
                team that has the next alternating-possession throw-in (home on the left). */}
            <svg
              role="img"
              aria-label={fillTemplate(text.possession, { team: possessionTeam.name })}
              viewBox="0 0 24 24"
              className="inline-block size-[1em] fill-current align-[-0.125em]"
            >
              <path d={possession === 'home' ? 'M18 3 6 12l12 9Z' : 'M6 3l12 9-12 9Z'} />
            </svg>
          </p>
        ) : null}
      </div>
      {renderTeam('away')}
      <p data-slot="scoreboard-announcement" aria-live="polite" aria-atomic className="sr-only">
        {fillTemplate(text.liveScore, {
          home: home.name,
          homeScore: home.score,
          away: away.name,
          awayScore: away.score,
        })}
      </p>
    </section>
  )
}
