'use client'

import type { LiveGameState } from '@league/live/state'
import { TeamMark } from '@league/ui/components/club-header/team-mark'
import { formatGameClock, isOvertime } from '@league/ui/components/scoreboard/game-clock'
import { fill as fillTemplate } from '@/lib/my-fantasy/labels'
import { ShotClock } from '@league/ui/components/shot-clock/shot-clock'
import { inBonus, type Side } from '@/lib/live/bonus'
import type { ScreenClocks } from '@/lib/live/follow-game'
import type { TeamMarksByCode } from '@/lib/screens/team-marks'
import type { ScreenLabels } from '@/lib/screens/screen-labels'
import { scoreboardTeamOf } from './scoreboard-team'

/** Timeouts a team may take in the second half (FIBA Art. 18.2.5): the most the bug draws. */
const timeoutMarks = 3

function BugTeam({
  state,
  side,
  marks,
  labels,
  numbers,
}: {
  state: LiveGameState
  side: Side
  marks: TeamMarksByCode | undefined
  labels: ScreenLabels['scoreboard']
  numbers: Intl.NumberFormat
}) {
  const team = scoreboardTeamOf(state, side, marks)
  const bonus = inBonus(state, side)
  return (
    <div data-slot="score-bug-team" data-side={side} className="flex items-stretch">
      <div className="flex items-center gap-[0.4em] px-[0.5em] py-[0.3em]">
        <TeamMark
          name={team.name}
          shortName={team.shortName}
          logoUrl={team.logoUrl}
          colours={team.colours}
          decorative
          size="md"
          tone={side === 'away' ? 'away' : 'neutral'}
        />
        <abbr title={team.name} className="font-heading font-semibold no-underline">
          {team.shortName}
        </abbr>
        {state.possessionArrow === side && state.phase !== 'final' ? (
          // The alternating-possession arrow beside the team it points to (the bug has no left/right to use).
          <svg
            role="img"
            aria-label={fillTemplate(labels.possession, { team: team.name })}
            viewBox="0 0 24 24"
            className="size-[0.6em] fill-current"
          >
            <path d="M3 6l9 12 9-12Z" />
          </svg>
        ) : null}
        <span data-slot="score-bug-score" className="min-w-[2ch] text-right font-heading text-[1.5em] font-bold">
          {numbers.format(team.score)}
        </span>
      </div>
      <dl className="flex flex-col justify-center gap-[0.15em] bg-on-brand/10 px-[0.5em] text-[0.55em] uppercase">
        <div className="flex gap-[0.4em]">
          <dt>{labels.fouls}</dt>
          <dd data-slot="score-bug-fouls" className="font-bold">
            {numbers.format(team.fouls)}
          </dd>
        </div>
        <div className="flex items-center gap-[0.3em]">
          <dt className="sr-only">{fillTemplate(labels.timeoutsLeft, { count: team.timeoutsLeft })}</dt>
          <dd aria-hidden className="flex gap-[0.3em]">
            {Array.from({ length: timeoutMarks }, (_, index) => (
              <span
                key={index}
                data-state={index < team.timeoutsLeft ? 'left' : 'used'}
                className="size-[0.7em] rounded-full border border-current data-[state=left]:bg-current"
              />
            ))}
          </dd>
        </div>
        {bonus ? (
          <div data-slot="score-bug-bonus" className="rounded-sm bg-accent px-[0.3em] font-bold text-on-accent">
            <dt className="sr-only">{fillTemplate(labels.bonusDescription, { team: team.name })}</dt>
            <dd aria-hidden>{labels.bonus}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  )
}

/**
 * The broadcast score bug an OBS or vMix director keys over the picture: both teams with crest, code, score,
 * team fouls, timeouts left and the bonus (on the side that shoots, lib/live/bonus.ts), then the period, the
 * game clock (the kit's clock text, as everywhere) and the shot clock while it is on.
 */
export function BroadcastScoreBug({
  state,
  clocks,
  marks,
  labels,
  locale,
  phase,
}: {
  state: LiveGameState
  clocks: ScreenClocks
  marks: TeamMarksByCode | undefined
  labels: ScreenLabels
  locale: string
  /** "Final", "Break" or "Not started" instead of the clock when no period is being played. */
  phase: string | null
}) {
  const numbers = new Intl.NumberFormat(locale)
  const period = Math.max(1, state.period)
  const periodLabel = isOvertime(period)
    ? fillTemplate(labels.scoreboard.overtime, { number: period - 4 })
    : fillTemplate(labels.scoreboard.period, { period })
  const team = { state, marks, labels: labels.scoreboard, numbers }
  return (
    <section
      data-slot="score-bug"
      aria-label={labels.scoreboard.scoreboard}
      className="inline-flex items-stretch overflow-hidden rounded-brand bg-brand text-[clamp(1rem,1.6vw,2rem)] text-on-brand tabular-nums shadow-lg"
    >
      <BugTeam side="home" {...team} />
      <BugTeam side="away" {...team} />
      <div className="flex items-center gap-[0.5em] bg-surface-raised px-[0.6em] text-on-surface">
        <span className="font-heading font-bold uppercase">{phase ?? periodLabel}</span>
        {phase === null ? (
          <span role="timer" aria-label={labels.scoreboard.gameClock} className="font-heading font-bold">
            {formatGameClock(clocks.gameMs)}
          </span>
        ) : null}
        {phase === null && clocks.shotMs !== null ? (
          <ShotClock
            milliseconds={clocks.shotMs}
            labels={{ shotClock: labels.shotClock.shotClock, expired: labels.shotClock.expired }}
            className="text-[1em]"
          />
        ) : null}
      </div>
      <p aria-live="polite" aria-atomic className="sr-only">
        {fillTemplate(labels.scoreboard.liveScore, {
          home: state.home.name,
          homeScore: state.home.score,
          away: state.away.name,
          awayScore: state.away.score,
        })}
      </p>
    </section>
  )
}
