import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { playerGameKeys } from '@/lib/table-columns'
import { enterLocale } from '@/lib/page-locale'
import { playerTabMetadata } from '@/lib/player'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<{ locale: string; player: string }> }

export function generateMetadata({ params }: Props) {
  return playerTabMetadata(params, 'lastGames', 'last-games')
}

export default async function PlayerGamesPage({ params }: Props) {
  const { player } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic<unknown>(`/v2/website/players/${player}/games`),
    getTranslations('Player'),
  ])
  return (
    <StatTable keys={playerGameKeys} caption={t('lastGames')} rows={rowsOf(body, ['games', 'rows'])} showRank={false} />
  )
}
