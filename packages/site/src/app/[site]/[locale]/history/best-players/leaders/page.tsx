import { getTranslations } from 'next-intl/server'
import { HistoryBoard } from '@/components/data/history-board'
import { ModeSwitch } from '@/components/data/mode-switch'
import { statModeOf } from '@/lib/stat-tables/stat-modes'
import { RouteTabPage } from '@/components/route-tab-page'
import { historyTabMetadata } from '@/lib/resources/history-metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { historyLeaders } from '@/lib/resources/stat-table-sources'
import { historyTabs } from '@/lib/paths/tabs'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ mode?: string }> }

export function generateMetadata({ params }: Props) {
  return historyTabMetadata(params, 'leaders', 'leaders')
}

export default async function HistoryLeadersPage({ params, searchParams }: Props) {
  await enterLocale(params)
  const mode = statModeOf((await searchParams).mode)
  const [source, t] = await Promise.all([historyLeaders(mode), getTranslations('Tabs')])
  return (
    <RouteTabPage basePath="/history/best-players" tabs={historyTabs} active="leaders">
      <ModeSwitch basePath="/history/best-players/leaders" current={mode} />
      <HistoryBoard source={source} caption={t('leaders')} csvPath={`history/leaders.csv?mode=${mode}`} />
    </RouteTabPage>
  )
}
