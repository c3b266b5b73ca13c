import { LeadersList } from '@league/ui/components/leaders-list/leaders-list'
import { getLocale, getTranslations } from 'next-intl/server'
import { CsvLink } from '@/components/data-export/csv-link'
import { ModeSwitch } from '@/components/data/mode-switch'
import { statModeOf } from '@/lib/stat-tables/stat-modes'
import { RouteTabPage } from '@/components/route-tab-page'
import { Link } from '@/i18n/navigation'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { leaguePath, playerPath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { leaderCategories, leagueLeaderBoard } from '@/lib/resources/stat-table-sources'
import { leagueTabs } from '@/lib/paths/tabs'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<LeagueParams>; searchParams: Promise<{ mode?: string }> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'leaders', 'league-leaders')
}

export default async function LeagueLeadersPage({ params, searchParams }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const mode = statModeOf((await searchParams).mode)
  const [t, stats, phases, locale] = await Promise.all([
    getTranslations('League'),
    getTranslations('Stats'),
    getTranslations('StatPhases'),
    getLocale(),
  ])
  const labels = {
    player: stats('short.player'),
    team: stats('short.team'),
    games: stats('short.games'),
    gamesDescription: stats('long.games'),
    empty: stats('noRows'),
  }
  const boards = await Promise.all(leaderCategories.map((stat) => leagueLeaderBoard(season, league, stat, mode)))
  return (
    <RouteTabPage basePath={leaguePath(season, league)} tabs={leagueTabs} active="leaders">
      {/* The boards rank the regular season (the ABA's qualification rules are the regular season's): say so. */}
      <h2 className="mb-1 font-heading text-xl font-semibold">
        {phases('titleWithPhase', { title: t('leadersTitle'), phase: phases('regular-season') })}
      </h2>
      <p className="mb-3 text-sm text-on-muted">{phases('leadersNote')}</p>
      <ModeSwitch basePath={`${leaguePath(season, league)}/league-leaders`} current={mode} />
      <div className="grid gap-8 md:grid-cols-2">
        {boards.map((board) => (
          <div key={board.stat}>
            <LeadersList
              title={stats(`long.${board.stat}`)}
              statLabel={stats(`short.${board.stat}`)}
              statDescription={stats(`long.${board.stat}`)}
              density="compact"
              showPhotos={false}
              valueFormat={board.valueFormat}
              linkComponent={Link}
              locale={locale}
              labels={labels}
              entries={board.rows.map((row) => ({
                id: row.player.slug,
                playerName: row.player.name,
                playerHref: playerPath(row.player.slug),
                teamName: row.team.name,
                teamShortName: row.team.code,
                value: row.value,
                rank: row.rank,
                games: row.games,
              }))}
            />
            <CsvLink
              path={`seasons/${encodeURIComponent(season)}/leagues/${encodeURIComponent(league)}/league-leaders/${board.stat}.csv?mode=${mode}`}
              table="leadersIn"
              stat={stats(`long.${board.stat}`)}
              className="mt-2"
            />
          </div>
        ))}
      </div>
    </RouteTabPage>
  )
}
