import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isSiteLocale } from '@/i18n/locales'
import { VenueGameCard } from './venue-game-card'
import { isLive } from '@/lib/live/scoreboard'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { loadVenueLiveGame } from '@/lib/screens/screen-data'
import { screenLabels } from '@/lib/screens/screen-labels'
import { loadTeamMarksByCode } from '@/lib/server/team-marks-by-code'
import { getWebsiteConfig } from '@/lib/server/website-config'
import { screenSponsorOf } from './sponsor-slot'

export type VenueScreenParams = { locale: string; venue: string }

/**
 * Everything a venue's screen needs at its first paint: the live state of the game on now (a screen opened
 * mid-game is right at once), the card for when nothing is live, the labels, and the venue's stream door.
 */
export async function venueScreen(params: Promise<VenueScreenParams>) {
  const locale = await enterLocale(params)
  const { venue } = await params
  const [detail, live, labels, marks, config] = await Promise.all([
    loadPublic('/v2/website/venues/{venue}', { venue }),
    loadVenueLiveGame(venue),
    screenLabels(),
    loadTeamMarksByCode(),
    getWebsiteConfig(),
  ])
  return {
    locale,
    streamPath: `/api/live/venues/${encodeURIComponent(venue)}`,
    initialState: live !== undefined && isLive(live) ? live : null,
    serverTime: live?.clocks.serverTime ?? Date.now(),
    labels,
    marks,
    sponsor: screenSponsorOf(config?.sponsors),
    fallback: <VenueGameCard detail={detail} marks={marks} />,
  }
}

/** "Scoreboard · Dvorana Krešimir Ćosić": the screen and its venue, in the page's language. */
export async function venueScreenMetadata(
  params: Promise<VenueScreenParams>,
  key: 'scoreboardTitle' | 'shotClockTitle' | 'playerStatsTitle' | 'broadcastTitle',
): Promise<Metadata> {
  const { locale, venue } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const [detail, t] = await Promise.all([
    loadPublic('/v2/website/venues/{venue}', { venue }),
    getTranslations({ locale, namespace: 'Screens' }),
  ])
  return { title: t(key, { name: detail.venue.name }) }
}
