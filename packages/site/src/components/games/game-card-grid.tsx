import type { GameStatus, GameSummary } from '@league/api/contract/games'
import { GameCard } from '@league/ui/components/game-card/game-card'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ComponentType, ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { gamePath } from '@/lib/paths/links'
import { gameStartsAt } from '@/lib/game-data/game-time'
import { isPhaseKey } from '@/lib/messages/message-keys'
import { getLeagueBySeason } from '@/lib/resources/seasons-index'
import type { LiveGameCardProps } from './live-game-card'
import { teamMarkOf } from '@/lib/paths/crest'

function cardStatus(status: GameStatus): 'scheduled' | 'final' {
  switch (status) {
    case 'scheduled':
      return 'scheduled'
    case 'played':
    case 'forfeit':
      return 'final'
    default:
      status satisfies never
      return 'final'
  }
}

/** ISO start of a game from its date and time in the league's time zone. */
function startsAt(game: Pick<GameSummary, 'date' | 'time'>): string {
  return gameStartsAt(game.date, game.time)
}

export type GameGridProps = {
  games: readonly GameSummary[]
  /** The league of every game, in a league's lists; elsewhere each game's season names its first league. */
  league?: string
  label?: string
}

/** The client slot a scheduled game's card sits in, to turn live in the browser (live-card-slot.tsx). */
export type LiveSlot = ComponentType<LiveGameCardProps & { children: ReactNode }>

/**
 * Games as cards linking to their game centre; with a `LiveSlot` (game-grid.tsx), every card sits in it, so a
 * game in progress, or a played game replayed live, turns live. A list that can hold no such game (earlier
 * meetings) goes without one, and its page carries no live code.
 */
export async function GameCardGrid({ games, league, label, LiveSlot }: GameGridProps & { LiveSlot?: LiveSlot }) {
  const [t, gameText, locale] = await Promise.all([getTranslations('Games'), getTranslations('Game'), getLocale()])
  const leagueBySeason = league === undefined ? await getLeagueBySeason() : undefined
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
  const periods = [
    ...[1, 2, 3, 4].map((period) => gameText('quarter', { period })),
    ...[1, 2, 3, 4, 5, 6].map((number) => gameText('overtime', { number })),
  ]
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {games.map((game) => {
        const href = gamePath(game, league ?? leagueBySeason?.get(game.season))
        // Playoff games are named by their phase and their number in the series.
        const round =
          game.phase !== 'regular-season'
            ? t('playoffGame', {
                phase: isPhaseKey(game.phase) ? t(`phases.${game.phase}`) : game.phase,
                game: game.round,
              })
            : t('round', { round: game.round })
        const card = (
          <GameCard
            home={{
              name: game.home.team.name,
              shortName: game.home.team.code,
              ...teamMarkOf(game.home.team),
              score: game.home.score,
            }}
            away={{
              name: game.away.team.name,
              shortName: game.away.team.code,
              ...teamMarkOf(game.away.team),
              score: game.away.score,
            }}
            startsAt={startsAt(game)}
            status={cardStatus(game.status)}
            locale={locale}
            labels={labels}
            round={round}
            {...(game.venue ? { venue: game.venue } : {})}
            {...(href ? { asChild: true } : {})}
          >
            {href ? <Link href={href} /> : undefined}
          </GameCard>
        )
        if (LiveSlot === undefined) {
          return <li key={game.slug}>{card}</li>
        }
        // In the browser the card turns live while the game is in progress (the page itself stays cacheable).
        return (
          <li key={game.slug}>
            <LiveSlot
              game={game.slug}
              home={{ name: game.home.team.name, shortName: game.home.team.code, ...teamMarkOf(game.home.team) }}
              away={{ name: game.away.team.name, shortName: game.away.team.code, ...teamMarkOf(game.away.team) }}
              startsAt={startsAt(game)}
              locale={locale}
              labels={labels}
              round={round}
              href={href}
              periods={periods}
              periodBreak={gameText('periodBreak')}
              {...(game.venue ? { venue: game.venue } : {})}
            >
              {card}
            </LiveSlot>
          </li>
        )
      })}
    </ul>
  )
}
