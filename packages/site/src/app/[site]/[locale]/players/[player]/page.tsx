import type { Player } from '@league/api/contract/players'
import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { RouteTabPage } from '@/components/route-tab-page'
import { enterLocale } from '@/lib/server/page-locale'
import { getPlayer, playerTabMetadata } from '@/lib/resources/player'
import { PLAYER_SEASON_COLUMNS } from '@league/stats/columns'
import { playerTabs } from '@/lib/paths/tabs'
import { playerPath } from '@/lib/paths/links'

type Props = { params: Promise<{ locale: string; player: string }> }

export function generateMetadata({ params }: Props) {
  return playerTabMetadata(params, 'overview', '')
}

export default async function PlayerPage({ params }: Props) {
  const { player } = await params
  await enterLocale(params)
  const [overview, t, phases] = await Promise.all([
    getPlayer(player),
    getTranslations('Player'),
    getTranslations('StatPhases'),
  ])
  // One table per phase, each named, as the leaders (regular season) and the player statistics count them.
  const tables = [
    { phase: 'regular-season' as const, career: overview.regularSeason },
    { phase: 'playoffs' as const, career: overview.playoffs },
  ].filter(({ career }) => career.seasons.length > 0)
  return (
    <RouteTabPage basePath={playerPath(player)} tabs={playerTabs} active="overview">
      <div className="flex flex-col gap-6">
        {tables.map(({ phase, career }) => (
          <StatTable
            key={phase}
            keys={PLAYER_SEASON_COLUMNS}
            caption={phases('titleWithPhase', { title: t('career'), phase: phases(phase) })}
            rows={careerRows(career)}
            showRank={false}
          />
        ))}
      </div>
    </RouteTabPage>
  )
}

/** A career table's rows; a season with a move between clubs lists both teams, the table names the last one. */
function careerRows(career: Player['regularSeason']) {
  return career.seasons.map(({ season, teams, games, gamesStarted, perGame }) => ({
    season,
    games,
    gamesStarted,
    stats: perGame,
    ...(teams.at(-1) === undefined ? {} : { team: teams.at(-1) }),
  }))
}
