import { getTranslations } from 'next-intl/server'
import { HistoryBoard } from '@/components/data/history-board'
import { historyTabMetadata } from '@/lib/history-metadata'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'perGame', 'per-game')
}

/** The best single seasons by figures per game, across all seasons. */
export default async function HistoryPerGamePage({ params }: Props) {
  await enterLocale(params)
  const [body, t] = await Promise.all([loadPublic('/v2/website/history/per-game'), getTranslations('Tabs')])
  return <HistoryBoard stat={body.stat} rows={body.seasons} caption={t('perGame')} seasonRows />
}
