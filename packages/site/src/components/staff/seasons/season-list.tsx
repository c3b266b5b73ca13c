// The league's seasons for staff: each with its state (draft, published, current), teams and games played,
// the name linking to the season's page.
import type { StaffSeasonSummary } from '@league/api/contract/staff-seasons'
import { Badge } from '@league/ui/components/badge/badge'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'

export async function SeasonList({ seasons }: { seasons: readonly StaffSeasonSummary[] }) {
  const t = await getTranslations('StaffSeasons')
  if (seasons.length === 0) {
    return <p className="text-on-muted">{t('noSeasons')}</p>
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{t('listTitle')}</caption>
        <thead>
          <tr className="border-b border-border text-sm">
            <th scope="col" className="py-2 pr-3">
              {t('season')}
            </th>
            {/* On a phone the competition stands under the season's name, so the table fits the screen. */}
            <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
              {t('competition')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('state')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('teams')}
            </th>
            <th scope="col" className="py-2">
              {t('gamesPlayed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((season) => (
            <tr key={season.id} className="border-b border-border">
              <th scope="row" className="py-3 pr-3">
                <Link
                  href={`/staff/seasons/${season.id}`}
                  className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-link hover:underline"
                >
                  {season.name}
                </Link>
                <span className="block text-sm font-normal text-on-muted sm:hidden">{season.competition.name}</span>
              </th>
              <td className="hidden py-3 pr-3 sm:table-cell">{season.competition.name}</td>
              <td className="py-3 pr-3">
                <span className="flex flex-wrap gap-1">
                  <Badge>{season.draft ? t('stateDraft') : t('statePublished')}</Badge>
                  {season.current ? <Badge>{t('stateCurrent')}</Badge> : null}
                </span>
              </td>
              <td className="py-3 pr-3">{season.teams}</td>
              <td className="py-3">{t('playedOf', { played: season.playedGames, games: season.games })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
