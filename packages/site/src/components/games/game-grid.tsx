import { GameCard } from '@league/ui/components/game-card/game-card'
import { getLocale, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { GameSummary } from '@/lib/api-types'
import { gamePath, nameOf } from '@/lib/links'
import { gameStartsAt } from '@/lib/game-time'
import { normalizeGame } from '@/lib/normalize'
import { getLeagueBySeason } from '@/lib/seasons-index'

function cardStatus(status: string): 'scheduled' | 'live' | 'final' {
  if (status === 'live') {
    return 'live'
  }
  return status === 'scheduled' ? 'scheduled' : 'final'
}

/** ISO start of a game from its date and time in the league's time zone. */
export function startsAt(game: Pick<GameSummary, 'date' | 'time'>): string {
  return gameStartsAt(game.date, game.time)
}

/** Games as cards linking to their game centre. */
export async function GameGrid({
  games: rawGames,
  context,
  label,
}: {
  /** Games as the API lists them; normalized here. */
  games: unknown[]
  context?: { season?: string; league?: string }
  label?: string
}) {
  const [t, locale] = await Promise.all([getTranslations('Games'), getLocale()])
  const leagueBySeason = context?.league ? undefined : await getLeagueBySeason()
  const games = rawGames.map((raw) => {
    const game = normalizeGame(raw, context)
    // Lists outside a league (clubs, schedule) name only the season: its league completes the link.
    const league = game.league ?? (game.season ? leagueBySeason?.get(game.season.slug) : undefined)
    return league && !game.league
      ? { ...game, league: typeof league === 'string' ? { slug: league, name: league } : league }
      : game
  })
  if (games.length === 0) {
    return <p className="py-4 text-on-muted">{t('none')}</p>
  }
  const labels = {
    scheduled: t('scheduled'),
    live: t('live'),
    final: t('final'),
    winner: t('winner'),
    venue: t('venue'),
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {games.map((game) => {
        const href = gamePath(game, context)
        // Playoff games are named by their phase and their number in the series.
        const round =
          game.playoff || game.phase !== 'regular-season'
            ? t('playoffGame', {
                phase: t.has(`phases.${game.phase}` as never) ? t(`phases.${game.phase}` as never) : game.phase,
                game: game.playoff?.game ?? game.round ?? 1,
              })
            : game.round
              ? t('round', { round: game.round })
              : undefined
        const card = (
          <GameCard
            home={{
              name: game.home.name,
              shortName: game.home.shortName ?? game.home.name.slice(0, 3).toUpperCase(),
              score: game.home.score ?? null,
            }}
            away={{
              name: game.away.name,
              shortName: game.away.shortName ?? game.away.name.slice(0, 3).toUpperCase(),
              score: game.away.score ?? null,
            }}
            startsAt={startsAt(game)}
            status={cardStatus(game.status)}
            locale={locale}
            labels={labels}
            {...(round ? { round } : {})}
            {...(game.venue ? { venue: nameOf(game.venue) } : {})}
            {...(href ? { asChild: true } : {})}
          >
            {href ? <Link href={href} /> : undefined}
          </GameCard>
        )
        return <li key={game.slug}>{card}</li>
      })}
    </ul>
  )
}
