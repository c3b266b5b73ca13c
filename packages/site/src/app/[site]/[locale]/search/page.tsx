import { getFormatter, getTranslations } from 'next-intl/server'
import { PageContainer, PageHeading, Section } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { canonicalGamePath, clubPath, newsPath, playerPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { simpleMetadata } from '@/lib/server/simple-metadata'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string }> }

export async function generateMetadata({ params }: Props) {
  return { ...(await simpleMetadata(params, 'Search', '/search')), robots: { index: false } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params)
  const q = ((await searchParams).q ?? '').trim().slice(0, 100)
  const [t, format] = await Promise.all([getTranslations('Search'), getFormatter()])
  // A game's day (ISO, 2023-06-22) in the page's language; noon UTC keeps it the same day in every zone.
  const dayOf = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  const answer = q.length >= 2 ? await loadPublic('/v2/website/search', { q, locale }) : undefined
  const grouped = {
    players: answer?.players ?? [],
    clubs: answer?.clubs ?? [],
    news: answer?.news ?? [],
    games: answer?.games ?? [],
  }
  const total = grouped.players.length + grouped.clubs.length + grouped.news.length + grouped.games.length
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
      <search>
        <form method="get" className="flex max-w-xl gap-2">
          <label htmlFor="search-query" className="sr-only">
            {t('label')}
          </label>
          <input
            id="search-query"
            type="search"
            name="q"
            defaultValue={q}
            minLength={2}
            placeholder={t('placeholder')}
            className="grow rounded-brand border border-input bg-surface px-3 py-2"
          />
          <button
            type="submit"
            className="rounded-brand bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover"
          >
            {t('submit')}
          </button>
        </form>
      </search>
      {answer ? <output className="mt-4 block text-on-muted">{t('count', { count: total, query: q })}</output> : null}
      <HitList
        id="search-players"
        title={t('players')}
        hits={grouped.players.map((hit) => ({ key: hit.slug, text: hit.name, href: playerPath(hit.slug) }))}
      />
      <HitList
        id="search-clubs"
        title={t('clubs')}
        hits={grouped.clubs.map((hit) => ({ key: hit.slug, text: hit.name, href: clubPath(hit.slug) }))}
      />
      <HitList
        id="search-games"
        title={t('games')}
        hits={grouped.games.map((game) => ({
          key: game.slug,
          text: game.date ? `${game.title} (${dayOf(game.date)})` : game.title,
          href: canonicalGamePath(game, game.league),
        }))}
      />
      <HitList
        id="search-news"
        lang={locale}
        title={t('news')}
        hits={grouped.news.map((hit) => ({ key: hit.slug, text: hit.title, href: newsPath(hit.slug) }))}
      />
    </PageContainer>
  )
}

type Hit = { key: string; text: string; href?: string }

/** One kind of result as a titled list, linked where the hit has a page; nothing when there is none. */
function HitList({ id, title, hits, lang }: { id: string; title: string; hits: Hit[]; lang?: string }) {
  if (hits.length === 0) {
    return null
  }
  return (
    <Section id={id} title={title}>
      <ul className="flex flex-col gap-1">
        {hits.map((hit) => (
          <li key={hit.key} lang={lang}>
            {hit.href === undefined ? (
              hit.text
            ) : (
              <Link href={hit.href} className="text-link hover:underline">
                {hit.text}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
