import type { VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { TeamMark, type ClubColours } from '../club-header/team-mark'
import { ShotClock } from '../shot-clock/shot-clock'
import { formatGameClock, isOvertime } from './game-clock'
import {
  centerVariants,
  clockVariants,
  periodVariants,
  scoreboardVariants,
  scoreVariants,
  teamDetailsVariants,
  teamNameVariants,
  teamVariants,
  timeoutVariants,
} from './scoreboard-variants'
import { fillTemplate } from './template'

export { scoreboardVariants } from './scoreboard-variants'

export type ScoreboardTeam = {
  name: string
  /** Club code (ZAD) used where space is short. */
  shortName: string
  logoUrl?: string
  /** The club's colours: its badge wears them when it has no crest. */
  colours?: ClubColours
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

type ScoreboardLook = {
  variant: NonNullable<ScoreboardProps['variant']>
  size: NonNullable<ScoreboardProps['size']>
}

/** One team's column: crest, name, score and (except on the broadcast strip) fouls, timeouts and bonus. */
function ScoreboardTeamPanel({
  side,
  team,
  opponent,
  bonusFouls,
  numbers,
  text,
  look,
}: {
  side: 'home' | 'away'
  team: ScoreboardTeam
  opponent: ScoreboardTeam
  bonusFouls: number
  numbers: Intl.NumberFormat
  text: ScoreboardLabels
  look: ScoreboardLook
}) {
  const { variant } = look
  const isBroadcast = variant === 'broadcast'
  const onBrand = variant === 'arena' || isBroadcast
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
        colours={team.colours}
        decorative
        // On the brand-coloured arena and broadcast boards the home colour would vanish.
        tone={side === 'away' ? 'away' : onBrand ? 'neutral' : 'home'}
        size={variant === 'arena' ? 'xl' : isBroadcast ? 'sm' : 'md'}
        // The lower third must fit a 360 px phone: crests only from the small breakpoint up.
        className={isBroadcast ? 'hidden sm:inline-flex' : undefined}
      />
      <p data-slot="scoreboard-team-name" className={teamNameVariants(look)}>
        {isBroadcast ? (
          <abbr title={team.name} className="no-underline">
            {team.shortName}
          </abbr>
        ) : (
          team.name
        )}
      </p>
      <p data-slot="scoreboard-score" className={scoreVariants(look)}>
        {numbers.format(team.score)}
      </p>
      {isBroadcast ? null : (
        <ScoreboardTeamDetails
          team={team}
          inBonus={opponent.fouls >= bonusFouls}
          numbers={numbers}
          text={text}
          look={look}
        />
      )}
    </div>
  )
}

function ScoreboardTeamDetails({
  team,
  inBonus,
  numbers,
  text,
  look,
}: {
  team: ScoreboardTeam
  inBonus: boolean
  numbers: Intl.NumberFormat
  text: ScoreboardLabels
  look: ScoreboardLook
}) {
  return (
    <dl data-slot="scoreboard-team-details" className={teamDetailsVariants(look)}>
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
              className={timeoutVariants({ size: look.size })}
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
  )
}

/** The middle column: period, game clock, shot clock (not on the broadcast strip) and the possession arrow. */
function ScoreboardCenter({
  periodLabel,
  clockMs,
  shotClockMs,
  possession,
  possessionTeam,
  text,
  look,
}: {
  periodLabel: string
  clockMs: number
  shotClockMs: number | null | undefined
  possession: 'home' | 'away' | null
  possessionTeam: ScoreboardTeam | null
  text: ScoreboardLabels
  look: ScoreboardLook
}) {
  const { variant } = look
  // The arena screen stacks the teams on a portrait display (home above), where the arrow points up or down.
  const stacked = variant === 'arena' && look.size === 'screen'
  return (
    <div data-slot="scoreboard-center" className={centerVariants(look)}>
      <p data-slot="scoreboard-period" className={periodVariants(look)}>
        {periodLabel}
      </p>
      <p data-slot="scoreboard-clock" role="timer" aria-label={text.gameClock} className={clockVariants(look)}>
        {formatGameClock(clockMs)}
      </p>
      {shotClockMs === undefined || shotClockMs === null || variant === 'broadcast' ? null : (
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
              team that has the next alternating-possession throw-in: home on the left, or above on a portrait
              screen, where the arena board stacks the teams (a left/right arrow would point at nobody there). */}
          <svg
            role="img"
            aria-label={fillTemplate(text.possession, { team: possessionTeam.name })}
            viewBox="0 0 24 24"
            className="inline-block size-[1em] fill-current align-[-0.125em]"
          >
            <path
              className={cn(stacked && 'portrait:hidden')}
              d={possession === 'home' ? 'M18 3 6 12l12 9Z' : 'M6 3l12 9-12 9Z'}
            />
            {stacked ? (
              <path
                data-slot="scoreboard-possession-portrait"
                className="hidden portrait:block"
                d={possession === 'home' ? 'M3 18 12 6l9 12Z' : 'M3 6l9 12 9-12Z'}
              />
            ) : null}
          </svg>
        </p>
      ) : null}
    </div>
  )
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
  size,
  labels,
  className,
  ...props
}: ScoreboardProps) {
  const text = { ...scoreboardDefaultLabels, ...labels }
  const numbers = new Intl.NumberFormat(locale)
  const look: ScoreboardLook = { variant: variant ?? 'page', size: size ?? 'default' }
  const periodLabel = isOvertime(period)
    ? fillTemplate(text.overtime, { number: period - 4 })
    : fillTemplate(text.period, { period })
  const possessionTeam = possession === 'home' ? home : possession === 'away' ? away : null
  const team = { bonusFouls, numbers, text, look }
  return (
    <section
      data-slot="scoreboard"
      aria-label={text.scoreboard}
      className={cn(scoreboardVariants(look), className)}
      {...props}
    >
      <ScoreboardTeamPanel side="home" team={home} opponent={away} {...team} />
      <ScoreboardCenter
        periodLabel={periodLabel}
        clockMs={clockMs}
        shotClockMs={shotClockMs}
        possession={possession}
        possessionTeam={possessionTeam}
        text={text}
        look={look}
      />
      <ScoreboardTeamPanel side="away" team={away} opponent={home} {...team} />
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
