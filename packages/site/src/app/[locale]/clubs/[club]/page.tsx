import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { Link } from '@/i18n/navigation'
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
  const seasons = rowsOf(overview, ['seasons'])
  return (
    <>
      <StatTable caption={t('seasons')} rows={seasons} showRank={false} />
      <ul className="mt-4 flex flex-wrap gap-2 text-sm">
        {seasons.map((row, index) => {
          // A season is given by its slug, or as { slug, name }.
          const season =
            typeof row.season === 'string'
              ? { slug: row.season, name: row.season }
              : (row.season as { slug?: string; name?: string } | undefined)
          return season?.slug ? (
            <li key={index}>
              <Link
                href={seasonClubPath(season.slug, club)}
                className="rounded-pill border border-border px-3 py-1 text-link hover:bg-muted"
              >
                {t('inSeason', { season: season.name ?? season.slug })}
              </Link>
            </li>
          ) : null
        })}
      </ul>
    </>
  )
}
