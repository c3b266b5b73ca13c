'use client'

import { GameCard, type GameCardProps } from '@league/ui/components/game-card/game-card'
import { NavigationLink } from '@/components/navigation-link'
import { siteLocaleOf } from '@/i18n/locales'
import { localizeHref } from '@/i18n/localize-href'
import { periodLabel, type LiveCardScore } from '@/lib/live/live-scores'

export type LiveGameCardProps = Pick<GameCardProps, 'startsAt' | 'round' | 'venue' | 'labels' | 'locale'> & {
  game: string
  home: { name: string; shortName: string }
  away: { name: string; shortName: string }
  href?: string | undefined
  /** Period names in order: Q1…Q4, then overtimes. */
  periods: string[]
  /** "Break" between periods. */
  periodBreak: string
}

/** The kit's game card of a game in progress: live score, and the period it is in (or the break after it). */
export function LiveGameCard({
  game,
  home,
  away,
  href,
  periods,
  periodBreak,
  live,
  ...card
}: LiveGameCardProps & { live: LiveCardScore }) {
  const period = periodLabel(live.period, periods)
  const detail = live.phase === 'break' ? `${period} · ${periodBreak}` : period
  return (
    <GameCard
      {...card}
      data-live-card={game}
      home={{ ...home, score: live.home }}
      away={{ ...away, score: live.away }}
      status={live.phase === 'final' ? 'final' : 'live'}
      liveDetail={detail}
      {...(href === undefined ? {} : { asChild: true })}
    >
      {href === undefined ? undefined : <NavigationLink href={localizeHref(href, siteLocaleOf(card.locale ?? 'en'))} />}
    </GameCard>
  )
}
