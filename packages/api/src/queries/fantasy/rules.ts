// The rules of a league season's fantasy game, stored versioned in fantasy_rules: the highest version applies
// and older ones stay for the record. A league season without rules gets version 1, ELF's classic game, the
// first time anyone reads them.
import {
  ELF_CLASSIC_RULES,
  type FantasyChip,
  type FantasyFormation,
  type FantasyGameRules,
} from '@league/stats/fantasy/rules'
import { STAT_KEYS, type StatKey } from '@league/stats/stat-keys'
import { desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/connection.ts'
import { computedOnce, invalidateComputedCache, leagueCacheKey } from '../computed-cache.ts'
import { fantasyRules } from '../../db/schema/fantasy.ts'
import type { FantasyRulesAnswer } from '../../contract/fantasy-catalogue.ts'
import { DomainError } from '../../domain-errors.ts'

const tenths = z.number().int().min(0)
const multiplier = z.number().min(0).max(10)

/** The stored JSON of `FantasyGameRules` (credits in tenths), checked on the way in and on the way out. */
export const StoredRulesSchema = z.object({
  preset: z.enum(['elf-classic', 'points', 'custom']),
  weights: z.record(
    z.string().refine((key) => (STAT_KEYS as readonly string[]).includes(key), 'not a statistic key'),
    z.number(),
  ),
  winMultiplier: multiplier,
  captainMultiplier: multiplier,
  tripleCaptainMultiplier: multiplier,
  sixthManMultiplier: multiplier,
  benchMultiplier: multiplier,
  budgetTenths: tenths.min(1),
  squadSize: z.number().int().min(1).max(30),
  positionQuota: z.object({ guard: tenths, forward: tenths, centre: tenths }),
  maxPlayersPerClub: z.number().int().min(1),
  formations: z.array(z.string().regex(/^\d+-\d+-\d+$/, 'a formation such as 2-2-1')).min(1),
  transfersPerRound: tenths,
  unlimitedTransfersInPlayoffs: z.boolean(),
  unlimitedTransferRounds: z.array(z.number().int().min(1)),
  lateJoinerTenthsPerRound: tenths,
  chips: z.array(z.enum(['wildcard', 'bench-boost', 'triple-captain'])),
  priceFloorTenths: tenths.min(1),
  priceCeilingTenths: tenths.min(1),
})

/** Rules that cannot be played (e.g. quotas that do not add up to the squad size), refused with every problem. */
function invalidRules(problems: string[]): DomainError {
  return new DomainError('invalid', 'invalid_fantasy_rules', `Invalid fantasy rules: ${problems.join('; ')}`)
}

/** The problems that make rules unplayable, in words; empty when they are fine. */
export function rulesProblems(rules: FantasyGameRules): string[] {
  const problems: string[] = []
  const quota = rules.positionQuota
  if (quota.guard + quota.forward + quota.centre !== rules.squadSize) {
    problems.push(`the position quotas add up to ${quota.guard + quota.forward + quota.centre}, not ${rules.squadSize}`)
  }
  if (rules.priceFloorTenths > rules.priceCeilingTenths) {
    problems.push('the price floor is above the ceiling')
  }
  if (rules.priceFloorTenths * rules.squadSize > rules.budgetTenths) {
    problems.push('a squad of the cheapest players is over budget')
  }
  for (const formation of rules.formations) {
    const [guards = 0, forwards = 0, centres = 0] = formation.split('-').map(Number)
    if (
      guards + forwards + centres !== 5 ||
      guards > quota.guard ||
      forwards > quota.forward ||
      centres > quota.centre
    ) {
      problems.push(`formation ${formation} is not a starting five of the squad`)
    }
  }
  return problems
}

/** Stored JSON → rules; a field missing from an older version takes ELF's value. */
function rulesOf(stored: Record<string, unknown>): FantasyGameRules {
  const parsed = StoredRulesSchema.parse({ ...ELF_CLASSIC_RULES, ...stored })
  return {
    ...parsed,
    weights: parsed.weights as FantasyGameRules['weights'],
    formations: parsed.formations as FantasyFormation[],
    chips: parsed.chips as FantasyChip[],
  }
}

/**
 * The rules in force for a league season and their version; creates version 1 (ELF classic) when there are none.
 *
 * @example
 * await loadFantasyRules(database, leagueSeasonId) //=> { version: 1, rules: ELF_CLASSIC_RULES }
 */
export function loadFantasyRules(
  database: Database,
  leagueSeasonId: number,
): Promise<{ version: number; rules: FantasyGameRules }> {
  // Read by every fantasy request; a new version clears the computed cache (setFantasyRules).
  return computedOnce(leagueCacheKey(database, 'fantasy-rules', leagueSeasonId), () =>
    readFantasyRules(database, leagueSeasonId),
  )
}

async function readFantasyRules(
  database: Database,
  leagueSeasonId: number,
): Promise<{ version: number; rules: FantasyGameRules }> {
  const latest = async () =>
    (
      await database
        .select({ version: fantasyRules.version, rules: fantasyRules.rules })
        .from(fantasyRules)
        .where(eq(fantasyRules.leagueSeasonId, leagueSeasonId))
        .orderBy(desc(fantasyRules.version))
        .limit(1)
    )[0]
  let row = await latest()
  if (row === undefined) {
    // Two first readers at once both insert version 1; the primary key keeps one.
    await database
      .insert(fantasyRules)
      .values({ leagueSeasonId, version: 1, rules: { ...ELF_CLASSIC_RULES }, setBy: 'default' })
      .onConflictDoNothing()
    row = await latest()
  }
  if (row === undefined) {
    throw new Error(`fantasy rules of league season ${leagueSeasonId} could not be created`)
  }
  return { version: row.version, rules: rulesOf(row.rules) }
}

/**
 * Stores a new version of the rules (the next number) and answers it. Unplayable rules are refused with
 * every problem named, and nothing is written.
 */
export async function setFantasyRules(
  database: Database,
  leagueSeasonId: number,
  rules: FantasyGameRules,
  setBy: string,
): Promise<{ version: number; rules: FantasyGameRules }> {
  const parsed = StoredRulesSchema.safeParse(rules)
  if (!parsed.success) {
    throw invalidRules(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
  }
  const problems = rulesProblems(rules)
  if (problems.length > 0) {
    throw invalidRules(problems)
  }
  const saved = await database.transaction(async (transaction) => {
    // Two staff members saving at once would pick the same number: the primary key refuses the second.
    const [current] = await transaction
      .select({ version: sql<number>`coalesce(max(${fantasyRules.version}), 0)` })
      .from(fantasyRules)
      .where(eq(fantasyRules.leagueSeasonId, leagueSeasonId))
    const version = Number(current?.version ?? 0) + 1
    await transaction.insert(fantasyRules).values({ leagueSeasonId, version, rules: { ...rules }, setBy })
    return { version, rules: rulesOf({ ...rules }) }
  })
  // Rules pages, catalogues and results computed under the old rules are stale.
  invalidateComputedCache()
  return saved
}

/** The rules as the API answers them: credits as decimals. */
export function fantasyRulesAnswer(version: number, rules: FantasyGameRules): FantasyRulesAnswer {
  return {
    version,
    preset: rules.preset,
    weights: Object.fromEntries(Object.entries(rules.weights) as [StatKey, number][]),
    winMultiplier: rules.winMultiplier,
    captainMultiplier: rules.captainMultiplier,
    tripleCaptainMultiplier: rules.tripleCaptainMultiplier,
    sixthManMultiplier: rules.sixthManMultiplier,
    benchMultiplier: rules.benchMultiplier,
    budget: rules.budgetTenths / 10,
    squadSize: rules.squadSize,
    positionQuota: { ...rules.positionQuota },
    maxPlayersPerClub: rules.maxPlayersPerClub,
    formations: [...rules.formations],
    transfersPerRound: rules.transfersPerRound,
    unlimitedTransfersInPlayoffs: rules.unlimitedTransfersInPlayoffs,
    unlimitedTransferRounds: [...rules.unlimitedTransferRounds],
    lateJoinerCreditsPerRound: rules.lateJoinerTenthsPerRound / 10,
    chips: [...rules.chips],
    priceFloor: rules.priceFloorTenths / 10,
    priceCeiling: rules.priceCeilingTenths / 10,
  }
}
