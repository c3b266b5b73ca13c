// A game with an official result (imported, or written by a live `game_end`) is finished: an operator's
// event on it is refused, so a scorer can never put it back live and overwrite the result with a new
// `game_end`. Only the league reopens it, on purpose and with a reason (`league-api game reopen`), and the
// reopening is recorded; the next `game_end` writes the result again and closes it.
// On the demo clock (`npm run demo`), a game dated after the demo day has not been played yet: every read
// shows it scheduled, so its operators may score it like any scheduled game (the demo's own database).
import type { DemoClock } from '@league/client-league/demo-clock'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/connection.ts'
import { clients } from '../db/schema/accounts.ts'
import { competitions, games, leagueSeasons } from '../db/schema/league.ts'
import { gameReopenings, liveGameEvents } from '../db/schema/live.ts'
import { DomainError } from '../domain-errors.ts'
import { NotFoundError } from '../queries/errors.ts'

type Reader = Pick<Database, 'select'>

export type GameReopening = {
  client: string
  game: string
  reason: string
  reopenedBy: string
  reopenedAt: string
}

async function openReopening(reader: Reader, gameId: number) {
  const [open] = await reader
    .select()
    .from(gameReopenings)
    .where(and(eq(gameReopenings.gameId, gameId), isNull(gameReopenings.closedAt)))
    .orderBy(desc(gameReopenings.id))
    .limit(1)
  return open
}

/**
 * Refuses an operator's event on a finished game that the league has not reopened. Runs in the append's
 * transaction, after the game's lock, so a reopening closed by a `game_end` is seen by the next event. A game
 * the demo clock has not reached yet is scheduled for its operators too (`demoClock`; the real clock hides none).
 */
export async function refuseFinishedGame(reader: Reader, gameId: number, demoClock?: DemoClock): Promise<void> {
  const [game] = await reader.select({ status: games.status, date: games.date }).from(games).where(eq(games.id, gameId))
  if (game === undefined || game.status === 'scheduled' || demoClock?.hides(game.date) === true) {
    return
  }
  if ((await openReopening(reader, gameId)) === undefined) {
    // 422, not 409: the operator console reads a 409 as "another event came first" and reloads the state.
    throw new DomainError(
      'refused',
      'game_finished',
      'This game is finished and its result is official, so it cannot be scored again. If it must be, ask ' +
        'the league to reopen it.',
    )
  }
}

/** Closes the game's open reopening: its result has just been written again. */
export async function closeReopenings(database: Pick<Database, 'update'>, gameId: number): Promise<void> {
  await database
    .update(gameReopenings)
    .set({ closedAt: new Date() })
    .where(and(eq(gameReopenings.gameId, gameId), isNull(gameReopenings.closedAt)))
}

export type ReopenRequest = { client: string; game: string; reason: string; reopenedBy: string }

/**
 * Reopens a finished game for its operators and records who asked and why. A game still open (scheduled,
 * or already reopened) answers its open state unchanged; a game scored live up to its `game_end` cannot be
 * reopened, as its log admits no event after the end.
 */
export async function reopenGame(database: Database, request: ReopenRequest): Promise<GameReopening> {
  return database.transaction(async (transaction) => {
    const [game] = await transaction
      .select({ id: games.id, status: games.status })
      .from(games)
      .innerJoin(leagueSeasons, eq(leagueSeasons.id, games.leagueSeasonId))
      .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
      .innerJoin(clients, eq(clients.id, competitions.clientId))
      .where(and(eq(clients.slug, request.client), eq(games.slug, request.game)))
      .limit(1)
    if (game === undefined) {
      throw new NotFoundError('game', request.game, `No game "${request.game}" in the league ${request.client}`)
    }
    if (game.status === 'scheduled') {
      throw new DomainError(
        'conflict',
        'game_not_finished',
        `Game ${request.game} is not finished: its operators can score it without reopening it.`,
      )
    }
    await transaction.execute(sql`select pg_advisory_xact_lock(${game.id})`)
    const [ended] = await transaction
      .select({ sequence: liveGameEvents.sequence })
      .from(liveGameEvents)
      .where(and(eq(liveGameEvents.gameId, game.id), sql`${liveGameEvents.event}->>'type' = 'game_end'`))
      .limit(1)
    if (ended !== undefined) {
      throw new DomainError(
        'conflict',
        'game_ended_live',
        `Game ${request.game} was scored live up to its end (event ${ended.sequence}); its log takes no ` +
          'event after the end, so reopening it would change nothing.',
      )
    }
    const reopening =
      (await openReopening(transaction, game.id)) ??
      (
        await transaction
          .insert(gameReopenings)
          .values({ gameId: game.id, reason: request.reason, reopenedBy: request.reopenedBy })
          .returning()
      )[0]
    if (reopening === undefined) {
      throw new Error('The reopening was not stored.')
    }
    return {
      client: request.client,
      game: request.game,
      reason: reopening.reason,
      reopenedBy: reopening.reopenedBy,
      reopenedAt: reopening.reopenedAt.toISOString(),
    }
  })
}
