import { describe, expect, it } from 'vitest'
import { playPoints } from './play-points'

describe('given the running score after each play', () => {
  it('should credit each play with the points it added', () => {
    // 22_6 opens: a free throw made (1–0), a miss, a two for SC Derby (1–2), a Zadar three (4–2).
    const plays = [
      { homeScore: 1, awayScore: 0 },
      { homeScore: 1, awayScore: 0 },
      { homeScore: 1, awayScore: 2 },
      { homeScore: 4, awayScore: 2 },
    ]
    expect(playPoints(plays)).toEqual([1, 0, 2, 3])
  })

  it('should count the first play from 0–0 and give nothing for an empty list', () => {
    expect(playPoints([{ homeScore: 0, awayScore: 3 }])).toEqual([3])
    expect(playPoints([])).toEqual([])
  })
})
