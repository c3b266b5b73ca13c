import { getTranslations } from 'next-intl/server'
import { RecordBoards } from '@/components/data/record-boards'
import { historyTabMetadata } from '@/lib/history-metadata'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'gameRecords', 'game-records')
}

export default async function HistoryGameRecordsPage({ params }: Props) {
  await enterLocale(params)
  const [body, stats] = await Promise.all([loadPublic('/v2/website/history/game-records'), getTranslations('Stats')])
  return <RecordBoards boards={body.records.map(({ stat, records }) => ({ stat, rows: records }))} stats={stats} />
}
