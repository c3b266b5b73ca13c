import type { PlayByPlayEvent as ApiPlayByPlayEvent } from '@league/api/contract/games'
import type { PlayByPlayEvent } from '@league/ui/components/play-by-play/play-by-play-periods'
import { getLocale, getTranslations } from 'next-intl/server'
import { siteLocaleOf } from '@/i18n/locales'
import { localizeHref } from '@/i18n/localize-href'
import { getGame } from '@/lib/resources/game'
import { playerPath } from '@/lib/paths/links'
import { descriptionId, LIVE_PLAY_DESCRIPTIONS, teamNamesOf, type PlayDescription } from '@/lib/live/game-centre'
import { liveGameState } from '@/lib/live/live-state'
import { isPlayEventKey, type PlayEventKey } from '@/lib/messages/message-keys'
import { freeThrowAttempt, subtypeKey } from '@/lib/messages/play-description'
import { playPoints } from '@/lib/game-data/play-points'
import { loadPublic } from '@/lib/server/server-api'
import { LivePlayByPlayLoader } from '../live/live-tab-loaders'
import { PlayByPlayList } from './play-by-play-list'

type NamedPlay = ApiPlayByPlayEvent & { event: PlayEventKey }

/**
 * Play-by-play, one list per period in the order the plays happened, narrowed by quarter and team (the kit's
 * filters); every word translated.
 */
export async function PlayByPlayTab({ game }: { game: string }) {
  const [header, live, t, plays, centre, locale] = await Promise.all([
    getGame(game),
    liveGameState(game),
    getTranslations('Game'),
    getTranslations('Plays'),
    getTranslations('GameCentre'),
    getLocale(),
  ])
  const labels = {
    quarterHeading: t.raw('quarterHeading') as string,
    overtimeHeading: t.raw('overtimeHeading') as string,
    quarter: t.raw('quarter') as string,
    overtime: t.raw('overtime') as string,
    noEvents: t('noPlays'),
    scoringPlay: centre.raw('playByPlay.scoringPlay') as string,
    score: centre('playByPlay.score'),
    period: centre('playByPlay.quarterFilter'),
    allPeriods: centre('playByPlay.allQuarters'),
    overtimes: centre('playByPlay.overtimes'),
    overtimesHeading: centre('playByPlay.overtimesHeading'),
    team: centre('playByPlay.teamFilter'),
    allTeams: centre('playByPlay.bothTeams'),
  }
  if (live !== undefined) {
    // While the game is live the plays come from its stream; every description is translated here once.
    const describeLive = ({ event, value, detail }: PlayDescription) => {
      const name = plays(`events.${event}`, { value: String(value ?? 2) })
      return detail === undefined ? name : `${name} (${plays(`subtypes.${detail}`)})`
    }
    const descriptions = Object.fromEntries(
      LIVE_PLAY_DESCRIPTIONS.map((description) => [descriptionId(description), describeLive(description)]),
    )
    return (
      <LivePlayByPlayLoader
        initial={live}
        teams={teamNamesOf(header)}
        descriptions={descriptions}
        labels={labels}
        locale={locale}
      />
    )
  }
  const body = await loadPublic('/v2/website/games/{game}/play-by-play', { game })
  // Only plays the site can name in every language are listed (markers and unknown kinds are left out).
  const named = body.events.flatMap((event): NamedPlay[] =>
    isPlayEventKey(event.event) ? [{ ...event, event: event.event }] : [],
  )
  const describe = (event: NamedPlay) => {
    const name = plays(`events.${event.event}`, { value: String(event.shotValue ?? 2) })
    const attempt = event.event.startsWith('ft_') ? freeThrowAttempt(event.subtype) : undefined
    const key = subtypeKey(event.subtype)
    const detail = attempt ? plays('freeThrowOf', attempt) : key ? plays(`subtypes.${key}`) : undefined
    return detail ? `${name} (${detail})` : name
  }
  const points = playPoints(named)
  const events = named.map((event, index): PlayByPlayEvent => ({
    id: String(event.sequence),
    period: event.period,
    clock: event.clock ?? '',
    team: event.side,
    player: event.player
      ? { name: event.player.name, href: localizeHref(playerPath(event.player.slug), siteLocaleOf(locale)) }
      : undefined,
    description: describe(event),
    homeScore: event.homeScore,
    awayScore: event.awayScore,
    points: points[index] ?? 0,
  }))
  return (
    <PlayByPlayList
      events={events}
      home={{ name: header.home.team.name, shortName: header.home.team.code }}
      away={{ name: header.away.team.name, shortName: header.away.team.code }}
      locale={locale}
      labels={labels}
    />
  )
}
