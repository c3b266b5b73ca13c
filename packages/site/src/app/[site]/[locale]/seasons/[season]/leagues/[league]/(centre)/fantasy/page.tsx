import { getTranslations } from 'next-intl/server'
import { FantasyLiveLeaderboard } from '@/components/fantasy/live-leaderboard'
import { FantasyRankingTable } from '@/components/fantasy/ranking-table'
import { FantasyPriceTables, FantasyRoundFactsView } from '@/components/fantasy/round-facts'
import { FantasyRoundPanel } from '@/components/fantasy/round-panel'
import { RouteTabPage } from '@/components/route-tab-page'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { leaguePath } from '@/lib/paths/links'
import { leagueTabs } from '@/lib/paths/tabs'
import { enterLocale } from '@/lib/server/page-locale'
import { loadOptional, loadPublic } from '@/lib/server/server-api'

type Props = { params: Promise<LeagueParams> }

/** How many of the dearest players the prices section lists. */
const mostExpensiveCount = 10

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'fantasy', 'fantasy')
}

/** The league's fantasy game for every visitor: the open round, the ranking's first page, the last round's facts, prices. */
export default async function FantasyPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const path = { season, league }
  const [t, overview, ranking, catalogue] = await Promise.all([
    getTranslations('Fantasy'),
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/fantasy', path),
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/fantasy/ranking', path),
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/fantasy/players', path, { sort: 'price' }),
  ])
  // The facts of the last scored round; optional, so a failing read leaves the ranking and prices standing.
  const facts =
    ranking.settledRound > 0
      ? await loadOptional('/v2/website/seasons/{season}/leagues/{league}/fantasy/rounds/{round}', {
          ...path,
          round: String(ranking.settledRound),
        })
      : undefined
  // While a round is in play its live leaderboard leads the page; optional like the facts.
  const inPlay = overview.roundInPlay
  const live = inPlay
    ? await loadOptional('/v2/website/seasons/{season}/leagues/{league}/fantasy/rounds/{round}/live', {
        ...path,
        round: String(inPlay.sequence),
      })
    : undefined
  const base = leaguePath(season, league)
  return (
    <RouteTabPage basePath={base} tabs={leagueTabs} active="fantasy">
      <div className="flex flex-col gap-8">
        <div>
          <h2 className="mb-1 font-heading text-xl font-semibold">{t('heading')}</h2>
          <p className="text-sm text-on-muted">{t('intro')}</p>
        </div>
        <FantasyRoundPanel
          openRound={overview.openRound}
          roundInPlay={overview.roundInPlay}
          rulesHref={`${base}/fantasy/rules`}
          playHref="/profile/my-fantasy"
        />
        {live && inPlay ? (
          <section aria-labelledby="fantasy-live" className="flex flex-col gap-3">
            <h2 id="fantasy-live" className="font-heading text-xl font-semibold">
              {t('live.title', { round: inPlay.name })}
            </h2>
            <FantasyLiveLeaderboard leaderboard={live} roundName={inPlay.name} />
          </section>
        ) : null}
        <section aria-labelledby="fantasy-ranking" className="flex flex-col gap-3">
          <h2 id="fantasy-ranking" className="font-heading text-xl font-semibold">
            {t('ranking.title')}
          </h2>
          <FantasyRankingTable ranking={ranking} />
        </section>
        {facts ? (
          <section aria-labelledby="fantasy-facts" className="flex flex-col gap-3">
            <h2 id="fantasy-facts" className="font-heading text-xl font-semibold">
              {t('facts.title', { round: facts.round.name })}
            </h2>
            <FantasyRoundFactsView facts={facts} />
          </section>
        ) : null}
        <section aria-labelledby="fantasy-prices" className="flex flex-col gap-3">
          <h2 id="fantasy-prices" className="font-heading text-xl font-semibold">
            {t('prices.title')}
          </h2>
          <FantasyPriceTables mostExpensive={catalogue.players.slice(0, mostExpensiveCount)} facts={facts} />
        </section>
      </div>
    </RouteTabPage>
  )
}
