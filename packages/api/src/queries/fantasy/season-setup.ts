// Everything a league season's fantasy game needs before anyone picks a squad: its rules (ELF classic by
// default). Positions and opening prices join here as they land.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { Database } from '../../db/connection.ts'
import { loadFantasyRules } from './rules.ts'

/** Sets up the league season's fantasy game when it is not yet; idempotent. */
export async function ensureFantasySeason(
  database: Database,
  leagueSeasonId: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
): Promise<void> {
  void clock
  await loadFantasyRules(database, leagueSeasonId)
}
