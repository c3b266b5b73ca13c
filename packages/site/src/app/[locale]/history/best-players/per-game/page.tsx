import { getTranslations } from 'next-intl/server'
import { ModeSwitch, statModeOf } from '@/components/data/mode-switch'
import { StatTable } from '@/components/data/stat-table'
import { playerSeasonKeys } from '@/lib/table-columns'
import { historyTabMetadata } from '@/lib/history-metadata'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ mode?: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'perGame', 'per-game')
}

export default async function HistoryPerGamePage({ params, searchParams }: Props) {
  await enterLocale(params)
  const mode = statModeOf((await searchParams).mode)
  const [body, t] = await Promise.all([
    loadPublic<unknown>('/v2/website/history/per-game', { mode }),
    getTranslations('Tabs'),
  ])
  return (
    <>
      <ModeSwitch basePath="/history/best-players/per-game" current={mode} />
      <StatTable keys={playerSeasonKeys} caption={t('perGame')} rows={rowsOf(body, ['leaders', 'players', 'rows'])} />
    </>
  )
}
