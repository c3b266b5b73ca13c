import type { VenueDetail } from '@league/api/contract/venues'
import { TeamMark } from '@league/ui/components/club-header/team-mark'
import { getFormatter, getTranslations } from 'next-intl/server'
import { gameStartsAt, leagueTimeZone } from '@/lib/game-data/game-time'
import { markOf, type TeamMarksByCode } from '@/lib/screens/team-marks'

/**
 * What a venue's screen shows while no game is live there: the next game (teams and start time), else the
 * last result, else that no game has been played there yet.
 */
export async function VenueGameCard({ detail, marks }: { detail: VenueDetail; marks: TeamMarksByCode }) {
  const [t, format] = await Promise.all([getTranslations('Screens'), getFormatter()])
  const current = detail.currentGame
  if (current === null || current.kind === 'live') {
    return (
      <p className="text-center font-heading text-[5vmin] font-bold">{t('noGame', { venue: detail.venue.name })}</p>
    )
  }
  const { game } = current
  const startsAt = new Date(gameStartsAt(game.date, game.time))
  const when = t('startsAt', {
    date: format.dateTime(startsAt, { dateStyle: 'full', timeZone: leagueTimeZone }),
    time: format.dateTime(startsAt, { timeStyle: 'short', timeZone: leagueTimeZone }),
  })
  const side = (team: typeof game.home) => (
    <div className="flex flex-col items-center gap-[2vmin] text-center">
      <TeamMark
        name={team.team.name}
        shortName={team.team.code}
        {...markOf(marks, team.team.code)}
        decorative
        size="xl"
      />
      <p className="font-heading text-[4.5vmin] font-bold leading-tight">{team.team.name}</p>
      {current.kind === 'last' ? (
        <p className="font-heading text-[14vmin] font-bold leading-none">{team.score}</p>
      ) : null}
    </div>
  )
  return (
    <section aria-labelledby="venue-game-heading" className="flex w-full flex-col items-center gap-[4vmin]">
      <h1 id="venue-game-heading" className="font-heading text-[5vmin] font-bold uppercase">
        {current.kind === 'next' ? t('nextGame') : t('lastResult')}
      </h1>
      <div className="grid w-full grid-cols-[1fr_auto_1fr] items-center gap-[4vmin] portrait:grid-cols-1">
        {side(game.home)}
        <p className="text-center font-heading text-[4vmin] font-semibold uppercase">
          {current.kind === 'next' ? t('versus') : t('final')}
        </p>
        {side(game.away)}
      </div>
      <p className="text-[3.5vmin] font-semibold">
        <time dateTime={startsAt.toISOString()}>{when}</time>
        {' · '}
        {detail.venue.name}
      </p>
    </section>
  )
}
