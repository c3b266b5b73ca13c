import type { MetadataRoute } from 'next'
import { locales } from '@/i18n/locales'
import type { GameSummary, Season } from '@/lib/api-types'
import { leagueApi } from '@/lib/league'
import { clubPath, gamePath, leaguePath, newsPath, playerPath, seasonClubPath, seasonPath, teamPath } from '@/lib/links'
import { rowsOf } from '@/lib/rows'
import { loadOptional, requestOrigin } from '@/lib/server-api'
import { leagueTabs } from '@/lib/tabs'

// Rendered per request (for the requesting host's client league); the API answers from its cache.
export const dynamic = 'force-dynamic'

type Slugged = { slug: string; season?: { slug: string } }

/** Every public page of the client: seasons, leagues with their tabs, teams, clubs, players, games and news. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await requestOrigin()
  const paths = new Set<string>([
    '/',
    '/news',
    '/schedule',
    '/seasons',
    '/clubs',
    '/documents',
    '/about-us',
    '/history/best-players',
  ])
  const seasons = rowsOf(await loadOptional<unknown>('/v2/website/seasons'), ['seasons']) as unknown as Season[]
  for (const season of seasons) {
    paths.add(seasonPath(season.slug))
    for (const league of season.leagues) {
      const base = leaguePath(season.slug, league.slug)
      for (const tab of leagueTabs) {
        paths.add(tab.segment ? `${base}/${tab.segment}` : base)
      }
      const [overview, calendar] = await Promise.all([
        loadOptional<{ teams?: Slugged[] }>(leagueApi(season.slug, league.slug)),
        loadOptional<unknown>(leagueApi(season.slug, league.slug, '/calendar')),
      ])
      for (const team of overview?.teams ?? []) {
        paths.add(teamPath(season.slug, league.slug, team.slug))
      }
      for (const round of rowsOf(calendar, ['rounds'])) {
        for (const game of (round.games ?? []) as GameSummary[]) {
          const path = gamePath(game, { season: season.slug, league: league.slug })
          if (path) {
            paths.add(path)
          }
        }
      }
    }
  }
  const clubs = rowsOf(await loadOptional<unknown>('/v2/website/clubs'), ['clubs']) as unknown as Slugged[]
  for (const club of clubs) {
    paths.add(clubPath(club.slug))
    const clubPlayers = rowsOf(await loadOptional<unknown>(`/v2/website/clubs/${club.slug}/players`), ['players'])
    for (const row of clubPlayers) {
      const player = (row.player as Slugged | undefined) ?? (row as unknown as Slugged)
      if (player.slug) {
        paths.add(playerPath(player.slug))
      }
    }
    for (const season of seasons) {
      paths.add(seasonClubPath(season.slug, club.slug))
    }
  }
  const news = rowsOf(await loadOptional<unknown>('/v2/website/news', { locale: 'en' }), [
    'news',
    'items',
  ]) as unknown as Slugged[]
  for (const article of news) {
    paths.add(newsPath(article.slug))
  }
  // One entry per language version, each naming all the others (hreflang in the sitemap).
  return [...paths].flatMap((path) => {
    const suffix = path === '/' ? '' : path
    const languages = Object.fromEntries(locales.map((locale) => [locale, `${origin}/${locale}${suffix}`]))
    return locales.map((locale) => ({ url: `${origin}/${locale}${suffix}`, alternates: { languages } }))
  })
}
