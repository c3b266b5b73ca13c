import { getTranslations } from 'next-intl/server'
import { CsvLink } from '@/components/data-export/csv-link'
import { StatTable } from '@/components/data/stat-table'
import { RouteTabPage } from '@/components/route-tab-page'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { enterLocale } from '@/lib/server/page-locale'
import { leagueBestPlayers } from '@/lib/resources/stat-table-sources'
import { leagueTabs } from '@/lib/paths/tabs'
import { leaguePath } from '@/lib/paths/links'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'bestPlayers', 'best-players')
}

export default async function BestPlayersPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [source, t] = await Promise.all([leagueBestPlayers(season, league), getTranslations('League')])
  return (
    <RouteTabPage basePath={leaguePath(season, league)} tabs={leagueTabs} active="bestPlayers">
      <h2 className="mb-1 font-heading text-xl font-semibold">{t('bestPlayersTitle')}</h2>
      <p className="mb-4 text-sm text-on-muted">{t('bestPlayersText')}</p>
      <StatTable caption={t('bestPlayersTitle')} captionHidden rows={source.rows} keys={source.keys} />
      <CsvLink
        path={`seasons/${encodeURIComponent(season)}/leagues/${encodeURIComponent(league)}/best-players.csv`}
        table="leaders"
        className="mt-3"
      />
    </RouteTabPage>
  )
}
