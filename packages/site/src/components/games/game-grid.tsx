import { GameCard } from '@league/ui/components/game-card/game-card'
import { getLocale, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { GameSummary } from '@/lib/api-types'
import { gamePath, nameOf } from '@/lib/links'
import { normalizeGame } from '@/lib/normalize'

function cardStatus(status: string): 'scheduled' | 'live' | 'final' {
  if (status === 'live') {
    return 'live'
  }
  return status === 'scheduled' ? 'scheduled' : 'final'
}

/** ISO start of a game from its date and time (league time, Central European). */
export function startsAt(game: Pick<GameSummary, 'date' | 'time'>): string {
  const date = game.date ?? '1970-01-01'
  const time = game.time && /^\d{1,2}:\d{2}/.test(game.time) ? game.time.padStart(5, '0').slice(0, 5) : '12:00'
  return `${date}T${time}:00+01:00`
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
  const games = rawGames.map((game) => normalizeGame(game, context))
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
        const round = game.playoff
          ? t('playoffGame', {
              phase: t.has(`phases.${game.phase}` as never) ? t(`phases.${game.phase}` as never) : game.phase,
              game: game.playoff.game,
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
