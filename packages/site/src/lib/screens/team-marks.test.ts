import { describe, expect, it } from 'vitest'
import { markOf } from './team-marks'

describe('given the marks of the league by team code', () => {
  const marks = {
    ZAD: { logoUrl: '/api/crests/zadar?v=0b6f3a4e' },
    PAR: { colours: { primary: '#000000', secondary: '#ffffff' } },
  }

  it('should give a kit mark the crest of a club that has one', () => {
    expect(markOf(marks, 'ZAD')).toEqual({ logoUrl: '/api/crests/zadar?v=0b6f3a4e' })
  })

  it('should give a kit mark the colours of a club that has colours and no crest', () => {
    expect(markOf(marks, 'PAR')).toEqual({ colours: { primary: '#000000', secondary: '#ffffff' } })
  })

  it('should give nothing for a club with neither, or without the list', () => {
    expect(markOf(marks, 'CZV')).toEqual({})
    expect(markOf(undefined, 'ZAD')).toEqual({})
  })
})
