import { getTranslations } from 'next-intl/server'
import { HistoryBoard } from '@/components/data/history-board'
import { RouteTabPage } from '@/components/route-tab-page'
import { historyTabMetadata } from '@/lib/resources/history-metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { historyBestPlayers } from '@/lib/resources/stat-table-sources'
import { historyTabs } from '@/lib/paths/tabs'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'bestPlayers', '')
}

export default async function HistoryBestPlayersPage({ params }: Props) {
  await enterLocale(params)
  const [source, t] = await Promise.all([historyBestPlayers(), getTranslations('Tabs')])
  return (
    <RouteTabPage basePath="/history/best-players" tabs={historyTabs} active="bestPlayers">
      <HistoryBoard source={source} caption={t('bestPlayers')} csvPath="history/best-players.csv" />
    </RouteTabPage>
  )
}
