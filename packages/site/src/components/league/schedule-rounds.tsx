import type { SeasonLeague } from '@league/api/contract/platform'
import { getTranslations } from 'next-intl/server'
import { roundDateSpan } from '@/lib/game-data/current-round'
import { loadOptional } from '@/lib/server/server-api'
import { roundLabelOf } from './league-calendar'
import { RoundPicker } from './round-picker'

/**
 * The schedule's round picker for one league of the current season: each round, play-offs included, is a
 * link to the schedule between its first and its last date (the schedule's own `from` and `to`), so a fan
 * jumps to a round without knowing its dates. The round whose dates are on screen is the current one.
 */
export async function ScheduleRounds({
  league,
  shown,
  team,
}: {
  league: SeasonLeague
  /** The dates the schedule shows. */
  shown: { from: string; to: string }
  team: string | undefined
}) {
  const [calendar, t, games, schedule] = await Promise.all([
    loadOptional('/v2/website/seasons/{season}/leagues/{league}/calendar', {
      season: league.season.slug,
      league: league.slug,
    }),
    getTranslations('League'),
    getTranslations('Games'),
    getTranslations('Schedule'),
  ])
  const rounds = (calendar?.rounds ?? []).flatMap((round) => {
    const span = roundDateSpan(round)
    if (!span) {
      return []
    }
    const query = new URLSearchParams({ ...span, ...(team ? { team } : {}) })
    return [{ slug: round.slug, label: roundLabelOf(round, t, games), href: `/schedule?${query}`, span }]
  })
  if (rounds.length === 0) {
    return null
  }
  const current = rounds.find((round) => round.span.from === shown.from && round.span.to === shown.to)
  return (
    <RoundPicker
      rounds={rounds}
      current={current?.slug}
      labels={{
        rounds: schedule('roundsOf', { league: league.name }),
        previous: t('previousRound'),
        next: t('nextRound'),
      }}
    />
  )
}
