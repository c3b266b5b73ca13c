import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { PLAYER_SEASON_COLUMNS } from '@league/stats/columns'
import { enterLocale } from '@/lib/page-locale'
import { seasonClubTabMetadata, type SeasonClubParams } from '@/lib/season-club'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<SeasonClubParams> }

export function generateMetadata({ params }: Props) {
  return seasonClubTabMetadata(params, 'players', 'players')
}

export default async function SeasonClubPlayersPage({ params }: Props) {
  const { season, club } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/clubs/{club}/players', { season, club }),
    getTranslations('Club'),
  ])
  return (
    <StatTable
      keys={PLAYER_SEASON_COLUMNS}
      caption={t('players')}
      rows={body.players.map(({ player, games, perGame }) => ({ player, games, stats: perGame }))}
      showRank={false}
    />
  )
}
