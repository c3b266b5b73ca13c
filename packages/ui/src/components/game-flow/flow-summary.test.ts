import { describe, expect, it } from 'vitest'
import { flow22_97, overtimeGame } from '../../fixtures/flows'
import { gameLength, periodClock, summarizeFlow, type FlowPoint } from './flow-summary'

const point = (elapsedSeconds: number, homeScore: number, awayScore: number): FlowPoint => ({
  elapsedSeconds,
  homeScore,
  awayScore,
})

describe('given the score after each basket', () => {
  it('should count a lead change only when the other team goes ahead', () => {
    // 2–0 home leads, 2–3 away leads (change 1), 4–3 home (change 2), 4–4 tie, 6–4 home again (no change).
    const summary = summarizeFlow([
      point(0, 0, 0),
      point(20, 2, 0),
      point(40, 2, 3),
      point(60, 4, 3),
      point(80, 4, 4),
      point(100, 6, 4),
    ])
    expect(summary.leadChanges.map((moment) => [moment.elapsedSeconds, moment.leader])).toEqual([
      [40, 'away'],
      [60, 'home'],
    ])
    expect(summary.ties).toBe(1)
  })

  it('should keep the first moment each team reached its largest lead', () => {
    const summary = summarizeFlow([
      point(0, 0, 0),
      point(30, 0, 3),
      point(300, 10, 3),
      point(500, 12, 5),
      point(900, 12, 10),
    ])
    expect(summary.largestLead.home).toMatchObject({ elapsedSeconds: 300, margin: 7, homeScore: 10, awayScore: 3 })
    expect(summary.largestLead.away).toMatchObject({ elapsedSeconds: 30, margin: 3 })
  })

  it('should accept points out of order', () => {
    const summary = summarizeFlow([point(60, 4, 3), point(0, 0, 0), point(40, 2, 3), point(20, 2, 0)])
    expect(summary.leadChanges).toHaveLength(2)
  })

  describe('edge cases', () => {
    it('should report no leader and no ties for a game without points', () => {
      expect(summarizeFlow([point(0, 0, 0)])).toEqual({
        leadChanges: [],
        ties: 0,
        largestLead: { home: null, away: null },
      })
    })

    it('should not count the 0–0 start as a tie', () => {
      expect(summarizeFlow([point(0, 0, 0), point(10, 0, 0), point(20, 1, 0)]).ties).toBe(0)
    })
  })
})

describe('given a moment of the game', () => {
  it.each([
    [0, 1, 600],
    [35, 1, 565],
    [600, 1, 0],
    [601, 2, 599],
    [2400, 4, 0],
    [2401, 5, 299],
    [2700, 5, 0],
    [2701, 6, 299],
  ])('should place %i s in period %i with %i s left', (elapsed, period, secondsLeft) => {
    expect(periodClock(elapsed)).toEqual({ period, secondsLeft })
  })
})

describe('given the real overtime game SC Derby – Zadar (22_97)', () => {
  it('should end on the final score 101–100 inside a 45-minute game', () => {
    const last = flow22_97.at(-1)
    expect([last?.homeScore, last?.awayScore]).toEqual([overtimeGame.homeScore, overtimeGame.awayScore])
    expect(gameLength(flow22_97)).toBe(2700)
  })

  it('should find lead changes for both teams in a one-point game', () => {
    const summary = summarizeFlow(flow22_97)
    expect(summary.leadChanges.length).toBeGreaterThan(0)
    expect(summary.largestLead.home).not.toBeNull()
    expect(summary.largestLead.away).not.toBeNull()
    expect(summary.leadChanges.at(-1)?.leader).toBe('home')
  })
})
