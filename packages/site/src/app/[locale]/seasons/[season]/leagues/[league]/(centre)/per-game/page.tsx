import { getTranslations } from 'next-intl/server'
import { ModeSwitch, statModeOf } from '@/components/data/mode-switch'
import { StatTable } from '@/components/data/stat-table'
import { PLAYER_SEASON_COLUMNS } from '@league/stats/columns'
import type { LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { leaguePath } from '@/lib/links'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<LeagueParams>; searchParams: Promise<{ mode?: string }> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'perGame', 'per-game')
}

export default async function PlayerStatsPage({ params, searchParams }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const mode = statModeOf((await searchParams).mode)
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/player-stats', { season, league }, { mode }),
    getTranslations('League'),
  ])
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('playerStatsTitle')}</h2>
      <ModeSwitch basePath={`${leaguePath(season, league)}/per-game`} current={mode} />
      <StatTable keys={PLAYER_SEASON_COLUMNS} caption={t('playerStatsTitle')} captionHidden rows={body.players} />
    </>
  )
}
