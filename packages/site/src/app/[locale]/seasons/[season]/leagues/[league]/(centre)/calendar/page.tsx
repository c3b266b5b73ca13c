import { getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import type { GameSummary } from '@/lib/api-types'
import { leagueApi, type LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<LeagueParams> }

type CalendarRound = { number?: number; slug?: string; name?: string; phase?: string; games?: GameSummary[] }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'calendar', 'calendar')
}

export default async function CalendarPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t, games] = await Promise.all([
    loadPublic<unknown>(leagueApi(season, league, '/calendar')),
    getTranslations('League'),
    getTranslations('Games'),
  ])
  const rounds = rowsOf(body, ['rounds']) as CalendarRound[]
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('calendarTitle')}</h2>
      {rounds.length === 0 ? <p className="text-on-muted">{t('noGames')}</p> : null}
      {rounds.map((round, index) => {
        const id = `round-${round.slug ?? round.number ?? index}`
        return (
          <section key={id} aria-labelledby={id} className="mb-8">
            <h3 id={id} className="mb-2 font-heading text-lg font-semibold">
              {round.number !== undefined && (!round.phase || round.phase === 'regular-season')
                ? t('round', { round: round.number })
                : round.phase && games.has(`phases.${round.phase}` as never)
                  ? games('playoffGame', { phase: games(`phases.${round.phase}` as never), game: round.number ?? 1 })
                  : (round.name ?? '')}
            </h3>
            <GameGrid games={round.games ?? []} context={{ season, league }} />
          </section>
        )
      })}
    </>
  )
}
