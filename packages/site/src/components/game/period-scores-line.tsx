import type { GameHeader } from '@league/api/contract/games'
import { getFormatter, getTranslations } from 'next-intl/server'
import { getWebsiteConfig } from '@/lib/server/website-config'

/**
 * `website.game.details.teamStats.currentPeriod.bottom`: when the client turns it on, the team statistics end
 * with the score by period, up to the current one. Nothing when it is off or no period has a score yet.
 */
export async function PeriodScoresLine({ header }: { header: GameHeader }) {
  const [config, t, game, format] = await Promise.all([
    getWebsiteConfig(),
    getTranslations('SmallPrint'),
    getTranslations('Game'),
    getFormatter(),
  ])
  const periodCount = Math.max(header.home.periodScores.length, header.away.periodScores.length)
  if (!config?.website.game.details.teamStats.currentPeriod.bottom || periodCount === 0) {
    return null
  }
  return (
    <section aria-labelledby="period-scores-line" className="mx-auto w-full max-w-2xl">
      <h2 id="period-scores-line" className="font-heading text-lg font-semibold">
        {t('periodScores')}
      </h2>
      <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
        {Array.from({ length: periodCount }, (_, index) => (
          <li key={index}>
            <span className="text-on-muted">
              {index < 4 ? game('quarter', { period: index + 1 }) : game('overtime', { number: index - 3 })}
            </span>{' '}
            {format.number(header.home.periodScores[index] ?? 0)}:{format.number(header.away.periodScores[index] ?? 0)}
          </li>
        ))}
      </ol>
    </section>
  )
}
