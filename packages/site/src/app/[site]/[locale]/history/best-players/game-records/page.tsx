import { getTranslations } from 'next-intl/server'
import { RecordBoards } from '@/components/data/record-boards'
import { RouteTabPage } from '@/components/route-tab-page'
import { historyTabMetadata } from '@/lib/resources/history-metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { historyTabs } from '@/lib/paths/tabs'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'gameRecords', 'game-records')
}

export default async function HistoryGameRecordsPage({ params }: Props) {
  await enterLocale(params)
  const [body, stats] = await Promise.all([loadPublic('/v2/website/history/game-records'), getTranslations('Stats')])
  return (
    <RouteTabPage basePath="/history/best-players" tabs={historyTabs} active="gameRecords">
      <RecordBoards boards={body.records.map(({ stat, records }) => ({ stat, rows: records }))} stats={stats} />
    </RouteTabPage>
  )
}
