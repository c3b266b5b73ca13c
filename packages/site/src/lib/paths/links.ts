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
 * A game's one address (its canonical path): a play-off game under its series and its number in it (the
 * address that carries the series, with every tab of the game centre), any other game under its round.
 * The round address of a play-off game answers a permanent redirect here (lib/resources/game-route.ts).
 */
export function canonicalGamePath(game: Pick<GameSummary, 'season' | 'round' | 'slug' | 'playoff'>, league: string) {
  const playoff = game.playoff
  return playoff === null
    ? roundGamePath(game.season, league, game.round, game.slug)
    : playoffGamePath(game.season, league, playoff.round, playoff.duel, playoff.number)
}

/**
 * The game centre path of a game in a list: its canonical address ({@link canonicalGamePath}). A list outside
 * a league (clubs, schedule) passes the league of the game's season.
 */
export function gamePath(game: Pick<GameSummary, 'season' | 'round' | 'slug' | 'playoff'>, league: string | undefined) {
  return league === undefined ? undefined : canonicalGamePath(game, league)
}
