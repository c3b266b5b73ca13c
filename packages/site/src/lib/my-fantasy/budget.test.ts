import { describe, expect, it } from 'vitest'
import { bankAfterTransfers, clubCount, creditsLeft, positionHasRoom, quotaCounts } from './budget'

describe('given the ELF budget of 100 credits', () => {
  it('should count what is left in tenths, without floating-point drift', () => {
    expect(
      creditsLeft(
        100,
        Array.from({ length: 10 }, () => 9.7),
      ),
    ).toBe(3)
    expect(creditsLeft(100, [0.1, 0.2])).toBe(99.7)
    expect(creditsLeft(100, [60, 43.5])).toBe(-3.5)
  })

  it('should count each position against the quota of 4 guards, 4 forwards and 2 centres', () => {
    const picks = [{ position: 'guard' as const }, { position: 'guard' as const }, { position: 'centre' as const }]
    expect(quotaCounts(picks, { guard: 4, forward: 4, centre: 2 })).toEqual([
      { position: 'guard', count: 2, required: 4 },
      { position: 'forward', count: 0, required: 4 },
      { position: 'centre', count: 1, required: 2 },
    ])
    expect(positionHasRoom(picks, { guard: 4, forward: 4, centre: 1 }, 'centre')).toBe(false)
  })

  it('should count the players of one club', () => {
    const picks = [{ club: { slug: 'partizan' } }, { club: { slug: 'partizan' } }, { club: { slug: 'zvezda' } }]
    expect(clubCount(picks, 'partizan')).toBe(2)
  })

  it('should move the bank by the selling and the buying price of each transfer', () => {
    expect(bankAfterTransfers(1.5, [{ out: 10, in: 11.5 }])).toBe(0)
    expect(
      bankAfterTransfers(0.3, [
        { out: 12.1, in: 9.9 },
        { out: 5, in: 7.5 },
      ]),
    ).toBe(0)
  })
})
