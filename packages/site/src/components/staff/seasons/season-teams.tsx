'use client'
// The season's teams: club, venue, squad size and where the team came from; a draft's teams can be removed.
import type { StaffSeason } from '@league/api/contract/staff-seasons'
import { useTranslations } from 'next-intl'
import { removeTeam } from '@/lib/staff/seasons/season-requests'
import { ConfirmAction } from './confirm-action'

export function SeasonTeams({ season }: { season: StaffSeason }) {
  const t = useTranslations('StaffSeasons')
  const source = (team: StaffSeason['teamList'][number]) =>
    team.source === 'application' ? t('sourceApplication') : t('sourceHand')
  if (season.teamList.length === 0) {
    return <p className="text-on-muted">{t('noTeams')}</p>
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('teamsTitle')}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              {t('team')}
            </th>
            {/* On a phone the code and where the team came from stand under its name, so the table fits. */}
            <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
              {t('code')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('venue')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('players')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
              {t('source')}
            </th>
            {season.draft ? (
              <th scope="col" className="py-2">
                <span className="sr-only">{t('actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {season.teamList.map((team) => (
            <tr key={team.id} className="border-b border-border">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {team.name}
                <span className="block text-xs font-normal text-on-muted sm:hidden">
                  <span className="font-mono">{team.club.code}</span> · {source(team)}
                </span>
              </th>
              <td className="hidden py-2 pr-3 font-mono sm:table-cell">{team.club.code}</td>
              <td className="py-2 pr-3">{team.venue?.name ?? '—'}</td>
              <td className="py-2 pr-3">{team.players}</td>
              <td className="hidden py-2 pr-3 sm:table-cell">{source(team)}</td>
              {season.draft ? (
                <td className="py-2">
                  <ConfirmAction
                    label={t('removeTeam', { team: team.name })}
                    question={t('removeTeamQuestion', { team: team.name })}
                    yes={t('removeTeamYes')}
                    done={t('teamRemoved', { team: team.name })}
                    variant="outline"
                    size="sm"
                    run={() => removeTeam(season.id, team.id)}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
