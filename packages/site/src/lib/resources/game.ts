import 'server-only'
import type { GameHeader } from '@league/api/contract/games'
import { cache } from 'react'
import { loadPublic } from '../server/server-api'

export const getGame = cache(async (game: string): Promise<GameHeader> =>
  loadPublic('/v2/website/games/{game}', { game }),
)

export type RoundGameParams = { locale: string; season: string; league: string; round: string; game: string }
export type PlayoffGameParams = {
  locale: string
  season: string
  league: string
  playoffRound: string
  duel: string
  round: string
}

/**
 * The game slug of a playoff series game: the `round` param is the game's number in the series (1, 2, …),
 * its place in the series' games. Unknown series answer the site's 404 through loadPublic; unknown numbers
 * answer undefined.
 */
export const playoffGameSlug = cache(
  async (season: string, league: string, playoffRound: string, duel: string, number: string) => {
    const series = await loadPublic('/v2/website/seasons/{season}/leagues/{league}/playoff/{playoffRound}/{duel}', {
      season,
      league,
      playoffRound,
      duel,
    })
    const position = Number(number)
    return Number.isInteger(position) && position > 0 ? series.games[position - 1]?.slug : undefined
  },
)

/** Whether a round game path names the game's real season, league and round (else the path is a 404). */
export function roundGameMatches(
  header: GameHeader,
  params: { season: string; league: string; round: string },
): boolean {
  return (
    header.season === params.season && header.league.slug === params.league && String(header.round) === params.round
  )
}

/** Whether a game has a final (or forfeit) score to show. */
export function isPlayed(game: { status: GameHeader['status'] }): boolean {
  switch (game.status) {
    case 'played':
    case 'forfeit':
      return true
    case 'scheduled':
      return false
    default:
      game.status satisfies never
      return false
  }
}
