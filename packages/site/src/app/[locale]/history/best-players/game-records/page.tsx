import { getTranslations } from 'next-intl/server'
import { RecordBoards } from '@/components/data/record-boards'
import { historyTabMetadata } from '@/lib/history-metadata'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'gameRecords', 'game-records')
}

export default async function HistoryGameRecordsPage({ params }: Props) {
  await enterLocale(params)
  const [body, t, stats] = await Promise.all([
    loadPublic<unknown>('/v2/website/history/game-records'),
    getTranslations('Tabs'),
    getTranslations('Stats'),
  ])
  return <RecordBoards boards={rowsOf(body, ['records', 'rows'])} stats={stats} caption={t('gameRecords')} />
}
