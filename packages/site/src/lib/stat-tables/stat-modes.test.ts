import { describe, expect, it } from 'vitest'
import { statModeOf } from './stat-modes'

describe('given a page query naming a statistics mode', () => {
  it.each([
    ['per-game', 'per-game'],
    ['totals', 'totals'],
    ['per-40', 'per-40'],
  ] as const)('should read %s as %s', (value, mode) => {
    expect(statModeOf(value)).toBe(mode)
  })

  describe('edge cases', () => {
    it.each([[undefined], ['per-36'], [''], [['totals', 'per-40']]])('should fall back to per game for %j', (value) => {
      expect(statModeOf(value)).toBe('per-game')
    })
  })
})
