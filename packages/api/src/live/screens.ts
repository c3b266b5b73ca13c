// The operator's choice of what a game's broadcast and tv-stats screens show: one row per game, read by
// the screens when they open and replaced by each PUT (which also goes out on the game's stream).
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { liveGameScreens } from '../db/schema/live.ts'
import type { ScreensDirective, ScreensDirectiveRequest } from '../contract/screens.ts'
import { DomainError } from '../domain-errors.ts'
import type { LiveGame } from './game-log.ts'

/** Before any operator choice: no lower third, the team comparison on the tv-stats screen. */
export function defaultScreens(gameSlug: string): ScreensDirective {
  return {
    gameId: gameSlug,
    broadcast: { lowerThird: null },
    tvStats: { graphic: 'team-comparison' },
    revision: 0,
    updatedAt: null,
  }
}

export async function readScreens(database: Database, game: Pick<LiveGame, 'id' | 'slug'>): Promise<ScreensDirective> {
  const [row] = await database.select().from(liveGameScreens).where(eq(liveGameScreens.gameId, game.id)).limit(1)
  if (row === undefined) {
    return defaultScreens(game.slug)
  }
  return { ...row.directive, gameId: game.slug, revision: row.revision, updatedAt: row.updatedAt.toISOString() }
}

/** Every player a directive names must play in the game, so a screen never looks for someone absent. */
function checkPlayers(game: LiveGame, request: ScreensDirectiveRequest): void {
  const known = new Set([...game.setup.home.players, ...game.setup.away.players].map((player) => player.id))
  const named = [
    request.broadcast.lowerThird?.playerId,
    request.tvStats.graphic === 'player-card' ? request.tvStats.playerId : undefined,
  ]
  for (const playerId of named) {
    if (playerId !== undefined && !known.has(playerId)) {
      throw new DomainError('invalid', 'unknown_player', `Player "${playerId}" does not play in game ${game.slug}.`)
    }
  }
}

/** Replaces the game's directive (revision + 1) and answers it as stored. */
export async function writeScreens(
  database: Database,
  game: LiveGame,
  request: ScreensDirectiveRequest,
  authorUserId: number,
): Promise<ScreensDirective> {
  checkPlayers(game, request)
  const directive = { broadcast: request.broadcast, tvStats: request.tvStats }
  const [row] = await database
    .insert(liveGameScreens)
    .values({ gameId: game.id, directive, revision: 1, authorUserId })
    .onConflictDoUpdate({
      target: liveGameScreens.gameId,
      set: { directive, revision: sql`${liveGameScreens.revision} + 1`, updatedAt: sql`now()`, authorUserId },
    })
    .returning()
  if (row === undefined) {
    throw new Error(`The screens of game ${game.slug} were not stored`)
  }
  return { ...row.directive, gameId: game.slug, revision: row.revision, updatedAt: row.updatedAt.toISOString() }
}
