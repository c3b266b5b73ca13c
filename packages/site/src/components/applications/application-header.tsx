import { getTranslations } from 'next-intl/server'
import type { TeamApplicationView } from '@/lib/applications/application-view'

/** Whose application this is: the club, the league and the season, and until when the link works. */
export async function ApplicationHeader({ view, expires }: { view: TeamApplicationView; expires: string }) {
  const t = await getTranslations('Applications')
  const clubName = view.form.club?.name ?? view.club.name
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 className="font-heading text-3xl font-bold break-words">
        {t('heading', { club: clubName, season: view.season.name })}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-on-muted">
        <dt className="font-semibold">{t('league')}</dt>
        <dd>{view.league.name}</dd>
        <dt className="font-semibold">{t('season')}</dt>
        <dd>{view.season.name}</dd>
        <dt className="font-semibold">{t('club')}</dt>
        <dd>{view.club.name}</dd>
      </dl>
      {view.editable ? <p className="text-sm text-on-muted">{t('expires', { date: expires })}</p> : null}
    </header>
  )
}
