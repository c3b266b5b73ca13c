import { describe, expect, it } from 'vitest'
import { elapsedSeconds, gameFlow } from './game-flow.ts'
import type { PlayByPlayEvent } from './types.ts'

let sequence = 0
function score(period: number, clock: string | null, homeScore: number, awayScore: number): PlayByPlayEvent {
  sequence += 1
  const [minutes = '0', seconds = '0'] = (clock ?? '').split(':')
  return {
    sequence,
    period,
    clockSeconds: clock === null ? null : Number(minutes) * 60 + Number(seconds),
    homeScore,
    awayScore,
  }
}

// Home 2-0, away 2-2 (tied), away 2-5 (lead change), home 4-5, 7-5 (lead change), 9-5, 11-5 (run 9-0 from 2-5),
// away 11-7; second quarter: away 11-10, 11-12 (lead change), tied 12-12, home 14-12 (lead change).
const events = [
  score(1, null, 0, 0),
  score(1, '09:40', 2, 0),
  score(1, '09:10', 2, 2),
  score(1, '08:30', 2, 5),
  score(1, '07:55', 4, 5),
  score(1, '07:20', 7, 5),
  score(1, '06:00', 9, 5),
  score(1, '05:10', 11, 5),
  score(1, '04:00', 11, 7),
  score(2, '09:00', 11, 10),
  score(2, '08:00', 11, 12),
  score(2, '07:30', 12, 12),
  score(2, '07:00', 14, 12),
]

describe('given play-by-play', () => {
  const flow = gameFlow(events)

  it('should count lead changes and times tied', () => {
    expect(flow.leadChanges).toBe(4)
    expect(flow.timesTied).toBe(2)
  })

  it('should find each side’s largest lead and the biggest run', () => {
    expect(flow.largestLead.home).toMatchObject({ points: 6, homeScore: 11, awayScore: 5, elapsedSeconds: 290 })
    expect(flow.largestLead.away).toMatchObject({ points: 3, homeScore: 2, awayScore: 5 })
    expect(flow.biggestRun).toMatchObject({ side: 'home', points: 9, startScore: [2, 5], endScore: [11, 5] })
  })

  it.each([
    { minute: 1, score: [2, 2] },
    { minute: 2, score: [2, 5] },
    { minute: 3, score: [7, 5] },
    { minute: 6, score: [11, 7] },
    { minute: 11, score: [11, 10] },
    { minute: 13, score: [14, 12] },
    { minute: 40, score: [14, 12] },
  ])('should give the score $score at the end of minute $minute', ({ minute, score: [home, away] }) => {
    expect(flow.scoreByMinute[minute - 1]).toEqual({ minute, homeScore: home, awayScore: away })
  })
})

describe('edge cases', () => {
  it.each([
    { period: 1, clock: 600, expected: 0 },
    { period: 4, clock: 0, expected: 2400 },
    { period: 5, clock: 300, expected: 2400 },
    { period: 6, clock: 0, expected: 3000 },
  ])('should place period $period at $clock s remaining at $expected s of play', ({ period, clock, expected }) => {
    expect(elapsedSeconds(period, clock)).toBe(expected)
  })

  it('should extend the minutes into overtime', () => {
    const overtime = gameFlow([score(4, '00:01', 80, 80), score(5, '00:30', 90, 85)])
    expect(overtime.scoreByMinute).toHaveLength(45)
    expect(overtime.scoreByMinute.at(-1)).toEqual({ minute: 45, homeScore: 90, awayScore: 85 })
  })

  it('should give an empty flow without events', () => {
    const empty = gameFlow([])
    expect(empty).toMatchObject({
      leadChanges: 0,
      timesTied: 0,
      largestLead: { home: null, away: null },
      biggestRun: null,
    })
    expect(empty.scoreByMinute).toHaveLength(40)
  })
})
