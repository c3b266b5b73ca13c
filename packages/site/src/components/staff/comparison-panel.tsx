import { getTranslations } from 'next-intl/server'
import type { ApplicationComparison, StaffApplicationView } from '@/lib/applications/application-view'

/** Last season's entry of the club beside the application: team name, arena and roster, side by side. */
export async function ComparisonPanel({
  view,
  comparison,
}: {
  view: StaffApplicationView
  comparison: ApplicationComparison
}) {
  const t = await getTranslations('Staff')
  const last = comparison.lastSeason
  const players = view.form.squad?.players ?? []
  return (
    <section aria-labelledby="comparison" className="flex flex-col gap-3">
      <h2 id="comparison" className="font-heading text-xl font-semibold">
        {t('comparisonTitle')}
      </h2>
      {last === null ? (
        <p>{t('noComparison')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-2 rounded-brand bg-surface-raised p-4 ring-1 ring-border">
            <h3 className="font-semibold">{t('lastSeason', { season: last.season.name })}</h3>
            <p>
              {t('teamName')}: {last.teamName}
            </p>
            <p>
              {t('arena')}: {last.arena?.name ?? '—'}
            </p>
            <h4 className="font-semibold">{t('roster')}</h4>
            <ul className="text-sm">
              {last.roster.map((player) => (
                <li key={player.slug}>
                  {player.shirtNumbers.length > 0 ? `#${player.shirtNumbers.join('/')} ` : ''}
                  {player.name}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-2 rounded-brand bg-surface-raised p-4 ring-1 ring-border">
            <h3 className="font-semibold">{t('thisApplication')}</h3>
            <p>
              {t('teamName')}: {view.form.club?.name ?? '—'}
            </p>
            <p>
              {t('arena')}: {view.form.arena?.name ?? '—'}
            </p>
            <h4 className="font-semibold">{t('roster')}</h4>
            <ul className="text-sm">
              {players.map((player, index) => (
                // oxlint-disable-next-line react/no-array-index-key -- a squad row is its place in the form
                <li key={index}>
                  {player.shirtNumber ? `#${player.shirtNumber} ` : ''}
                  {[player.firstName, player.lastName].filter(Boolean).join(' ')}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  )
}
