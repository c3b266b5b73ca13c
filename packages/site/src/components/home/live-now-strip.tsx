'use client'

import type { GameHeader } from '@league/api/contract/games'
import type { LiveScores } from '@league/api/contract/live'
import { useEffect, useState } from 'react'
import { LiveGameCard, type LiveGameCardProps } from '@/components/games/live-game-card'
import { readInBrowser } from '@/lib/browser/browser-api'
import { gameStartsAt } from '@/lib/game-data/game-time'
import { liveNowGames, missingHeaders } from '@/lib/live/live-now'
import { scoresOfSnapshot, type LiveCardScores } from '@/lib/live/live-scores'
import { followLiveScores } from '@/lib/live/live-scores-stream'
import { gamePath } from '@/lib/paths/links'

export type LiveNowLabels = Pick<LiveGameCardProps, 'labels' | 'periods' | 'periodBreak'> & {
  title: string
  /** "Round {round}", filled here for the games the strip shows. */
  round: string
}

export type LiveNowStripProps = {
  labels: LiveNowLabels
  locale: string
  /** The answer of `/api/live-scores` that showed a game in progress (live-now-loader.tsx). */
  initial: LiveScores
}

/**
 * The home page's "Live now" strip: the client's games in progress, whichever season or list they belong to,
 * with their live score and period. The page stays cacheable: the loader asks `/api/live-scores` in the
 * browser and loads this chunk only when a game is in progress; it loads each live game's header through the
 * /api door and follows the scores stream on the connection the game lists' live cards share.
 */
export function LiveNowStrip({ labels, locale, initial }: LiveNowStripProps) {
  const [scores, setScores] = useState<LiveCardScores>(() => scoresOfSnapshot(initial))
  const [headers, setHeaders] = useState<ReadonlyMap<string, GameHeader>>(new Map())

  // The page's one scores connection, shared with its game cards (lib/live/live-scores-stream.ts).
  useEffect(() => followLiveScores(setScores), [])

  useEffect(() => {
    for (const game of missingHeaders(scores, headers)) {
      void readInBrowser('/v2/website/games/{game}', { game })
        .then((header) => setHeaders((known) => new Map(known).set(game, header)))
        .catch((error: unknown) => console.warn(`game ${game} unavailable`, error))
    }
  }, [scores, headers])

  const games = liveNowGames(scores, headers)
  if (games.length === 0) {
    return null
  }
  return (
    <section aria-labelledby="live-now" className="mt-6">
      <h2 id="live-now" className="mb-3 flex items-center gap-2 font-heading text-xl font-semibold">
        <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-danger" />
        {labels.title}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {games.map(({ header, score }) => (
          <li key={header.slug}>
            <LiveGameCard
              game={header.slug}
              home={{ name: header.home.team.name, shortName: header.home.team.code }}
              away={{ name: header.away.team.name, shortName: header.away.team.code }}
              href={gamePath(header, header.league.slug)}
              startsAt={gameStartsAt(header.date, header.time)}
              {...(header.venue ? { venue: header.venue.name } : {})}
              round={
                header.phase === 'regular-season'
                  ? labels.round.replace('{round}', String(header.round))
                  : header.phaseName
              }
              labels={labels.labels}
              locale={locale}
              periods={labels.periods}
              periodBreak={labels.periodBreak}
              live={score}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
