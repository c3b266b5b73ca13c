'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { BoxScore, type BoxScoreColumn, type BoxScoreLabels } from '@league/ui/components/box-score/box-score'
import { NavigationLink } from '@/components/navigation-link'
import { siteLocaleOf } from '@/i18n/locales'
import { localizeHref } from '@/i18n/localize-href'
import { liveBoxScorePlayers, type LiveTeamNames } from '@/lib/live/game-centre'
import { useLiveGameCentre } from './use-live-game-centre'

/** The box score of a live game: the kit's tables, one per team, updated with every event of the stream. */
export function LiveBoxScore({
  initial,
  teams,
  headers,
  labels,
  locale,
}: {
  initial: LiveGameStateResponse
  teams: LiveTeamNames
  headers: Partial<Record<BoxScoreColumn, string>>
  labels: Partial<BoxScoreLabels>
  locale: string
}) {
  const { state } = useLiveGameCentre(initial)
  // Client leaves link with site links to paths the locale is already in front of (the site's Link is a
  // server component).
  const siteLocale = siteLocaleOf(locale)
  const playersOf = (side: 'home' | 'away') =>
    liveBoxScorePlayers(state, side).map((player) =>
      player.href === undefined ? player : { ...player, href: localizeHref(player.href, siteLocale) },
    )
  return (
    <div className="flex flex-col gap-8" data-live-tab="box-score">
      {(['home', 'away'] as const).map((side) => (
        <BoxScore
          key={side}
          side={side}
          team={{ name: teams[side].name, shortName: teams[side].code, players: playersOf(side) }}
          headers={headers}
          labels={labels}
          locale={locale}
          linkComponent={NavigationLink}
        />
      ))}
    </div>
  )
}
