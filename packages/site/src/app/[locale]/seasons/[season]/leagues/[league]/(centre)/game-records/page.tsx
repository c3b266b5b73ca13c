import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { leagueApi, type LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'gameRecords', 'game-records')
}

export default async function GameRecordsPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic<unknown>(leagueApi(season, league, '/game-records')),
    getTranslations('League'),
  ])
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('gameRecordsTitle')}</h2>
      <StatTable
        caption={t('gameRecordsTitle')}
        captionHidden
        rows={rowsOf(body, ['records', 'rows'])}
        showRank={false}
      />
    </>
  )
}
