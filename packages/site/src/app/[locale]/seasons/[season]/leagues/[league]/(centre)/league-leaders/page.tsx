import { LeadersList, type LeaderValueFormat } from '@league/ui/components/leaders-list/leaders-list'
import { getLocale, getTranslations } from 'next-intl/server'
import { ModeSwitch, statModeOf, type StatMode } from '@/components/data/mode-switch'
import { Link } from '@/i18n/navigation'
import type { LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { leaguePath, playerPath } from '@/lib/links'
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

/** Percentages read as such in every mode; otherwise totals are counts and the other modes averages. */
function valueFormatOf(stat: (typeof leaderCategories)[number], mode: StatMode): LeaderValueFormat {
  if (stat.endsWith('Percentage')) {
    return 'percentage'
  }
  return mode === 'totals' ? 'total' : 'average'
}

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'leaders', 'league-leaders')
}

export default async function LeagueLeadersPage({ params, searchParams }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const mode = statModeOf((await searchParams).mode)
  const [t, stats, locale] = await Promise.all([getTranslations('League'), getTranslations('Stats'), getLocale()])
  const labels = {
    player: stats('short.player'),
    team: stats('short.team'),
    games: stats('short.games'),
    gamesDescription: stats('long.games'),
    empty: stats('noRows'),
  }
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
          <LeadersList
            key={board.stat}
            title={stats(`long.${board.stat}`)}
            statLabel={stats(`short.${board.stat}`)}
            statDescription={stats(`long.${board.stat}`)}
            density="compact"
            showPhotos={false}
            valueFormat={valueFormatOf(board.stat, mode)}
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
        ))}
      </div>
    </>
  )
}
