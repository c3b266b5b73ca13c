import { getTranslations } from 'next-intl/server'
import { CalendarLinks } from '@/components/data-export/calendar-links'
import { GameGrid } from '@/components/games/game-grid'
import { RouteTabPage } from '@/components/route-tab-page'
import { getLeague, leagueNameOf, type LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { isPhaseKey } from '@/lib/messages/message-keys'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { leagueTabs } from '@/lib/paths/tabs'
import { leaguePath } from '@/lib/paths/links'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'calendar', 'calendar')
}

export default async function CalendarPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t, games, overview] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/calendar', { season, league }),
    getTranslations('League'),
    getTranslations('Games'),
    getLeague(season, league),
  ])
  const { rounds } = body
  return (
    <RouteTabPage basePath={leaguePath(season, league)} tabs={leagueTabs} active="calendar">
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('calendarTitle')}</h2>
      <CalendarLinks
        season={season}
        league={league}
        name={`${leagueNameOf(overview)} ${overview.season.name}`}
        className="mb-4"
      />
      {rounds.length === 0 ? <p className="text-on-muted">{t('noGames')}</p> : null}
      {rounds.map((round) => {
        const id = `round-${round.slug}`
        return (
          <section key={id} aria-labelledby={id} className="mb-8">
            <h3 id={id} className="mb-2 font-heading text-lg font-semibold">
              {round.phase === 'regular-season'
                ? t('round', { round: round.number })
                : isPhaseKey(round.phase)
                  ? games('playoffGame', { phase: games(`phases.${round.phase}`), game: round.number })
                  : round.name}
            </h3>
            <GameGrid games={round.games} league={league} />
          </section>
        )
      })}
    </RouteTabPage>
  )
}
