import { describe, expect, it } from 'vitest'
import { isNewsKindKey, isPhaseKey, isPlayEventKey, isStatLabelKey } from './message-keys'

describe('given strings the API sends', () => {
  it.each([
    ['a phase', isPhaseKey, 'semifinal', 'group-stage'],
    ['a play', isPlayEventKey, 'fg_made', 'coach_challenge'],
    ['a news kind', isNewsKindKey, 'match-report', 'interview'],
    ['a statistic', isStatLabelKey, 'foulsCommitted', 'fouls'],
  ])('should know %s the messages name and refuse one they do not', (_, guard, known, unknown) => {
    expect(guard(known)).toBe(true)
    expect(guard(unknown)).toBe(false)
  })

  it('should not take inherited properties for message ids', () => {
    expect(isPhaseKey('toString')).toBe(false)
  })
})
