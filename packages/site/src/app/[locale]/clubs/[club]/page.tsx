import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { clubTabMetadata, getClub } from '@/lib/club'
import { seasonClubPath } from '@/lib/links'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'

type Props = { params: Promise<{ locale: string; club: string }> }

export function generateMetadata({ params }: Props) {
  return clubTabMetadata(params, 'overview', '')
}

export default async function ClubPage({ params }: Props) {
  const { club } = await params
  await enterLocale(params)
  const [overview, t] = await Promise.all([getClub(club), getTranslations('Club')])
  // Each season links to the club's page in that season; a season is given by its slug or as { slug, name }.
  const seasons = rowsOf(overview, ['seasons']).map((row) => {
    const season = typeof row.season === 'string' ? row.season : (row.season as { slug?: string } | undefined)?.slug
    return season ? { ...row, season, href: seasonClubPath(season, club) } : row
  })
  return (
    <StatTable
      caption={t('seasons')}
      rows={seasons}
      showRank={false}
      keys={['season', 'league', 'team', 'rank', 'won', 'lost']}
    />
  )
}
