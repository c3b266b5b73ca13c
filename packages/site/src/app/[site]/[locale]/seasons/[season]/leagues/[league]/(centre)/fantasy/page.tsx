import { getTranslations } from 'next-intl/server'
import { FantasyLiveLeaderboard } from '@/components/fantasy/live-leaderboard'
import { RankingPager, RankingRoundSwitch } from '@/components/fantasy/ranking-navigation'
import { rankingQueryOf, type RankingQuery, type RankingSearchParams } from '@/components/fantasy/ranking-query'
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

// The ranking's round and page follow the query string, which Next's page cache does not key on: rendered per
// request (the API's own caches keep each ranking page).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<LeagueParams>; searchParams: Promise<RankingSearchParams> }

/** How many of the dearest players the prices section lists. */
const mostExpensiveCount = 10

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'fantasy', 'fantasy')
}

/** A page of the general ranking, overall or of one round. */
function loadRanking(path: { season: string; league: string }, query: RankingQuery) {
  return loadPublic('/v2/website/seasons/{season}/leagues/{league}/fantasy/ranking', path, {
    page: query.page,
    ...(query.round === null ? {} : { round: query.round }),
  })
}

/**
 * The league's fantasy game for every visitor: the open round, the general ranking (overall or a round's, page by
 * page through `?ranking-round=&ranking-page=`), the last round's facts, prices.
 */
export default async function FantasyPage({ params, searchParams }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const path = { season, league }
  const query = rankingQueryOf(await searchParams)
  const [t, overview, asked, catalogue] = await Promise.all([
    getTranslations('Fantasy'),
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/fantasy', path),
    loadRanking(path, query),
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/fantasy/players', path, { sort: 'price' }),
  ])
  // A page past the end (an old link, the field shrunk, a typed number) shows the last page, said so above it.
  const pastTheEnd = asked.pages > 0 && query.page > asked.pages
  const ranking = pastTheEnd ? await loadRanking(path, { ...query, page: asked.pages }) : asked
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
  const fantasyPath = `${base}/fantasy`
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
          rulesHref={`${fantasyPath}/rules`}
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
          <RankingRoundSwitch basePath={fantasyPath} query={query} settledRound={ranking.settledRound} />
          {pastTheEnd ? (
            <p className="text-sm text-on-muted">
              {t('ranking.pastTheEnd', { page: query.page, pages: ranking.pages })}
            </p>
          ) : null}
          <FantasyRankingTable ranking={ranking} />
          <RankingPager basePath={fantasyPath} round={ranking.round} page={ranking.page} pages={ranking.pages} />
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
