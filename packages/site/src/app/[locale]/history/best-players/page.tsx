import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { historyTabMetadata } from '@/lib/history-metadata'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'bestPlayers', '')
}

export default async function HistoryBestPlayersPage({ params }: Props) {
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic<unknown>('/v2/website/history/best-players'),
    getTranslations('Tabs'),
  ])
  return <StatTable caption={t('bestPlayers')} rows={rowsOf(body, ['players', 'records', 'rows'])} />
}
