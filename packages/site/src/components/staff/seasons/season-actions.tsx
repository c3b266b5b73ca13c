'use client'
// Publishing the draft (fans see it from then on; by default it becomes the league's current season) and,
// once every regular-season game is final, drawing the play-off bracket from the final table.
import type { StaffSeason } from '@league/api/contract/staff-seasons'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { drawPlayoffs, publishSeason } from '@/lib/staff/seasons/season-requests'
import { ConfirmAction } from './confirm-action'

export function SeasonActions({ season }: { season: StaffSeason }) {
  const t = useTranslations('StaffSeasons')
  const [makeCurrent, setMakeCurrent] = useState(true)
  const games = season.rounds.reduce((total, round) => total + round.games.length, 0)
  return (
    <div className="flex flex-col gap-4">
      {season.draft ? (
        games === 0 ? (
          <p className="text-on-muted">{t('publishNeedsSchedule')}</p>
        ) : (
          <ConfirmAction
            label={t('publish', { season: season.name })}
            question={t('publishQuestion', { games })}
            yes={t('publishYes')}
            done={t('published')}
            run={() => publishSeason(season.id, makeCurrent)}
          >
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5"
                checked={makeCurrent}
                onChange={(event) => setMakeCurrent(event.currentTarget.checked)}
              />
              {t('makeCurrent')}
            </label>
          </ConfirmAction>
        )
      ) : (
        <p>{t('isPublished')}</p>
      )}
      {season.format?.playoff ? (
        season.playoffReady ? (
          <ConfirmAction
            label={t('drawPlayoffs')}
            question={t('drawPlayoffsQuestion', { teams: season.format.playoff.teams })}
            yes={t('drawPlayoffsYes')}
            done={t('playoffsDrawn')}
            run={() => drawPlayoffs(season.id)}
          />
        ) : (
          <p className="text-on-muted">{t('playoffsNotReady')}</p>
        )
      ) : null}
    </div>
  )
}
