// A fan's squads: up to three per account and league season, created whole and valid (budget, quotas, clubs,
// formation, captain, sixth man), a late joiner with the larger budget and the average score of the rounds he
// missed. Every change names the version it was made on; an older one is refused, never silently overwritten.
import type { Language } from '@league/client-league/languages'
import { entryPoints, lateJoinerBudgetTenths } from '@league/stats/fantasy/late-join'
import { validateSquad, type SquadPick } from '@league/stats/fantasy/squad'
import { and, asc, avg, count, eq, sql } from 'drizzle-orm'
import type { FantasyPickInput } from '../../contract/fantasy-squads.ts'
import type { Database } from '../../db/connection.ts'
import { fantasySquadPicks, fantasySquadRounds, fantasySquads } from '../../db/schema/fantasy.ts'
import { leagueSeasons, seasons } from '../../db/schema/league-seasons.ts'
import { squadMessage } from './squad-messages.ts'
import { explainSquadViolations, refuse, refuseAll, SquadRefusal } from './squads-refusals.ts'
import { loadSquadSeason, roundsPlayed, type SquadClock, type SquadSeason } from './squads-season.ts'
import type { SquadRow } from './squads-view.ts'

/** Squads one account may hold in a league season. */
export const maxSquadsPerAccount = 3

export type StoredPick = SquadPick & { benchOrder: number }

/** The picks as stored: bench order as given, else the order of the list; 0 on court and for the sixth man. */
export function storedPicks(picks: readonly FantasyPickInput[]): StoredPick[] {
  let bench = 0
  return picks.map((pick) => {
    if (pick.slot !== 'bench') {
      return { playerId: pick.playerId, slot: pick.slot, captain: pick.captain, benchOrder: 0 }
    }
    bench += 1
    return { playerId: pick.playerId, slot: pick.slot, captain: pick.captain, benchOrder: pick.benchOrder ?? bench }
  })
}

/** The account's squads in a league season, oldest first. */
export async function squadsOfUser(database: Database, userId: number, leagueSeasonId: number): Promise<SquadRow[]> {
  return database
    .select()
    .from(fantasySquads)
    .where(and(eq(fantasySquads.userId, userId), eq(fantasySquads.leagueSeasonId, leagueSeasonId)))
    .orderBy(asc(fantasySquads.id))
}

/** The squad when it is this account's, in this client league; undefined otherwise (answered as 404). */
export async function ownedSquad(
  database: Database,
  squadId: number,
  userId: number,
  clientId: number,
): Promise<SquadRow | undefined> {
  const [row] = await database
    .select({ squad: fantasySquads })
    .from(fantasySquads)
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, fantasySquads.leagueSeasonId))
    .innerJoin(seasons, eq(seasons.id, leagueSeasons.seasonId))
    .where(and(eq(fantasySquads.id, squadId), eq(fantasySquads.userId, userId), eq(seasons.clientId, clientId)))
    .limit(1)
  return row?.squad
}

/**
 * Takes the squad's next version inside a transaction, or refuses when the change was made on an older one.
 * The row stays locked until the transaction ends, so two saves of one squad run one after the other.
 */
export async function claimVersion(
  transaction: Database,
  squadId: number,
  version: number,
  language: Language,
): Promise<SquadRow> {
  const [row] = await transaction
    .update(fantasySquads)
    .set({ version: sql`${fantasySquads.version} + 1`, updatedAt: new Date() })
    .where(and(eq(fantasySquads.id, squadId), eq(fantasySquads.version, version)))
    .returning()
  if (row === undefined) {
    throw new SquadRefusal('conflict', 'stale_version', squadMessage('stale_version', {}, language), [], squadId)
  }
  return row
}

/** The average round score of the league season's squads so far (0 before any round is scored). */
async function averageRoundPoints(database: Database, leagueSeasonId: number): Promise<number> {
  const [row] = await database
    .select({ average: avg(fantasySquadRounds.points) })
    .from(fantasySquadRounds)
    .innerJoin(fantasySquads, eq(fantasySquads.id, fantasySquadRounds.squadId))
    .where(eq(fantasySquads.leagueSeasonId, leagueSeasonId))
  return row?.average === null || row?.average === undefined ? 0 : Number(row.average)
}

/** Inserts the picks with their positions and the prices paid (the current ones). */
export async function insertPicks(
  transaction: Database,
  squadId: number,
  picks: readonly StoredPick[],
  season: SquadSeason,
): Promise<void> {
  if (picks.length === 0) {
    return
  }
  await transaction.insert(fantasySquadPicks).values(
    picks.map((pick) => {
      const candidate = season.candidates.get(pick.playerId)
      if (candidate === undefined) {
        throw new Error(`player ${pick.playerId} was validated but is no candidate`)
      }
      return {
        squadId,
        playerId: pick.playerId,
        slot: pick.slot,
        benchOrder: pick.benchOrder,
        captain: pick.captain,
        position: candidate.position,
        boughtPriceTenths: candidate.priceTenths,
      }
    }),
  )
}

export type NewSquad = { userId: number; leagueSeasonId: number; name: string; picks: FantasyPickInput[] }

/**
 * Creates a squad for the open round, whole and valid, or refuses with every broken rule; answers its id.
 * A late joiner gets `lateJoinerBudgetTenths` and, as entry points, the average round score × rounds played.
 */
export async function createSquad(
  database: Database,
  input: NewSquad,
  clock: SquadClock,
  language: Language,
): Promise<number> {
  if ((await squadsOfUser(database, input.userId, input.leagueSeasonId)).length >= maxSquadsPerAccount) {
    throw refuse('squad_limit', { max: maxSquadsPerAccount }, language)
  }
  const season = await loadSquadSeason(database, input.leagueSeasonId, clock)
  const open = season.openRound
  if (open === undefined) {
    throw refuse('no_open_round', {}, language)
  }
  const played = roundsPlayed(season)
  const budgetTenths = lateJoinerBudgetTenths(played, season.rules)
  const picks = storedPicks(input.picks)
  const violations = validateSquad(picks, season.candidates, budgetTenths, season.rules)
  if (violations.length > 0) {
    throw refuseAll('invalid_squad', explainSquadViolations(violations, language))
  }
  const entry = entryPoints(await averageRoundPoints(database, input.leagueSeasonId), played)
  const spent = picks.reduce((total, pick) => total + (season.candidates.get(pick.playerId)?.priceTenths ?? 0), 0)
  return database.transaction(async (transaction) => {
    // One account's creations queue on its user row, so two at once cannot both pass the limit.
    await transaction.execute(sql`SELECT id FROM users WHERE id = ${input.userId} FOR UPDATE`)
    const [held] = await transaction
      .select({ squads: count() })
      .from(fantasySquads)
      .where(and(eq(fantasySquads.userId, input.userId), eq(fantasySquads.leagueSeasonId, input.leagueSeasonId)))
    if (Number(held?.squads ?? 0) >= maxSquadsPerAccount) {
      throw refuse('squad_limit', { max: maxSquadsPerAccount }, language)
    }
    const [squad] = await transaction
      .insert(fantasySquads)
      .values({
        leagueSeasonId: input.leagueSeasonId,
        userId: input.userId,
        name: input.name,
        bankTenths: budgetTenths - spent,
        joinedRound: open.sequence,
        entryPoints: entry,
        totalPoints: entry,
      })
      .returning({ id: fantasySquads.id })
    if (squad === undefined) {
      throw new Error('inserting a fantasy squad returned no row')
    }
    await insertPicks(transaction, squad.id, picks, season)
    return squad.id
  })
}
