// Settling the fantasy season: every final round not settled yet, in play order, is scored (each player's
// game points, each squad's round points with its captain, sixth man, bench and chip), totalled and ranked,
// and the players' prices move after it. One transaction per round, so a round is settled wholly or not at
// all, and running it again settles nothing twice: the prices after a round mark it settled (settled-rounds.ts).
import type { DemoClock } from '@league/client-league/demo-clock'
import { roundToHundredths } from '@league/stats/fantasy/rounding'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/connection.ts'
import { invalidateComputedCache } from '../computed-cache.ts'
import { recordPricesAfterRound } from './prices.ts'
import { createDatabaseRankingStore } from './ranking-store-database.ts'
import type { RankingStore } from './ranking-store.ts'
import { settleHeadToHeadRound } from './private-leagues-head-to-head.ts'
import { countedGames, fantasyRounds, type FantasyRound } from './rounds.ts'
import { loadFantasyRules } from './rules.ts'
import { scoreGamePlayers } from './player-points.ts'
import { ensureFantasySeason } from './season-setup.ts'
import { settleSquadsForRound } from './settle-squads.ts'
import { readSettledRounds } from './settled-rounds.ts'

/** The advisory lock's first key: settling fantasy rounds (the second is the league season). */
const settleLockKey = 28_001

/** Work that follows a settled round inside its transaction (private leagues' head-to-head results). */
export type AfterRoundSettled = (database: Database, leagueSeasonId: number, round: number) => Promise<unknown>

/** The work every settlement does after each round: the head-to-head results of private leagues. */
const afterRoundSettled: readonly AfterRoundSettled[] = [settleHeadToHeadRound]

export type SettleOptions = {
  /** Hooks run after each round besides `afterRoundSettled`. */
  hooks?: readonly AfterRoundSettled[]
}

/**
 * The rounds to settle now: final and not settled, in play order. A game postponed past the next round's lock
 * does not hold its round open (rounds.ts); a round settled after later ones still adds to the totals
 * (settle-squads.ts).
 */
function roundsToSettle(rounds: readonly FantasyRound[], settled: ReadonlySet<number>): FantasyRound[] {
  return rounds.filter((round) => round.status === 'final' && !settled.has(round.sequence))
}

async function settleRound(
  database: Database,
  leagueSeasonId: number,
  round: FantasyRound,
  options: SettleOptions,
): Promise<void> {
  const { rules } = await loadFantasyRules(database, leagueSeasonId)
  // A game postponed past the next round's lock scores nothing (rounds.ts), as in EuroLeague Fantasy.
  const gameIds = countedGames(round)
    .filter((game) => game.status === 'played')
    .map((game) => game.id)
  // A player's round points: his starter points summed over the round's games (one game in a round, as a rule).
  const pointsByPlayer = new Map<number, number>()
  for (const gameId of gameIds) {
    for (const [playerId, points] of await scoreGamePlayers(database, gameId, rules)) {
      pointsByPlayer.set(playerId, roundToHundredths((pointsByPlayer.get(playerId) ?? 0) + points))
    }
  }
  await settleSquadsForRound(database, leagueSeasonId, { sequence: round.sequence, gameIds }, rules)
  await recordPricesAfterRound(database, leagueSeasonId, round.sequence, pointsByPlayer)
  for (const hook of [...afterRoundSettled, ...(options.hooks ?? [])]) {
    await hook(database, leagueSeasonId, round.sequence)
  }
}

/**
 * Writes the boards of the rounds just settled and the overall board into a store that keeps its own copy
 * (Redis), from the database, so the first reader after a settlement does not wait for the copy.
 */
async function refreshRankings(
  database: Database,
  store: RankingStore,
  leagueSeasonId: number,
  rounds: readonly number[],
): Promise<void> {
  if (store.kind === 'database') {
    return
  }
  const source = createDatabaseRankingStore(database)
  for (const board of [...rounds.map((round) => ({ leagueSeasonId, round })), { leagueSeasonId, round: null }]) {
    const count = await source.count(board)
    await store.replace(board, count === 0 ? [] : await source.page(board, 0, count))
  }
}

/**
 * Settles every final round of the league season not settled yet; idempotent. Answers the rounds it settled.
 *
 * @example
 * // ABA 2022-23 with the demo clock on 2022-12-20: rounds 1–12 the first time, none the second
 * await settleFantasySeason(database, leagueSeasonId, clock, rankingStore) //=> [1, 2, …, 12]
 */
export async function settleFantasySeason(
  database: Database,
  leagueSeasonId: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
  rankingStore: RankingStore,
  options: SettleOptions = {},
): Promise<number[]> {
  // Positions and opening prices first, when nobody has opened the game of this league season yet.
  await ensureFantasySeason(database, leagueSeasonId, clock)
  const rounds = await fantasyRounds(database, leagueSeasonId, clock)
  const due = roundsToSettle(rounds, await readSettledRounds(database, leagueSeasonId))
  const settled: number[] = []
  for (const round of due) {
    const done = await database.transaction(async (transaction) => {
      // Two settlements at once (two instances, or a CLI beside the API) take turns; the second finds the
      // round settled and leaves it.
      await transaction.execute(sql`SELECT pg_advisory_xact_lock(${settleLockKey}, ${leagueSeasonId})`)
      if ((await readSettledRounds(transaction, leagueSeasonId)).has(round.sequence)) {
        return false
      }
      await settleRound(transaction, leagueSeasonId, round, options)
      return true
    })
    if (done) {
      settled.push(round.sequence)
    }
  }
  if (settled.length > 0) {
    // Rankings, round facts and the settled round cached anywhere (every instance, through the bus) are stale.
    invalidateComputedCache()
    await refreshRankings(database, rankingStore, leagueSeasonId, settled)
  }
  return settled
}
