import { getTranslations } from 'next-intl/server'
import { ModeSwitch, statModeOf } from '@/components/data/mode-switch'
import { StatTable } from '@/components/data/stat-table'
import type { LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { leaguePath } from '@/lib/links'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<LeagueParams>; searchParams: Promise<{ mode?: string }> }

const leaderCategories = [
  'points',
  'rebounds',
  'assists',
  'pir',
  'steals',
  'blocks',
  'threePointersMade',
  'freeThrowPercentage',
] as const

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'leaders', 'league-leaders')
}

export default async function LeagueLeadersPage({ params, searchParams }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const mode = statModeOf((await searchParams).mode)
  const [t, stats] = await Promise.all([getTranslations('League'), getTranslations('Stats')])
  const boards = await Promise.all(
    leaderCategories.map(async (stat) => ({
      stat,
      rows: (
        await loadPublic(
          '/v2/website/seasons/{season}/leagues/{league}/leaders',
          { season, league },
          { stat, mode, limit: 10 },
        )
      ).leaders,
    })),
  )
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('leadersTitle')}</h2>
      <ModeSwitch basePath={`${leaguePath(season, league)}/league-leaders`} current={mode} />
      <div className="grid gap-8 md:grid-cols-2">
        {boards.map((board) => (
          <StatTable
            key={board.stat}
            caption={stats(`long.${board.stat}`)}
            rows={board.rows}
            keys={['player', 'value', 'team', 'games']}
            valueLabel={{ short: stats(`short.${board.stat}`), long: stats(`long.${board.stat}`) }}
          />
        ))}
      </div>
    </>
  )
}
