import { describe, expect, it } from 'vitest'
import {
  ELF_CLASSIC_RULES,
  FANTASY_RULE_PRESETS,
  POINTS_PRESET_RULES,
  validateRules,
  type FantasyGameRules,
} from './rules.ts'

describe('given the presets', () => {
  it.each(Object.entries(FANTASY_RULE_PRESETS))('should find nothing wrong with %s', (_, rules) => {
    expect(validateRules(rules)).toEqual([])
  })

  it('should keep ELF’s squad and change only the weights in the points preset', () => {
    expect({ ...POINTS_PRESET_RULES, weights: {}, preset: '' }).toEqual({
      ...ELF_CLASSIC_RULES,
      weights: {},
      preset: '',
    })
  })
})

describe('given rules a league got wrong', () => {
  it.each([
    {
      change: { positionQuota: { guard: 4, forward: 4, centre: 3 } },
      problems: ['positionQuota adds up to 11, not squadSize 10'],
    },
    { change: { weights: { pir: 0 } }, problems: ['weights: at least one statistic must count'] },
    {
      change: { weights: { pir: 1, dunks: 2 } },
      problems: ['weights: "dunks" is not a statistic'],
    },
    { change: { benchMultiplier: -0.5 }, problems: ['benchMultiplier must be a number of at least 0'] },
    {
      change: { formations: ['2-2-1', '3-2-1'] },
      problems: ['formations: 3-2-1 is not five players as guards-forwards-centres'],
    },
    {
      change: { formations: ['1-1-3'] },
      problems: ['formations: 1-1-3 needs more players of a position than the squad holds'],
    },
    { change: { formations: [] }, problems: ['formations: at least one starting five is needed'] },
    { change: { priceFloorTenths: 300 }, problems: ['priceFloorTenths is above priceCeilingTenths'] },
    {
      change: { priceFloorTenths: 120, priceCeilingTenths: 300 },
      problems: ['budgetTenths cannot buy a squad of players at the floor price'],
    },
    { change: { budgetTenths: 1000.5 }, problems: ['budgetTenths must be a whole number of tenths above 0'] },
    { change: { transfersPerRound: -1 }, problems: ['transfersPerRound must be a whole number of at least 0'] },
    { change: { unlimitedTransferRounds: [0] }, problems: ['unlimitedTransferRounds must be round numbers from 1'] },
    {
      change: { chips: ['wildcard', 'wildcard'] },
      problems: ['chips: a chip is listed twice'],
    },
    {
      change: { chips: ['free-hit'] },
      problems: ['chips: "free-hit" is not a chip (wildcard, bench-boost, triple-captain)'],
    },
    { change: { maxPlayersPerClub: 0 }, problems: ['maxPlayersPerClub must be a whole number of at least 1'] },
    { change: { preset: 'yahoo' }, problems: ['preset "yahoo" is not elf-classic, points or custom'] },
  ])('should say $problems', ({ change, problems }) => {
    expect(validateRules({ ...ELF_CLASSIC_RULES, ...change } as FantasyGameRules)).toEqual(problems)
  })
})

describe('edge cases', () => {
  it('should report every problem at once', () => {
    const rules = { ...ELF_CLASSIC_RULES, squadSize: 5, captainMultiplier: Number.NaN, lateJoinerTenthsPerRound: 0.5 }
    expect(validateRules(rules)).toEqual([
      'captainMultiplier must be a number of at least 0',
      'squadSize must be a whole number of at least 6 (five on court and a sixth man)',
      'positionQuota adds up to 10, not squadSize 5',
      'lateJoinerTenthsPerRound must be a whole number of tenths of at least 0',
    ])
  })

  it('should accept a league without chips, transfers or a win bonus', () => {
    expect(validateRules({ ...ELF_CLASSIC_RULES, chips: [], transfersPerRound: 0, winMultiplier: 1 })).toEqual([])
  })
})
