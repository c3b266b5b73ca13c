import type { Calendar } from '@league/api/contract/leagues'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { CalendarLinks } from '@/components/data-export/calendar-links'
import { GameGrid } from '@/components/games/game-grid'
import { RouteTabPage } from '@/components/route-tab-page'
import { currentRoundOf } from '@/lib/game-data/current-round'
import { getLeague, leagueNameOf } from '@/lib/resources/league'
import { isPhaseKey } from '@/lib/messages/message-keys'
import { loadPublic } from '@/lib/server/server-api'
import { leagueTabs } from '@/lib/paths/tabs'
import { leaguePath } from '@/lib/paths/links'
import { RoundPicker } from './round-picker'

export type CalendarRound = Calendar['rounds'][number]

type LeagueMessages = Awaited<ReturnType<typeof getTranslations<'League'>>>
type GamesMessages = Awaited<ReturnType<typeof getTranslations<'Games'>>>

/** "Round 12", or a play-off game's "Final, game 2", in the page's language. */
export function roundLabelOf(
  round: Pick<CalendarRound, 'phase' | 'number' | 'name'>,
  league: LeagueMessages,
  games: GamesMessages,
): string {
  if (round.phase === 'regular-season') {
    return league('round', { round: round.number })
  }
  return isPhaseKey(round.phase)
    ? games('playoffGame', { phase: games(`phases.${round.phase}`), game: round.number })
    : round.name
}

/**
 * The league's calendar one round at a time (a whole season is some 40 rounds: too long a page on a phone):
 * the round picker, then the chosen round's games. Without a round it opens on the current or next one.
 */
export async function LeagueCalendar({ season, league, round }: { season: string; league: string; round?: string }) {
  const [body, t, games, overview] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/calendar', { season, league }),
    getTranslations('League'),
    getTranslations('Games'),
    getLeague(season, league),
  ])
  const { rounds } = body
  const shown = round === undefined ? currentRoundOf(rounds) : rounds.find((entry) => entry.slug === round)
  if (round !== undefined && !shown) {
    notFound()
  }
  const calendarPath = `${leaguePath(season, league)}/calendar`
  const id = shown ? `round-${shown.slug}` : undefined
  return (
    <RouteTabPage basePath={leaguePath(season, league)} tabs={leagueTabs} active="calendar">
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('calendarTitle')}</h2>
      <CalendarLinks
        season={season}
        league={league}
        name={`${leagueNameOf(overview)} ${overview.season.name}`}
        className="mb-4"
      />
      {shown ? (
        <>
          <RoundPicker
            current={shown.slug}
            labels={{ rounds: t('rounds'), previous: t('previousRound'), next: t('nextRound') }}
            rounds={rounds.map((entry) => ({
              slug: entry.slug,
              label: roundLabelOf(entry, t, games),
              href: `${calendarPath}/${entry.slug}`,
            }))}
          />
          <section aria-labelledby={id} className="mb-8">
            <h3 id={id} className="mb-2 font-heading text-lg font-semibold">
              {roundLabelOf(shown, t, games)}
            </h3>
            <GameGrid games={shown.games} league={league} />
          </section>
        </>
      ) : (
        <p className="text-on-muted">{t('noGames')}</p>
      )}
    </RouteTabPage>
  )
}
