import { getTranslations } from 'next-intl/server'
import { RecordBoards } from '@/components/data/record-boards'
import { RouteTabPage } from '@/components/route-tab-page'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { loadPublic } from '@/lib/server/server-api'
import { leagueTabs } from '@/lib/paths/tabs'
import { leaguePath } from '@/lib/paths/links'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'gameRecords', 'game-records')
}

export default async function GameRecordsPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t, stats] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/game-records', { season, league }),
    getTranslations('League'),
    getTranslations('Stats'),
  ])
  return (
    <RouteTabPage basePath={leaguePath(season, league)} tabs={leagueTabs} active="gameRecords">
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('gameRecordsTitle')}</h2>
      <RecordBoards boards={body.records.map(({ stat, players }) => ({ stat, rows: players }))} stats={stats} />
    </RouteTabPage>
  )
}
