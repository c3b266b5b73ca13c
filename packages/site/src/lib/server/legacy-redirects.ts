import { locales } from '../../i18n/locales'

/** One old address of the specification's earlier route listing and the current route it moved to. */
export type LegacyRedirect = { source: string; destination: string; permanent: true }

// Route names of the older listing (PascalCase tab names under `tabs/`), mapped to today's sub-path tabs.
const moves: ReadonlyArray<readonly [source: string, destination: string]> = [
  ['/clubs/:club/tabs/Photo', '/clubs/:club/photos'],
  ['/players/:player/tabs/PlayerOverview', '/players/:player'],
  ['/all-time/players', '/history/best-players'],
  ['/all-time/players/tabs/BestPlayers', '/history/best-players'],
  ['/all-time/players/tabs/GameRecords', '/history/best-players/game-records'],
]

const localeSegment = `:locale(${locales.join('|')})`

/**
 * Permanent (308) redirects for `next.config.ts`, with and without a language prefix; an address without
 * one then gets the visitor's language from the proxy, like any other.
 */
export function legacyRedirects(): LegacyRedirect[] {
  return moves.flatMap(([source, destination]) => [
    { source: `/${localeSegment}${source}`, destination: `/:locale${destination}`, permanent: true as const },
    { source, destination, permanent: true as const },
  ])
}
