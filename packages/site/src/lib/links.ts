import type { GameSummary } from './api-types'

export function seasonPath(season: string) {
  return `/seasons/${season}`
}

export function leaguePath(season: string, league: string) {
  return `/seasons/${season}/leagues/${league}`
}

export function teamPath(season: string, league: string, team: string) {
  return `${leaguePath(season, league)}/teams/${team}`
}

export function seasonClubPath(season: string, club: string) {
  return `/seasons/${season}/clubs/${club}`
}

export function clubPath(club: string) {
  return `/clubs/${club}`
}

export function playerPath(player: string) {
  return `/players/${player}`
}

export function newsPath(news: string) {
  return `/news/${news}`
}

export function roundGamePath(season: string, league: string, round: number | string, game: string) {
  return `${leaguePath(season, league)}/rounds/${round}/games/${game}`
}

export function playoffGamePath(
  season: string,
  league: string,
  playoffRound: string,
  duel: string,
  game: number | string,
) {
  return `${leaguePath(season, league)}/playoff/${playoffRound}/${duel}/games/${game}`
}

/**
 * The game centre path of a game: playoff games live under their series, all others under their round.
 * Falls back to the given season and league when the game does not name its own.
 */
export function gamePath(game: GameSummary, context?: { season?: string; league?: string }): string | undefined {
  const season = game.season?.slug ?? context?.season
  const league = game.league?.slug ?? context?.league
  if (!season || !league) {
    return undefined
  }
  if (game.playoff) {
    return playoffGamePath(season, league, game.playoff.round, game.playoff.duel, game.playoff.game)
  }
  return roundGamePath(season, league, game.round ?? 1, game.slug)
}

export function nameOf(value: { name: string } | string | null | undefined): string {
  if (!value) {
    return ''
  }
  return typeof value === 'string' ? value : value.name
}
