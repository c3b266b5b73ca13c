import { getTranslations } from 'next-intl/server'
import { HistoryBoard } from '@/components/data/history-board'
import { RouteTabPage } from '@/components/route-tab-page'
import { historyTabMetadata } from '@/lib/resources/history-metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { historyPerGame } from '@/lib/resources/stat-table-sources'
import { historyTabs } from '@/lib/paths/tabs'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'perGame', 'per-game')
}

/** The best single seasons by figures per game, across all seasons. */
export default async function HistoryPerGamePage({ params }: Props) {
  await enterLocale(params)
  const [source, t] = await Promise.all([historyPerGame(), getTranslations('Tabs')])
  return (
    <RouteTabPage basePath="/history/best-players" tabs={historyTabs} active="perGame">
      <HistoryBoard source={source} caption={t('perGame')} csvPath="history/per-game.csv" />
    </RouteTabPage>
  )
}
