import { describe, expect, it } from 'vitest'
import { chargeCoachFoul, type CoachFouls } from './coach-fouls.ts'

const none: CoachFouls = { coach: 0, bench: 0, disqualified: 0 }

describe('given the head coach charged with a foul', () => {
  it.each([
    { before: none, offender: 'coach', kind: 'technical', after: { coach: 1, bench: 0, disqualified: 0 }, out: false },
    { before: none, offender: 'bench', kind: 'technical', after: { coach: 0, bench: 1, disqualified: 0 }, out: false },
    // Two of his own: disqualified, and his successor starts from zero.
    {
      before: { ...none, coach: 1 },
      offender: 'coach',
      kind: 'technical',
      after: { ...none, disqualified: 1 },
      out: true,
    },
    // Three with a "B" among them.
    {
      before: { ...none, coach: 1, bench: 1 },
      offender: 'bench',
      kind: 'technical',
      after: { ...none, disqualified: 1 },
      out: true,
    },
    {
      before: { ...none, bench: 2 },
      offender: 'bench',
      kind: 'technical',
      after: { ...none, disqualified: 1 },
      out: true,
    },
    {
      before: { ...none, bench: 2 },
      offender: 'coach',
      kind: 'technical',
      after: { ...none, disqualified: 1 },
      out: true,
    },
    // Two "B" and no "C": not yet.
    { before: { ...none, bench: 1 }, offender: 'bench', kind: 'technical', after: { ...none, bench: 2 }, out: false },
    // His own disqualifying foul, at once; a bench member's counts as a "B" against him.
    { before: none, offender: 'coach', kind: 'disqualifying', after: { ...none, disqualified: 1 }, out: true },
    { before: none, offender: 'bench', kind: 'disqualifying', after: { ...none, bench: 1 }, out: false },
  ] as const)(
    'should count a $offender $kind after $before.coach C and $before.bench B as disqualifying: $out',
    ({ before, offender, kind, after, out }) => {
      expect(chargeCoachFoul(before, offender, kind)).toEqual({ fouls: after, disqualified: out })
    },
  )

  describe('edge cases', () => {
    it('should count the successor from zero: his own second technical disqualifies him too', () => {
      const first = chargeCoachFoul({ coach: 1, bench: 0, disqualified: 0 }, 'coach', 'technical').fouls
      const successor = chargeCoachFoul(chargeCoachFoul(first, 'coach', 'technical').fouls, 'coach', 'technical')
      expect(successor).toEqual({ fouls: { coach: 0, bench: 0, disqualified: 2 }, disqualified: true })
    })
  })
})
