import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { StandingsView } from '@/components/league/standings-view'
import { getGame } from '@/lib/resources/game'
import type { ResolvedGame } from '@/lib/resources/game-route'
import { loadOptional } from '@/lib/server/server-api'
import { loadLiveGame, loadScreensDirective } from '@/lib/screens/screen-data'
import { screenLabels } from '@/lib/screens/screen-labels'
import { loadTeamMarksByCode } from '@/lib/server/team-marks-by-code'
import { getWebsiteConfig } from '@/lib/server/website-config'
import { screenSponsorOf } from './sponsor-slot'

/**
 * What a game's broadcast and tv-stats screens need at their first paint: its live state (an empty log before
 * it goes live), the operator's screens directive, the labels, and the game's stream door.
 */
export async function gameScreen({ game }: ResolvedGame) {
  const [live, directive, labels, header, locale, marks, config] = await Promise.all([
    loadLiveGame(game),
    loadScreensDirective(game),
    screenLabels(),
    getGame(game),
    getLocale(),
    loadTeamMarksByCode(),
    getWebsiteConfig(),
  ])
  return {
    locale,
    streamPath: `/api/live/${encodeURIComponent(game)}`,
    initialState: live ?? null,
    initialScreens: directive ?? null,
    serverTime: live?.clocks.serverTime ?? Date.now(),
    labels,
    header,
    marks,
    sponsor: screenSponsorOf(config?.sponsors),
  }
}

/**
 * The cue panel's preview of a broadcast graphic (`?preview=1&player=2881` on the overlay, `?preview=standings`
 * on tv-stats): every graphic shown whatever is on air, so the director sees it before cueing it.
 */
export async function previewOf(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<{ preview: string; playerId: string | null } | null> {
  const { preview, player } = await searchParams
  if (typeof preview !== 'string' || preview === '') {
    return null
  }
  return { preview, playerId: typeof player === 'string' && player !== '' ? player : null }
}

/** The league's standings for the tv-stats screen's standings graphic, in the game's season and league, its two teams marked. */
export async function gameStandings({ season, league, game }: ResolvedGame) {
  const [body, t, header] = await Promise.all([
    loadOptional(
      '/v2/website/seasons/{season}/leagues/{league}/standings',
      { season, league },
      { phase: 'regular-season' },
    ),
    getTranslations('Standings'),
    getGame(game),
  ])
  return body === undefined ? null : (
    <StandingsView
      rows={body.standings}
      season={season}
      league={league}
      caption={t('caption')}
      size="screen"
      // The two teams playing are marked, so the viewer finds them at once.
      highlightTeam={[header.home.team.slug, header.away.team.slug]}
    />
  )
}

/** "Broadcast · Zadar – SC Derby". */
export async function gameScreenMetadata(
  resolved: ResolvedGame,
  key: 'broadcastTitle' | 'tvStatsTitle',
): Promise<Metadata> {
  const [header, t, game] = await Promise.all([
    getGame(resolved.game),
    getTranslations('Screens'),
    getTranslations('Game'),
  ])
  const title = game('title', { home: header.home.team.name, away: header.away.team.name })
  return { title: t(key, { name: title }) }
}
