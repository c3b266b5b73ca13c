// Everything a league season's fantasy game needs before anyone picks a squad: its rules (ELF classic by
// default), every roster player's position and opening price. Called lazily by the fantasy reads and at
// server start; after the first call it costs one small query.
import type { DemoClock } from '@league/client-league/demo-clock'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { leagueCacheKey, onComputedCacheInvalidated } from '../computed-cache.ts'
import { classifyLeagueSeasonPositions } from './positions.ts'
import { setOpeningPrices } from './prices.ts'
import { loadFantasyRules } from './rules.ts'

/** Set-ups under way, so that concurrent first readers wait for one rather than each doing the work. */
const running = new Map<string, Promise<void>>()
/** League seasons known to be set up; forgotten with every import or settlement, which may change that. */
const setUpSeasons = new Set<string>()
onComputedCacheInvalidated(() => setUpSeasons.clear())

/** Whether every roster player has a position and an opening price, and the rules exist. */
async function isSetUp(database: Database, leagueSeasonId: number): Promise<boolean> {
  const [row] = await selectRows<{ ready: boolean }>(
    database,
    sql`SELECT EXISTS (SELECT 1 FROM fantasy_rules WHERE league_season_id = ${leagueSeasonId})
           AND NOT EXISTS (
             SELECT 1 FROM rosters r JOIN season_teams st ON st.id = r.season_team_id
             WHERE st.league_season_id = ${leagueSeasonId}
               AND (NOT EXISTS (SELECT 1 FROM player_positions pp
                                WHERE pp.league_season_id = ${leagueSeasonId} AND pp.player_id = r.player_id)
                    OR NOT EXISTS (SELECT 1 FROM fantasy_prices fp WHERE fp.league_season_id = ${leagueSeasonId}
                                   AND fp.player_id = r.player_id AND fp.after_round = 0))) AS ready`,
  )
  return row?.ready === true
}

async function setUp(database: Database, leagueSeasonId: number, clock: Pick<DemoClock, 'hides' | 'now'>) {
  const { rules } = await loadFantasyRules(database, leagueSeasonId)
  // Only players without a position: a season in progress keeps the positions its squads were built with.
  await classifyLeagueSeasonPositions(database, leagueSeasonId, clock, { onlyMissing: true })
  await setOpeningPrices(database, leagueSeasonId, clock, rules)
}

/**
 * Sets up the league season's fantasy game where it is not yet: default rules, positions (the classifier on
 * the season's box scores so far by the clock, else the previous season's; staff overrides kept), opening
 * prices (after round 0). Idempotent: a second call finds everything there and writes nothing.
 */
export async function ensureFantasySeason(
  database: Database,
  leagueSeasonId: number,
  clock: Pick<DemoClock, 'hides' | 'now'>,
): Promise<void> {
  const key = leagueCacheKey(database, 'fantasy-setup', leagueSeasonId)
  // A season set up stays so: every fantasy read asks, and only the first needs the database's answer.
  if (setUpSeasons.has(key)) {
    return
  }
  const pending = running.get(key)
  if (pending !== undefined) {
    return pending
  }
  if (await isSetUp(database, leagueSeasonId)) {
    setUpSeasons.add(key)
    return
  }
  const started = running.get(key)
  if (started !== undefined) {
    return started
  }
  const work = setUp(database, leagueSeasonId, clock)
    .then(() => {
      setUpSeasons.add(key)
    })
    .finally(() => running.delete(key))
  running.set(key, work)
  return work
}
