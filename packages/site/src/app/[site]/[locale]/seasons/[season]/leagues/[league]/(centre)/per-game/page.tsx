import { getTranslations } from 'next-intl/server'
import { ModeSwitch } from '@/components/data/mode-switch'
import { PhaseSwitch } from '@/components/data/phase-switch'
import { statPhaseOf, statViewQuery } from '@/lib/stat-tables/stat-phases'
import { statModeOf } from '@/lib/stat-tables/stat-modes'
import { StatTable } from '@/components/data/stat-table'
import { CsvLink } from '@/components/data-export/csv-link'
import { RouteTabPage } from '@/components/route-tab-page'
import type { LeagueParams } from '@/lib/resources/league'
import { leagueTabMetadata } from '@/lib/resources/league-metadata'
import { leaguePath } from '@/lib/paths/links'
import { enterLocale } from '@/lib/server/page-locale'
import { leaguePlayerStats } from '@/lib/resources/stat-table-sources'
import { leagueTabs } from '@/lib/paths/tabs'

// Its content follows the query string, which Next's page cache does not key on: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<LeagueParams>; searchParams: Promise<{ mode?: string; phase?: string }> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'perGame', 'per-game')
}

export default async function PlayerStatsPage({ params, searchParams }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const query = await searchParams
  const mode = statModeOf(query.mode)
  const phase = statPhaseOf(query.phase)
  const [source, t, phases] = await Promise.all([
    leaguePlayerStats(season, league, mode, phase),
    getTranslations('League'),
    getTranslations('StatPhases'),
  ])
  const basePath = `${leaguePath(season, league)}/per-game`
  // The heading names the games counted: the same figures on the leaders page carry the same phase.
  const title = phases('titleWithPhase', { title: t('playerStatsTitle'), phase: phases(phase) })
  return (
    <RouteTabPage basePath={leaguePath(season, league)} tabs={leagueTabs} active="perGame">
      <h2 className="mb-3 font-heading text-xl font-semibold">{title}</h2>
      <PhaseSwitch basePath={basePath} current={phase} mode={mode} />
      <ModeSwitch basePath={basePath} current={mode} phase={phase} />
      <StatTable keys={source.keys} caption={title} captionHidden rows={source.rows} />
      <CsvLink
        path={`seasons/${encodeURIComponent(season)}/leagues/${encodeURIComponent(league)}/player-stats.csv${statViewQuery(phase, mode) || '?mode=per-game'}`}
        table="playerStats"
        className="mt-3"
      />
    </RouteTabPage>
  )
}
