import { getTranslations } from 'next-intl/server'
import { HistoryBoard } from '@/components/data/history-board'
import { ModeSwitch, statModeOf } from '@/components/data/mode-switch'
import { historyTabMetadata } from '@/lib/history-metadata'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ mode?: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'leaders', 'leaders')
}

export default async function HistoryLeadersPage({ params, searchParams }: Props) {
  await enterLocale(params)
  const mode = statModeOf((await searchParams).mode)
  const [body, t] = await Promise.all([loadPublic('/v2/website/history/leaders', { mode }), getTranslations('Tabs')])
  return (
    <>
      <ModeSwitch basePath="/history/best-players/leaders" current={mode} />
      <HistoryBoard stat={body.stat} rows={body.leaders} caption={t('leaders')} />
    </>
  )
}
