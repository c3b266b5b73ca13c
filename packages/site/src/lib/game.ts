import { cache } from 'react'
import type { GameSide, GameSummary, Named } from './api-types'
import { leagueApi } from './league'
import { rowsOf } from './rows'
import { loadPublic } from './server-api'

export type GameHeader = GameSummary & {
  home: GameSide & { periodScores?: number[] }
  away: GameSide & { periodScores?: number[] }
  quarterScores?: { home: number[]; away: number[] } | null
  periodScores?: { home: number[]; away: number[] } | null
  attendance?: number | null
  referees?: (Named | string)[]
  venue?: { name: string; location?: string | null } | string | null
}

export const getGame = cache(async (game: string) => loadPublic<GameHeader>(`/v2/website/games/${game}`))

export type RoundGameParams = { locale: string; season: string; league: string; round: string; game: string }
export type PlayoffGameParams = {
  locale: string
  season: string
  league: string
  playoffRound: string
  duel: string
  round: string
}

type DuelAnswer = { games?: GameSummary[]; duel?: { games?: GameSummary[] } }

/**
 * The game slug of a playoff series game: the `round` param is the game's number in the series (1, 2, …).
 * Unknown series or numbers answer the site's 404 through loadPublic or the caller.
 */
export const playoffGameSlug = cache(
  async (season: string, league: string, playoffRound: string, duel: string, number: string) => {
    const body = await loadPublic<DuelAnswer>(leagueApi(season, league, `/playoff/${playoffRound}/${duel}`))
    const games = (body.games ?? body.duel?.games ?? rowsOf(body, ['games'])) as GameSummary[]
    const position = Number(number)
    const game =
      games.find((candidate) => candidate.playoff?.game === position) ??
      (Number.isInteger(position) ? games[position - 1] : undefined)
    return game?.slug
  },
)

/** Whether a round game path names the game's real season, league and round (else the path is a 404). */
export function roundGameMatches(
  header: GameHeader,
  params: { season: string; league: string; round: string },
): boolean {
  if (header.season?.slug && header.season.slug !== params.season) {
    return false
  }
  if (header.league?.slug && header.league.slug !== params.league) {
    return false
  }
  return header.round === undefined || header.round === null || String(header.round) === params.round
}

export function periodScoresOf(header: GameHeader): { home: number[]; away: number[] } {
  return (
    header.quarterScores ??
    header.periodScores ?? { home: header.home.periodScores ?? [], away: header.away.periodScores ?? [] }
  )
}
