import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { PLAYER_SEASON_COLUMNS } from '@league/stats/columns'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'
import type { TeamParams } from '@/lib/team'
import { teamTabMetadata } from '@/lib/team-metadata'

type Props = { params: Promise<TeamParams> }

export function generateMetadata({ params }: Props) {
  return teamTabMetadata(params, 'roster', 'roster')
}

export default async function RosterPage({ params }: Props) {
  const { season, league, team } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/teams/{team}/roster', { season, league, team }),
    getTranslations('Team'),
  ])
  return (
    <StatTable
      keys={PLAYER_SEASON_COLUMNS}
      caption={t('roster')}
      rows={body.players.map(({ player, gamesPlayed, gamesDressed, perGame }) => ({
        player,
        gamesPlayed,
        gamesDressed,
        stats: perGame,
      }))}
      showRank={false}
    />
  )
}
