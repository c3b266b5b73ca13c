import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import type { LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'bestPlayers', 'best-players')
}

export default async function BestPlayersPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/best-players', { season, league }),
    getTranslations('League'),
  ])
  return (
    <>
      <h2 className="mb-1 font-heading text-xl font-semibold">{t('bestPlayersTitle')}</h2>
      <p className="mb-4 text-sm text-on-muted">{t('bestPlayersText')}</p>
      <StatTable
        caption={t('bestPlayersTitle')}
        captionHidden
        rows={body.players}
        keys={['player', 'value', 'team', 'games']}
      />
    </>
  )
}
