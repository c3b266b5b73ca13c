import { getLocale, getTranslations } from 'next-intl/server'
import { LiveNowLoader } from './live-now-loader'

/** The home page's "Live now" strip with its texts in the page's language (the strip itself is a client island). */
export async function LiveNow() {
  const [t, games, game, locale] = await Promise.all([
    getTranslations('Home'),
    getTranslations('Games'),
    getTranslations('Game'),
    getLocale(),
  ])
  return (
    <LiveNowLoader
      locale={locale}
      labels={{
        title: t('liveNow'),
        round: games('round', { round: '{round}' }),
        labels: {
          scheduled: games('scheduled'),
          live: games('live'),
          final: games('final'),
          winner: games('winner'),
          venue: games('venue'),
        },
        periods: [
          ...[1, 2, 3, 4].map((period) => game('quarter', { period })),
          ...[1, 2, 3, 4, 5, 6].map((number) => game('overtime', { number })),
        ],
        periodBreak: game('periodBreak'),
      }}
    />
  )
}
