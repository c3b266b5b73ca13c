'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import type { PlayByPlayEvent, PlayByPlayLabels } from '@league/ui/components/play-by-play/play-by-play-periods'
import { siteLocaleOf } from '@/i18n/locales'
import { localizeHref } from '@/i18n/localize-href'
import { descriptionId, formatPlayClock, type LiveTeamNames } from '@/lib/live/game-centre'
import { PlayByPlayList } from '../tabs/play-by-play-list'
import { useLiveGameCentre } from './use-live-game-centre'

/**
 * The play-by-play of a live game through the kit's filtered period lists, a row more with every event of the stream.
 * `descriptions` holds every play's text in the page's language, keyed by `descriptionId`.
 */
export function LivePlayByPlay({
  initial,
  teams,
  descriptions,
  labels,
  locale,
}: {
  initial: LiveGameStateResponse
  teams: LiveTeamNames
  descriptions: Record<string, string>
  labels: Partial<PlayByPlayLabels>
  locale: string
}) {
  const { plays } = useLiveGameCentre(initial)
  // Site links to paths with the locale in front (the site's Link is a server component).
  const siteLocale = siteLocaleOf(locale)
  const events = plays.map((play): PlayByPlayEvent => ({
    id: play.id,
    period: play.period,
    clock: formatPlayClock(play.remainingMs),
    team: play.side,
    ...(play.player === undefined
      ? {}
      : {
          player: {
            name: play.player.name,
            ...(play.player.href === undefined ? {} : { href: localizeHref(play.player.href, siteLocale) }),
          },
        }),
    description: descriptions[descriptionId(play.description)] ?? '',
    homeScore: play.homeScore,
    awayScore: play.awayScore,
    points: play.points,
  }))
  return (
    <div className="flex flex-col gap-6" data-live-tab="play-by-play">
      <PlayByPlayList
        events={events}
        home={{ name: teams.home.name, shortName: teams.home.code }}
        away={{ name: teams.away.name, shortName: teams.away.code }}
        locale={locale}
        labels={labels}
      />
    </div>
  )
}
