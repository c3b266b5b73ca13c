// What a demo advance does after the clock moved, in one place: settle the rounds it made final (the scoring,
// queries/fantasy/settle.ts, with the ranking store of the app) and let the demo managers move (demo-managers.ts).
import type { RankingStore } from './ranking-store.ts'
import { createDatabaseRankingStore } from './ranking-store-database.ts'
import { settleFantasySeason } from './settle.ts'
import { moveDemoManagers } from './demo-managers.ts'
import type { DemoAdvanceSteps } from './demo-advance.ts'

/**
 * The steps with the app's ranking store (Redis or the database); without one (the CLI writing the database
 * itself) the database ranking, which the API reads at its next start.
 */
export function demoAdvanceSteps(rankingStore?: RankingStore): DemoAdvanceSteps {
  return {
    settleSeason: async (database, leagueSeasonId, clock) => {
      await settleFantasySeason(database, leagueSeasonId, clock, rankingStore ?? createDatabaseRankingStore(database))
    },
    // Simulated managers (demo-managers.ts): seeded on the first advance, then their moves for the new open round.
    moveDemoManagers: (database, leagueSeasonId, clock) => moveDemoManagers(database, leagueSeasonId, clock),
  }
}
