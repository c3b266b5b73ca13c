import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { localizeHref } from '@/i18n/localize-href'
import { isSiteLocale } from '@/i18n/locales'
import {
  getGame,
  isPlayed,
  playoffGameSlug,
  roundGameMatches,
  type PlayoffGameParams,
  type RoundGameParams,
} from './game'
import { canonicalGamePath, playoffGamePath, roundGamePath } from '../paths/links'
import { tabHref } from '../paths/tabs'
import { pageMetadata } from '../server/metadata'
import { enterLocale } from '../server/page-locale'

export type ResolvedGame = { season: string; league: string; game: string; basePath: string }

/**
 * A round game's params checked against the game itself: a wrong season, league or round is a 404. A play-off
 * game's one address is under its series (lib/paths/links.ts, canonicalGamePath): its round address, and each
 * tab under it (`segment`, given by the tab's page), answers a permanent redirect (308) there.
 * The layout passes no segment and leaves the redirect to the tab beneath it, which knows where to go.
 */
export async function resolveRoundGame(params: Promise<RoundGameParams>, segment?: string): Promise<ResolvedGame> {
  const { season, league, round, game } = await params
  const locale = await enterLocale(params)
  const header = await getGame(game)
  if (!roundGameMatches(header, { season, league, round })) {
    notFound()
  }
  if (header.playoff !== null && segment !== undefined) {
    permanentRedirect(localizeHref(tabHref(canonicalGamePath(header, league), { segment, key: '' }), locale))
  }
  return { season, league, game, basePath: roundGamePath(season, league, round, game) }
}

/** A playoff game is addressed by its series and its number in the series. */
export async function resolvePlayoffGame(params: Promise<PlayoffGameParams>): Promise<ResolvedGame> {
  const { season, league, playoffRound, duel, round } = await params
  await enterLocale(params)
  const game = await playoffGameSlug(season, league, playoffRound, duel, round)
  if (!game) {
    notFound()
  }
  return { season, league, game, basePath: playoffGamePath(season, league, playoffRound, duel, round) }
}

/** Title "Home – Away · Tab", description with the score, alternates, and the game's Open Graph image. */
export async function gameTabMetadata<Params extends RoundGameParams | PlayoffGameParams>(
  params: Promise<Params>,
  resolved: (params: Promise<Params>) => Promise<ResolvedGame>,
  tab: string,
  segment: string,
): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  // Resolved without the tab: the tab's page alone answers the redirect, so the answer has one Location.
  const { game, basePath } = await resolved(params)
  const [header, tabs, t] = await Promise.all([
    getGame(game),
    getTranslations({ locale, namespace: 'Tabs' }),
    getTranslations({ locale, namespace: 'Game' }),
  ])
  const home = header.home.team.name
  const away = header.away.team.name
  const title = t('title', { home, away })
  const played = isPlayed(header) && header.home.score !== null && header.away.score !== null
  return pageMetadata({
    locale,
    path: `${basePath}${segment ? `/${segment}` : ''}`,
    title: `${title} · ${tabs(tab as Parameters<typeof tabs>[0])}`,
    description: played
      ? t('descriptionPlayed', { home, away, homeScore: header.home.score ?? 0, awayScore: header.away.score ?? 0 })
      : t('descriptionScheduled', { home, away }),
    images: [`/og/game/${game}`],
  })
}
