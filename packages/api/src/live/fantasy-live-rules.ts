// The fantasy rules live points are computed with: the league season's latest stored version, else ELF's
// classic game (what queries/fantasy/rules.ts `loadFantasyRules` creates as version 1).
import { ELF_CLASSIC_RULES, type FantasyGameRules } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'

export async function fantasyRulesOf(database: Database, leagueSeasonId: number): Promise<FantasyGameRules> {
  const [row] = await selectRows<{ rules: FantasyGameRules }>(
    database,
    sql`SELECT rules FROM fantasy_rules WHERE league_season_id = ${leagueSeasonId} ORDER BY version DESC LIMIT 1`,
  )
  return row?.rules ?? ELF_CLASSIC_RULES
}
