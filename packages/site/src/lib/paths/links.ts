import type { GameSummary } from '@league/api/contract/games'

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
 * The game centre path of a game in a list: under its round in its league. A list outside a league (clubs,
 * schedule) passes the league of the game's season.
 */
export function gamePath(game: Pick<GameSummary, 'season' | 'round' | 'slug'>, league: string | undefined) {
  return league === undefined ? undefined : roundGamePath(game.season, league, game.round, game.slug)
}
