// The small objects every league answer repeats: a team, a player, a game in a list.
// The answer types are the contract's (z.infer of its schemas), so a query cannot drift from what the API
// declares it answers.
import type { GameSummary } from '../contract/games.ts'
import type { TeamReference } from '../contract/references.ts'
import type { GameInfo, SeasonGames, TeamInfo } from './season-data.ts'

export function teamReference(team: TeamInfo): TeamReference {
  return {
    slug: team.clubSlug,
    name: team.name,
    code: team.code,
    club: { slug: team.clubSlug, name: team.clubName },
  }
}

/** The team of a club code in a season; every code in a season's games has a season team. */
export function teamOf(bundle: SeasonGames, code: string): TeamInfo {
  const team = bundle.teamByCode.get(code)
  if (team === undefined) {
    throw new Error(`club ${code} has no team in ${bundle.season.slug}`)
  }
  return team
}

export function gameSummary(bundle: SeasonGames, game: GameInfo): GameSummary {
  const home = teamReference(teamOf(bundle, game.homeCode))
  const away = teamReference(teamOf(bundle, game.awayCode))
  return {
    slug: game.slug,
    season: bundle.season.slug,
    phase: game.phase,
    round: game.roundNumber,
    date: game.date,
    time: game.time,
    status: game.status,
    // The name displayed for that game (sponsors change within a season).
    home: { team: { ...home, name: game.homeName }, score: game.homeScore },
    away: { team: { ...away, name: game.awayName }, score: game.awayScore },
    venue: game.venueName,
    playoff: game.playoffSeries,
  }
}

/** Page `page` (1-based) of `items`, with the paging facts lists share. */
export function paginate<Item>(
  items: readonly Item[],
  page: number,
  pageSize: number,
): { items: Item[]; page: number; pageSize: number; total: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / pageSize))
  const start = (page - 1) * pageSize
  return { items: items.slice(start, start + pageSize), page, pageSize, total: items.length, pages }
}

/** Rounds a statistic for display; percentages and averages keep one decimal. */
export function rounded(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10
}
