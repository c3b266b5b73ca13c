import type { Metadata } from 'next'
import { NewsCard } from '@league/ui/components/news-card/news-card'
import { getLocale, getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { GameGrid } from '@/components/games/game-grid'
import { regularSeason } from '@/components/league/standings-section'
import { StandingsView } from '@/components/league/standings-view'
import { PageContainer, Section } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import type { SeasonLeague } from '@league/api/contract/platform'
import { getLeague } from '@/lib/resources/league'
import { leaguePath, newsPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { isNewsKindKey } from '@/lib/messages/message-keys'
import { loadOptional, loadPublic } from '@/lib/server/server-api'
import { simpleMetadata } from '@/lib/server/simple-metadata'
import { getWebsiteConfig, siteTitleOf } from '@/lib/server/website-config'
import { ApiMessages } from '@/components/api-messages'
import { LiveNow } from '@/components/home/live-now'
import { siteImageAddress } from '@/lib/paths/image'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [metadata, config] = await Promise.all([simpleMetadata(params, 'Home', '/'), getWebsiteConfig()])
  // The home page is titled by the site itself (the layout's template applies to pages below it only).
  return { ...metadata, title: { absolute: siteTitleOf(config) } }
}

async function LeagueBlock({ entry, index }: { entry: SeasonLeague; index: number }) {
  const season = entry.season.slug
  const league = entry.slug
  const [overview, standings, leaders, t] = await Promise.all([
    getLeague(season, league),
    loadOptional('/v2/website/seasons/{season}/leagues/{league}/standings', { season, league }, regularSeason),
    loadOptional(
      '/v2/website/seasons/{season}/leagues/{league}/leaders',
      { season, league },
      { stat: 'points', mode: 'per-game', limit: 5 },
    ),
    getTranslations('Home'),
  ])
  const stats = await getTranslations('Stats')
  const id = `league-${index}`
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-heading text-2xl font-bold">
        {entry.name}
        {entry.name.includes(entry.season.name) ? null : (
          <span className="font-normal text-on-muted"> {entry.season.name}</span>
        )}
      </h2>
      <Section id={`${id}-results`} title={t('latestResults')}>
        <GameGrid games={overview.latestResults.slice(0, 6)} league={league} />
      </Section>
      {overview.nextGames.length > 0 ? (
        <Section id={`${id}-next`} title={t('nextGames')}>
          <GameGrid games={overview.nextGames.slice(0, 6)} league={league} />
        </Section>
      ) : null}
      {/* Side by side only where both tables fit whole (1280 px and up): the top scorers take their own width and
          the standings the rest. Narrower, they stack at full width, so a desktop never scrolls either sideways. */}
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_auto]">
        <Section id={`${id}-standings`} title={t('standings')}>
          <StandingsView
            rows={standings?.standings ?? []}
            season={season}
            league={league}
            caption={t('standings')}
            layout="summary"
          />
          <p className="mt-2">
            <Link href={leaguePath(season, league)} className="font-semibold text-link hover:underline">
              {t('leagueCentre')}
            </Link>
          </p>
        </Section>
        <Section id={`${id}-leaders`} title={t('topScorers')}>
          <StatTable
            caption={t('topScorers')}
            captionHidden
            rows={leaders?.leaders ?? []}
            keys={['player', 'value', 'team', 'games']}
            valueLabel={{ short: stats('short.points'), long: stats('long.points') }}
          />
        </Section>
      </div>
    </section>
  )
}

export default async function HomePage({ params }: Props) {
  const locale = await enterLocale(params)
  const [config, current, newsBody, t, news, language] = await Promise.all([
    getWebsiteConfig(),
    loadPublic('/v2/website/current-season-leagues'),
    loadOptional('/v2/website/news', { locale }),
    getTranslations('Home'),
    getTranslations('News'),
    getLocale(),
  ])
  const leagues = current.landingPageLeagues.length > 0 ? current.landingPageLeagues : current.currentSeasonLeagues
  const articles = (newsBody?.news ?? []).slice(0, 3)
  return (
    <PageContainer>
      <h1 className="font-heading text-3xl font-bold">{siteTitleOf(config)}</h1>
      <ApiMessages answers={[current, newsBody]} />
      <LiveNow />
      {leagues.length === 0 ? <p className="mt-4 text-on-muted">{t('noLeagues')}</p> : null}
      {leagues.map((entry, index) => (
        <LeagueBlock key={`${entry.season.slug}-${entry.slug}`} entry={entry} index={index} />
      ))}
      {articles.length > 0 ? (
        <Section id="home-news" title={t('latestNews')}>
          <ul className="grid gap-4 md:grid-cols-3">
            {articles.map((article) => (
              <li key={article.slug}>
                <NewsCard
                  title={article.title}
                  href={newsPath(article.slug)}
                  linkComponent={Link}
                  publishedAt={article.publishedAt}
                  locale={language}
                  {...(article.summary ? { excerpt: article.summary } : {})}
                  {...(article.coverImage
                    ? { coverUrl: siteImageAddress(article.coverImage) }
                    : { cover: 'hidden' as const })}
                  {...(isNewsKindKey(article.kind) ? { category: news(`kinds.${article.kind}`) } : {})}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </PageContainer>
  )
}
