import { cache } from 'react'
import type { GameSide, GameSummary, Named } from './api-types'
import { leagueApi } from './league'
import { rowsOf } from './rows'
import { normalizeGame, normalizeSide } from './normalize'
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

export const getGame = cache(async (game: string): Promise<GameHeader> => {
  const raw = await loadPublic<Record<string, unknown>>(`/v2/website/games/${game}`)
  const summary = normalizeGame(raw)
  const venue =
    raw.venue && typeof raw.venue === 'object'
      ? (raw.venue as { name: string; location?: string | null })
      : summary.venue
  return {
    ...summary,
    home: normalizeSide(raw.home),
    away: normalizeSide(raw.away),
    venue: venue ?? null,
    attendance: typeof raw.attendance === 'number' ? raw.attendance : null,
    referees: Array.isArray(raw.referees) ? (raw.referees as (Named | string)[]) : [],
  }
})

export type RoundGameParams = { locale: string; season: string; league: string; round: string; game: string }
export type PlayoffGameParams = {
  locale: string
  season: string
  league: string
  playoffRound: string
  duel: string
  round: string
}

type DuelAnswer = { games?: unknown[]; duel?: { games?: unknown[] } }

/**
 * The game slug of a playoff series game: the `round` param is the game's number in the series (1, 2, …).
 * Unknown series or numbers answer the site's 404 through loadPublic or the caller.
 */
export const playoffGameSlug = cache(
  async (season: string, league: string, playoffRound: string, duel: string, number: string) => {
    const body = await loadPublic<DuelAnswer>(leagueApi(season, league, `/playoff/${playoffRound}/${duel}`))
    const raw = (body.games ?? body.duel?.games ?? rowsOf(body, ['games'])) as { number?: number }[]
    const position = Number(number)
    // Games of a series are numbered 1, 2, …: by their own number when the API gives one, else by order.
    const numbered = raw.find((candidate) => candidate.number === position)
    const game = numbered ?? (Number.isInteger(position) && position > 0 ? raw[position - 1] : undefined)
    return game ? normalizeGame(game).slug : undefined
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
