import { describe, expect, it } from 'vitest'
import { logoOf } from './crests'

describe('given the crests of the league by team code', () => {
  it('should give a kit mark the crest of a club that has one and nothing for the others', () => {
    const crests = { ZAD: '/api/crests/zadar?v=0b6f3a4e' }
    expect(logoOf(crests, 'ZAD')).toEqual({ logoUrl: '/api/crests/zadar?v=0b6f3a4e' })
    expect(logoOf(crests, 'PAR')).toEqual({})
    expect(logoOf(undefined, 'ZAD')).toEqual({})
  })
})
