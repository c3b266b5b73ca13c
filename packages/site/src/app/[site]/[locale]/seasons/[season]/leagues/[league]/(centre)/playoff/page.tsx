import { Bracket } from '@league/ui/components/bracket/bracket'
import { getLocale, getTranslations } from 'next-intl/server'
import { RouteTabPage } from '@/components/route-tab-page'
import { Link } from '@/i18n/navigation'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { leaguePath, playoffGamePath } from '@/lib/paths/links'
import { isPhaseKey } from '@/lib/messages/message-keys'
import { enterLocale } from '@/lib/server/page-locale'
import { playoffRounds } from '@/lib/playoffs/playoff-rounds'
import { loadPublic } from '@/lib/server/server-api'
import { leagueTabs } from '@/lib/paths/tabs'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'playoff', 'playoff')
}

export default async function PlayoffPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t, games, bracket, locale] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/playoff', { season, league }),
    getTranslations('League'),
    getTranslations('Games'),
    getTranslations('Bracket'),
    getLocale(),
  ])
  const apiRounds = body.rounds
  const rounds = playoffRounds(apiRounds, {
    roundName: (round) => (isPhaseKey(round.slug) ? games(`phases.${round.slug}`) : round.name),
    gameHref: ({ round, duel, number }) => playoffGamePath(season, league, round.slug, duel.slug, number),
    winsLabel: (wins) => bracket('winsCount', { count: wins }),
  })
  const labelKeys = ['bestOf', 'seed', 'wins', 'winner', 'game', 'games'] as const
  return (
    <RouteTabPage basePath={leaguePath(season, league)} tabs={leagueTabs} active="playoff">
      {apiRounds.length === 0 ? (
        <p className="text-on-muted">{t('noPlayoff')}</p>
      ) : (
        <>
          <h2 className="mb-3 font-heading text-xl font-semibold">{t('playoffTitle')}</h2>
          <Bracket
            rounds={rounds}
            linkComponent={Link}
            locale={locale}
            labels={Object.fromEntries(labelKeys.map((key) => [key, bracket.raw(key) as string]))}
          />
        </>
      )}
    </RouteTabPage>
  )
}
