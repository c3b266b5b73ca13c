import { getTranslations } from 'next-intl/server'
import { HistoryBoard } from '@/components/data/history-board'
import { historyTabMetadata } from '@/lib/history-metadata'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'bestPlayers', '')
}

export default async function HistoryBestPlayersPage({ params }: Props) {
  await enterLocale(params)
  const [body, t] = await Promise.all([loadPublic('/v2/website/history/best-players'), getTranslations('Tabs')])
  return <HistoryBoard stat={body.stat} rows={body.players} caption={t('bestPlayers')} />
}
