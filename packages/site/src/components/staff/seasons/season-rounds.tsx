'use client'
// The generated rounds: each with its games (date, time, venue, result) and the teams that sit it out.
// A game not yet played can be moved from its row; a played one's FIBA scoresheet is downloaded from it.
import type { StaffSeason } from '@league/api/contract/staff-seasons'
import { useTranslations } from 'next-intl'
import { GameChange } from './game-change'

export function SeasonRounds({ season }: { season: StaffSeason }) {
  const t = useTranslations('StaffSeasons')
  if (season.rounds.length === 0) {
    return <p className="text-on-muted">{t('noRounds')}</p>
  }
  return (
    <ol className="flex flex-col gap-6">
      {season.rounds.map((round) => {
        const headingId = `round-${round.phase}-${round.number}`
        return (
          <li key={headingId}>
            <section aria-labelledby={headingId}>
              <h3 id={headingId} className="mb-2 font-heading text-lg font-semibold">
                {round.name}
              </h3>
              <ul className="flex flex-col divide-y divide-border rounded-brand border border-border">
                {round.games.map((game) => (
                  <li key={game.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                    <div className="flex min-w-0 flex-col">
                      <span className="font-semibold">
                        {t('matchup', { home: game.home.name, away: game.away.name })}
                        {game.homeScore === null || game.awayScore === null
                          ? null
                          : ` ${t('score', { home: game.homeScore, away: game.awayScore })}`}
                      </span>
                      <span className="text-sm text-on-muted">
                        {[game.date ?? t('noDate'), game.time, game.venue?.name].filter(Boolean).join(' · ')}
                      </span>
                    </div>
                    {game.status === 'scheduled' ? (
                      <GameChange season={season} game={game} />
                    ) : (
                      <span className="flex flex-wrap items-center gap-3 text-sm">
                        {t(game.status === 'forfeit' ? 'statusForfeit' : 'statusPlayed')}
                        {game.status === 'played' ? (
                          <a
                            href={`/api/scoresheets/${encodeURIComponent(game.slug)}`}
                            download
                            className="text-link underline"
                          >
                            {t('scoresheet')}
                          </a>
                        ) : null}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              {round.byes.length > 0 ? (
                <p className="mt-2 text-sm text-on-muted">
                  {t('byes', { teams: round.byes.map((bye) => bye.name).join(', ') })}
                </p>
              ) : null}
            </section>
          </li>
        )
      })}
    </ol>
  )
}
