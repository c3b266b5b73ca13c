import type { GameSide, GameSummary } from './api-types'

type Raw = Record<string, unknown>

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** A side of a game as the pages use it, from `{ team: {slug,name,code,club}, score }` or a flat team. */
export function normalizeSide(raw: unknown): GameSide & { periodScores?: number[] } {
  const side = isRecord(raw) ? raw : {}
  const team = isRecord(side.team) ? side.team : side
  const club = isRecord(team.club) ? { slug: text(team.club.slug) ?? '', name: text(team.club.name) ?? '' } : undefined
  const score = typeof side.score === 'number' ? side.score : null
  const periodScores = Array.isArray(side.periodScores) ? (side.periodScores as number[]) : undefined
  return {
    slug: text(team.slug) ?? '',
    name: text(team.name) ?? '',
    ...((text(team.shortName) ?? text(team.code)) ? { shortName: text(team.shortName) ?? text(team.code) } : {}),
    ...(club ? { club } : {}),
    score,
    ...(periodScores ? { periodScores } : {}),
  }
}

/**
 * A game in a list from the API's shape: sides as `{ team, score }`, the season as a slug, the series of a
 * playoff game as `playoffDuel`. Already flat games pass through unchanged in meaning.
 */
export function normalizeGame(raw: unknown, context?: { season?: string; league?: string }): GameSummary {
  const game = isRecord(raw) ? raw : {}
  const season = isRecord(game.season) ? game.season : text(game.season) ? { slug: text(game.season) } : undefined
  const league = isRecord(game.league) ? game.league : text(game.league) ? { slug: text(game.league) } : undefined
  const seasonSlug = text(season?.slug) ?? context?.season
  const leagueSlug = text(league?.slug) ?? context?.league
  const round = typeof game.round === 'number' ? game.round : typeof game.round === 'string' ? Number(game.round) : null
  const duel = isRecord(game.playoffDuel) ? game.playoffDuel : undefined
  const flatPlayoff = isRecord(game.playoff) ? game.playoff : undefined
  const playoff =
    duel && text(duel.round) && text(duel.slug)
      ? {
          round: text(duel.round) ?? '',
          duel: text(duel.slug) ?? '',
          game: typeof game.number === 'number' ? game.number : (round ?? 1),
        }
      : flatPlayoff
        ? {
            round: text(flatPlayoff.round) ?? '',
            duel: text(flatPlayoff.duel) ?? '',
            game: Number(flatPlayoff.game ?? 1),
          }
        : null
  const venue = isRecord(game.venue) ? { name: text(game.venue.name) ?? '' } : (text(game.venue) ?? null)
  return {
    slug: text(game.slug) ?? '',
    status: text(game.status) ?? 'scheduled',
    date: text(game.date) ?? null,
    time: text(game.time) ?? null,
    phase: text(game.phase) ?? 'regular-season',
    round,
    ...(seasonSlug ? { season: { slug: seasonSlug, name: text(season?.name) ?? seasonSlug } } : {}),
    ...(leagueSlug ? { league: { slug: leagueSlug, name: text(league?.name) ?? leagueSlug } } : {}),
    home: normalizeSide(game.home),
    away: normalizeSide(game.away),
    venue,
    playoff,
  }
}

/** Whether a game has a final (or forfeit) score to show. */
export function isPlayed(game: Pick<GameSummary, 'status' | 'home' | 'away'>): boolean {
  return game.status !== 'scheduled' && game.home.score != null && game.away.score != null
}
