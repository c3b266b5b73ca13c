// The fantasy rules of a league season: ELF classic by default, new versions stored on top, unplayable rules
// refused with every problem named and nothing written.
import { ELF_CLASSIC_RULES, POINTS_PRESET_RULES } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/connection.ts'
import { DomainError } from '../../src/domain-errors.ts'
import { fantasyRulesCommand } from '../../src/fantasy-catalogue-commands.ts'
import { fantasyRulesAnswer, loadFantasyRules, setFantasyRules } from '../../src/queries/fantasy/rules.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { leagueSeason2022, openImportedTestDatabase } from '../helpers/imported-database.ts'

describe('given ABA League 2022-23 imported', () => {
  let testDatabase: TestDatabase
  let leagueSeasonId: number

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase('pglite')
    const season2022 = await leagueSeason2022(testDatabase.database)
    leagueSeasonId = season2022
  })

  afterAll(async () => {
    await testDatabase.dispose()
  })

  it('should answer ELF classic as version 1 when no rules were set, creating it once', async () => {
    const [first, second] = await Promise.all([
      loadFantasyRules(testDatabase.database, leagueSeasonId),
      loadFantasyRules(testDatabase.database, leagueSeasonId),
    ])
    expect(first).toEqual({ version: 1, rules: ELF_CLASSIC_RULES })
    expect(second).toEqual(first)
    const rows = await selectRows<{ count: number }>(
      testDatabase.database,
      sql`SELECT count(*)::int AS count FROM fantasy_rules WHERE league_season_id = ${leagueSeasonId}`,
    )
    expect(rows[0]?.count).toBe(1)
  })

  it('should answer credits as decimals', () => {
    const answer = fantasyRulesAnswer(1, ELF_CLASSIC_RULES)
    expect(answer).toMatchObject({ budget: 100, lateJoinerCreditsPerRound: 0.3, priceFloor: 4, priceCeiling: 25 })
    expect(answer.formations).toEqual(['2-2-1', '1-2-2', '2-1-2', '1-3-1', '3-1-1'])
  })

  it('should refuse unplayable rules with every problem named, and keep the version in force', async () => {
    const broken = { ...ELF_CLASSIC_RULES, squadSize: 11, formations: ['3-3-0' as const] }
    await expect(setFantasyRules(testDatabase.database, leagueSeasonId, broken, 'cli')).rejects.toThrow(
      'Invalid fantasy rules: the position quotas add up to 10, not 11; formation 3-3-0 is not a starting five of the squad',
    )
    await expect(
      setFantasyRules(testDatabase.database, leagueSeasonId, { ...ELF_CLASSIC_RULES, winMultiplier: -1 }, 'cli'),
    ).rejects.toBeInstanceOf(DomainError)
    expect((await loadFantasyRules(testDatabase.database, leagueSeasonId)).version).toBe(1)
  })

  it('should store the points preset as the next version, which then applies', async () => {
    const saved = await setFantasyRules(testDatabase.database, leagueSeasonId, POINTS_PRESET_RULES, 'cli')
    expect(saved.version).toBe(2)
    expect(await loadFantasyRules(testDatabase.database, leagueSeasonId)).toEqual({
      version: 2,
      rules: POINTS_PRESET_RULES,
    })
  })

  it('should show the rules in force and store a preset as the next version from the command', async () => {
    const options = { client: 'aba', season: '2022-23' }
    expect(await fantasyRulesCommand(testDatabase.database, options)).toMatch(
      /^Fantasy rules of ABA League 2022-23, version 2:\n\{\n {2}"preset": "points"/,
    )
    expect(await fantasyRulesCommand(testDatabase.database, { ...options, preset: 'elf-classic' })).toBe(
      'Fantasy rules of ABA League 2022-23 are now version 3 (elf-classic).',
    )
    await expect(fantasyRulesCommand(testDatabase.database, { ...options, preset: 'yahoo' })).rejects.toThrow(
      'No preset "yahoo": elf-classic or points.',
    )
    await expect(fantasyRulesCommand(testDatabase.database, { ...options, season: '1999-00' })).rejects.toThrow(
      'No season "1999-00" in aba.',
    )
  })
})
