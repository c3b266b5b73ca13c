import { describe, expect, it } from 'vitest'
import { fieldGoals } from './box-score.ts'

describe('given a box-score line', () => {
  it('should add two- and three-pointers into field goals', () => {
    const line = {
      points: 9,
      twoPointersMade: 4,
      twoPointersAttempted: 5,
      threePointersMade: 0,
      threePointersAttempted: 3,
      freeThrowsMade: 1,
      freeThrowsAttempted: 2,
    }
    expect(fieldGoals(line)).toEqual({ made: 4, attempted: 8 })
  })
})
