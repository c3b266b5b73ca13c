// What a demo advance does after the clock moved, in one place: settle the rounds it made final (the scoring,
// queries/fantasy/settle.ts) and let the demo managers move (demo-managers.ts).
import type { DemoClock } from '@league/client-league/demo-clock'
import type { Database } from '../../db/connection.ts'
import type { DemoAdvanceSteps } from './demo-advance.ts'

/**
 * THE single call site of the scoring in a demo advance: `settleFantasySeason(database, leagueSeasonId, clock,
 * rankingStore)` of queries/fantasy/settle.ts goes here once the scoring lands.
 */
async function settleDemoSeason(_database: Database, _leagueSeasonId: number, _clock: DemoClock): Promise<void> {}

export const defaultDemoAdvanceSteps: DemoAdvanceSteps = {
  settleSeason: settleDemoSeason,
  moveDemoManagers: async () => 0,
}
