// The API's own settlement: a fantasy round is scored as soon as its last game is final, whoever made it final
// (the live engine writing the final box score, an import, another instance), not only when the demo clock is
// advanced. Every such change clears the computed cache, so the settler listens to that, and settles each
// league season that has squads (a season nobody plays has nothing to settle). Runs never overlap: a change
// arriving during a run asks for one more run after it, which settles whatever is final by then.
import type { DemoClock } from '@league/client-league/demo-clock'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { onComputedCacheInvalidated } from '../computed-cache.ts'
import type { RankingStore } from './ranking-store.ts'
import { fantasyRounds } from './rounds.ts'
import { settleFantasySeason } from './settle.ts'

export type FantasySettlerOptions = {
  database: Database
  clock: Pick<DemoClock, 'hides' | 'now'>
  rankingStore: RankingStore
  /** Told each league season's rounds settled by a run. */
  onSettled?: (leagueSeasonId: number, rounds: number[]) => void
  /** A run that failed (the next change tries again). */
  onError?: (error: unknown) => void
}

export type FantasySettler = {
  /** Settles now (after the run under way, if any); resolves when done. */
  settleNow(): Promise<void>
  /** Stops listening; resolves after the run under way. */
  close(): Promise<void>
}

/**
 * League seasons with a squad that plays one of their rounds. A squad made after a season's last round (the
 * finished seasons of `npm start`) plays none: its season is never settled for it.
 */
async function leagueSeasonsInPlay(database: Database, clock: FantasySettlerOptions['clock']): Promise<number[]> {
  const rows = await selectRows<{ league_season_id: number; first_round: number }>(
    database,
    sql`SELECT league_season_id, min(joined_round)::int AS first_round FROM fantasy_squads
        GROUP BY league_season_id ORDER BY league_season_id`,
  )
  const inPlay: number[] = []
  for (const row of rows) {
    const rounds = await fantasyRounds(database, Number(row.league_season_id), clock)
    if (Number(row.first_round) <= rounds.length) {
      inPlay.push(Number(row.league_season_id))
    }
  }
  return inPlay
}

/**
 * Starts settling on every data change; call `settleNow` once at start for what became final while the API
 * was down.
 *
 * @example
 * const settler = startFantasySettler({ database, clock, rankingStore })
 * await settler.settleNow() // rounds of 2022-23 final since the last run are scored
 */
export function startFantasySettler(options: FantasySettlerOptions): FantasySettler {
  let running: Promise<void> | undefined
  let again = false
  let closed = false
  const isClosed = () => closed

  const runOnce = async () => {
    for (const leagueSeasonId of await leagueSeasonsInPlay(options.database, options.clock)) {
      const rounds = await settleFantasySeason(options.database, leagueSeasonId, options.clock, options.rankingStore)
      if (rounds.length > 0) {
        options.onSettled?.(leagueSeasonId, rounds)
      }
    }
  }

  const run = (): Promise<void> => {
    if (running !== undefined) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await runOnce().catch((error: unknown) => options.onError?.(error))
        // `again` and `closed` change while the run awaits (a data change, a shutdown).
      } while (again && !isClosed())
      running = undefined
    })()
    return running
  }

  // Settling itself clears the cache when it scored a round: that asks for one more run, which finds nothing.
  const stopListening = onComputedCacheInvalidated(() => {
    if (!closed) {
      void run()
    }
  })

  return {
    settleNow: async () => {
      await run()
      // A change that arrived during the run asked for another one; it is under way or done.
      await running
    },
    async close() {
      closed = true
      stopListening()
      await running
    },
  }
}
