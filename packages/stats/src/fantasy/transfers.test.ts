import { describe, expect, it } from 'vitest'
import { ELF_CLASSIC_RULES } from './rules.ts'
import { freeTransfersFor } from './transfers.ts'

describe('given ELF classic rules', () => {
  it.each([
    { sequence: 2, phase: 'regular-season', chip: null, expected: 3 },
    { sequence: 26, phase: 'regular-season', chip: null, expected: 3 },
    { sequence: 12, phase: 'regular-season', chip: 'bench-boost' as const, expected: 3 },
    { sequence: 12, phase: 'regular-season', chip: 'wildcard' as const, expected: 'unlimited' },
    { sequence: 27, phase: 'quarterfinal', chip: null, expected: 'unlimited' },
    { sequence: 31, phase: 'semifinal', chip: null, expected: 'unlimited' },
    { sequence: 35, phase: 'final', chip: null, expected: 'unlimited' },
  ])('should allow $expected before round $sequence ($phase, chip $chip)', ({ sequence, phase, chip, expected }) => {
    expect(freeTransfersFor({ sequence, phase }, ELF_CLASSIC_RULES, chip)).toBe(expected)
  })
})

describe('given a league’s own rules', () => {
  const rules = {
    ...ELF_CLASSIC_RULES,
    transfersPerRound: 2,
    unlimitedTransfersInPlayoffs: false,
    unlimitedTransferRounds: [14],
  }

  it.each([
    { sequence: 13, phase: 'regular-season', expected: 2 },
    { sequence: 14, phase: 'regular-season', expected: 'unlimited' },
    { sequence: 27, phase: 'quarterfinal', expected: 2 },
  ])('should allow $expected before round $sequence', ({ sequence, phase, expected }) => {
    expect(freeTransfersFor({ sequence, phase }, rules, null)).toBe(expected)
  })
})

describe('edge cases', () => {
  it('should leave the first round open: the squad is still being built', () => {
    expect(freeTransfersFor({ sequence: 1, phase: 'regular-season' }, ELF_CLASSIC_RULES, null)).toBe('unlimited')
  })

  it('should read the CSV spelling of the regular season as the regular season', () => {
    expect(freeTransfersFor({ sequence: 5, phase: 'regular_season' }, ELF_CLASSIC_RULES, null)).toBe(3)
  })

  it('should allow no free transfer when a league sets none', () => {
    expect(
      freeTransfersFor({ sequence: 5, phase: 'regular-season' }, { ...ELF_CLASSIC_RULES, transfersPerRound: 0 }, null),
    ).toBe(0)
  })
})
