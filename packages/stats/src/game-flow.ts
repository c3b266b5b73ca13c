import type { PlayByPlayEvent } from './types.ts'

/** Lengths of the game's periods. */
export interface PeriodLengths {
  regulationPeriods: number
  /** Seconds of a regulation period (FIBA: 600). */
  periodSeconds: number
  /** Seconds of an overtime (FIBA: 300). */
  overtimeSeconds: number
}

/** FIBA: four 10-minute quarters, 5-minute overtimes. */
export const FIBA_PERIODS: PeriodLengths = { regulationPeriods: 4, periodSeconds: 600, overtimeSeconds: 300 }

/** The score at the end of a minute of play. */
export interface MinuteScore {
  /** 1-based minute of play (41 is the first minute of overtime). */
  minute: number
  homeScore: number
  awayScore: number
}

/** A lead at a moment of the game. */
export interface Lead {
  points: number
  /** Seconds of play elapsed when it was reached, and the score then. */
  elapsedSeconds: number
  homeScore: number
  awayScore: number
}

/** Consecutive points by one side without the other scoring. */
export interface ScoringRun {
  side: 'home' | 'away'
  points: number
  fromElapsedSeconds: number
  toElapsedSeconds: number
  /** Score when the run started (before its first basket) and when it ended. */
  startScore: [number, number]
  endScore: [number, number]
}

/** Summary of how a game unfolded. */
export interface GameFlow {
  scoreByMinute: MinuteScore[]
  /** Times the lead passed from one team to the other. */
  leadChanges: number
  /** Times the score became level after the tip (0-0 does not count). */
  timesTied: number
  largestLead: { home: Lead | null; away: Lead | null }
  biggestRun: ScoringRun | null
}

/**
 * Seconds of play elapsed at an event: full earlier periods plus the time gone in its own period.
 *
 * @example
 * elapsedSeconds(2, 300) //=> 900 (half-way through the second quarter)
 * elapsedSeconds(5, 120) //=> 2580 (three minutes into overtime)
 */
export function elapsedSeconds(period: number, clockSeconds: number, lengths: PeriodLengths = FIBA_PERIODS): number {
  let elapsed = 0
  for (let earlier = 1; earlier < period; earlier += 1) {
    elapsed += earlier <= lengths.regulationPeriods ? lengths.periodSeconds : lengths.overtimeSeconds
  }
  const length = period <= lengths.regulationPeriods ? lengths.periodSeconds : lengths.overtimeSeconds
  return elapsed + (length - clockSeconds)
}

function sign(difference: number): -1 | 0 | 1 {
  return difference > 0 ? 1 : difference < 0 ? -1 : 0
}

/**
 * Game flow from play-by-play: the score at the end of every minute, lead changes, times tied, the largest
 * lead of each team and the biggest scoring run. Events are read in `sequence` order; those without a clock
 * take the time of the event before.
 *
 * @example
 * // Zadar v SC Derby, 2022-09-30 (game 22_6), 96-67: Zadar led from 2-2 on
 * gameFlow(events) //=> { leadChanges: 0, timesTied: 1, largestLead: { home: { points: 29, … }, away: null },
 * //    biggestRun: { side: 'home', points: 12, startScore: [13, 8], endScore: [25, 8], … }, … }
 */
export function gameFlow(events: readonly PlayByPlayEvent[], lengths: PeriodLengths = FIBA_PERIODS): GameFlow {
  const ordered = [...events].sort((first, second) => first.sequence - second.sequence)
  let lastPeriod = lengths.regulationPeriods
  let elapsed = 0
  let home = 0
  let away = 0
  let leader: -1 | 0 | 1 = 0
  let lastLeader: -1 | 0 | 1 = 0
  let leadChanges = 0
  let timesTied = 0
  const largestLead: GameFlow['largestLead'] = { home: null, away: null }
  let run: ScoringRun | null = null
  let biggestRun: ScoringRun | null = null
  const scoreAt: { elapsed: number; home: number; away: number }[] = []

  for (const event of ordered) {
    lastPeriod = Math.max(lastPeriod, event.period)
    if (event.clockSeconds !== null) {
      elapsed = elapsedSeconds(event.period, event.clockSeconds, lengths)
    }
    const homeGain = event.homeScore - home
    const awayGain = event.awayScore - away
    if (homeGain === 0 && awayGain === 0) {
      continue
    }
    const startScore: [number, number] = [home, away]
    home = event.homeScore
    away = event.awayScore
    scoreAt.push({ elapsed, home, away })

    // A score correction (a gain below zero, or both sides at once) ends any run without starting one.
    const side = homeGain > 0 && awayGain === 0 ? 'home' : awayGain > 0 && homeGain === 0 ? 'away' : null
    if (side === null) {
      run = null
    } else if (run !== null && run.side === side) {
      run.points += side === 'home' ? homeGain : awayGain
      run.toElapsedSeconds = elapsed
      run.endScore = [home, away]
    } else {
      const points: number = side === 'home' ? homeGain : awayGain
      run = { side, points, fromElapsedSeconds: elapsed, toElapsedSeconds: elapsed, startScore, endScore: [home, away] }
    }
    if (run !== null && (biggestRun === null || run.points > biggestRun.points)) {
      biggestRun = { ...run, startScore: [...run.startScore], endScore: [...run.endScore] }
    }

    leader = sign(home - away)
    if (leader === 0) {
      timesTied += 1
    } else {
      if (lastLeader !== 0 && leader !== lastLeader) {
        leadChanges += 1
      }
      lastLeader = leader
      const lead = Math.abs(home - away)
      const key = leader === 1 ? 'home' : 'away'
      const current = largestLead[key]
      if (current === null || lead > current.points) {
        largestLead[key] = { points: lead, elapsedSeconds: elapsed, homeScore: home, awayScore: away }
      }
    }
  }

  const totalSeconds = elapsedSeconds(lastPeriod, 0, lengths)
  const scoreByMinute: MinuteScore[] = []
  let index = 0
  let minuteHome = 0
  let minuteAway = 0
  for (let minute = 1; minute * 60 <= totalSeconds; minute += 1) {
    while (index < scoreAt.length && (scoreAt[index]?.elapsed ?? Number.POSITIVE_INFINITY) <= minute * 60) {
      minuteHome = scoreAt[index]?.home ?? minuteHome
      minuteAway = scoreAt[index]?.away ?? minuteAway
      index += 1
    }
    scoreByMinute.push({ minute, homeScore: minuteHome, awayScore: minuteAway })
  }
  return { scoreByMinute, leadChanges, timesTied, largestLead, biggestRun }
}
