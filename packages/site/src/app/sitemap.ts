import type { MetadataRoute } from 'next'
import {
  canonicalGamePath,
  clubPath,
  leaguePath,
  newsPath,
  playerPath,
  seasonClubPath,
  seasonPath,
  teamPath,
} from '@/lib/paths/links'
import { languagesOfOrigin } from '@/lib/server/client-locales'
import { answerForSite, loadOptional, requestOrigin } from '@/lib/server/server-api'
import { leagueTabs } from '@/lib/paths/tabs'

// Rendered per request (for the requesting host's client league); the API answers from its cache.
export const dynamic = 'force-dynamic'

/** Every public page of the client, in each language it publishes in: seasons, leagues with their tabs, teams, clubs, players, games and news. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await requestOrigin()
  return answerForSite(origin, () => sitemapOf(origin))
}

async function sitemapOf(origin: string): Promise<MetadataRoute.Sitemap> {
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
  const seasons = (await loadOptional('/v2/website/seasons'))?.seasons ?? []
  for (const season of seasons) {
    paths.add(seasonPath(season.slug))
    for (const league of season.leagues) {
      const base = leaguePath(season.slug, league.slug)
      for (const tab of leagueTabs) {
        paths.add(tab.segment ? `${base}/${tab.segment}` : base)
      }
      const parameters = { season: season.slug, league: league.slug }
      const [overview, calendar] = await Promise.all([
        loadOptional('/v2/website/seasons/{season}/leagues/{league}', parameters),
        loadOptional('/v2/website/seasons/{season}/leagues/{league}/calendar', parameters),
      ])
      for (const team of overview?.teams ?? []) {
        paths.add(teamPath(season.slug, league.slug, team.slug))
      }
      for (const round of calendar?.rounds ?? []) {
        for (const game of round.games) {
          // Each game once, at its one address (a play-off game under its series).
          paths.add(canonicalGamePath(game, league.slug))
        }
      }
    }
  }
  const clubs = (await loadOptional('/v2/website/clubs'))?.clubs ?? []
  for (const club of clubs) {
    paths.add(clubPath(club.slug))
    const clubPlayers = (await loadOptional('/v2/website/clubs/{club}/players', { club: club.slug }))?.players ?? []
    for (const { player } of clubPlayers) {
      paths.add(playerPath(player.slug))
    }
    for (const season of seasons) {
      paths.add(seasonClubPath(season.slug, club.slug))
    }
  }
  const news = (await loadOptional('/v2/website/news', { locale: 'en' }))?.news ?? []
  for (const article of news) {
    paths.add(newsPath(article.slug))
  }
  const languages = languagesOfOrigin(origin)
  // One entry per language the league publishes in, each naming the others (hreflang in the sitemap).
  return [...paths].flatMap((path) => {
    const suffix = path === '/' ? '' : path
    const alternates = Object.fromEntries(languages.map((locale) => [locale, `${origin}/${locale}${suffix}`]))
    return languages.map((locale) => ({ url: `${origin}/${locale}${suffix}`, alternates: { languages: alternates } }))
  })
}
