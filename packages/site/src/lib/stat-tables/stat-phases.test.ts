import { describe, expect, it } from 'vitest'
import { statPhaseOf, statViewQuery } from './stat-phases'

describe('given the phase a page is asked for', () => {
  it.each([
    ['playoffs', 'playoffs'],
    ['regular-season', 'regular-season'],
    [undefined, 'regular-season'],
    ['final', 'regular-season'],
    [['playoffs', 'playoffs'], 'regular-season'],
  ] as const)('should read %o as %s', (value, expected) => {
    expect(statPhaseOf(value as string | string[] | undefined)).toBe(expected)
  })
})

describe('given a table view', () => {
  it.each([
    ['regular-season', 'per-game', ''],
    ['playoffs', 'per-game', '?phase=playoffs'],
    ['regular-season', 'totals', '?mode=totals'],
    ['playoffs', 'per-40', '?phase=playoffs&mode=per-40'],
  ] as const)('should address %s in %s as "%s"', (phase, mode, expected) => {
    expect(statViewQuery(phase, mode)).toBe(expected)
  })
})
