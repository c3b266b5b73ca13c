import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { playerSeasonKeys } from '@/lib/table-columns'
import { enterLocale } from '@/lib/page-locale'
import { getPlayer, playerTabMetadata } from '@/lib/player'
import { rowsOf } from '@/lib/rows'

type Props = { params: Promise<{ locale: string; player: string }> }

export function generateMetadata({ params }: Props) {
  return playerTabMetadata(params, 'overview', '')
}

export default async function PlayerPage({ params }: Props) {
  const { player } = await params
  await enterLocale(params)
  const [overview, t] = await Promise.all([getPlayer(player), getTranslations('Player')])
  return (
    <StatTable
      keys={playerSeasonKeys}
      caption={t('career')}
      rows={rowsOf(overview, ['career', 'seasons'])}
      showRank={false}
    />
  )
}
