import { describe, expect, it } from 'vitest'
import { bergerRounds, homeAwaySequence, longestRun, roundRobin, type ScheduledRound } from './round-robin.ts'

const printed = (rounds: readonly ScheduledRound[]) =>
  rounds.map((round) => round.pairings.map(({ home, away }) => `${home}-${away}`).join(' '))

describe('Berger tables', () => {
  it('prints four teams as FIBA does', () => {
    expect(printed(bergerRounds(4))).toEqual(['1-4 2-3', '4-3 1-2', '2-4 3-1'])
  })

  it('prints six teams as FIBA does', () => {
    expect(printed(bergerRounds(6))).toEqual([
      '1-6 2-5 3-4',
      '6-4 5-3 1-2',
      '2-6 3-1 4-5',
      '6-5 1-4 2-3',
      '3-6 4-2 5-1',
    ])
  })

  it('gives five teams five rounds with one bye each, every team resting once', () => {
    const rounds = bergerRounds(5)
    expect(printed(rounds)).toEqual(['2-5 3-4', '5-3 1-2', '3-1 4-5', '1-4 2-3', '4-2 5-1'])
    expect(rounds.map((round) => round.bye)).toEqual([1, 4, 2, 5, 3])
  })

  it('pairs every two teams exactly once, for two to twenty teams', () => {
    for (let teams = 2; teams <= 20; teams += 1) {
      const rounds = bergerRounds(teams)
      expect(rounds).toHaveLength(teams % 2 === 0 ? teams - 1 : teams)
      const pairs = rounds.flatMap((round) =>
        round.pairings.map(({ home, away }) => [Math.min(home, away), Math.max(home, away)].join('-')),
      )
      expect(new Set(pairs).size).toBe((teams * (teams - 1)) / 2)
      expect(pairs).toHaveLength((teams * (teams - 1)) / 2)
      for (const round of rounds) {
        const playing = round.pairings.flatMap(({ home, away }) => [home, away])
        expect(new Set(playing).size).toBe(playing.length)
      }
    }
  })

  it('refuses fewer than two teams', () => {
    expect(() => bergerRounds(1)).toThrow('at least two teams')
  })
})

describe('home and away balance', () => {
  it('never has a team more than two home or two away games in a row within a round robin', () => {
    for (let teams = 3; teams <= 18; teams += 1) {
      const rounds = bergerRounds(teams)
      for (let team = 1; team <= teams; team += 1) {
        expect(longestRun(homeAwaySequence(rounds, team))).toBeLessThanOrEqual(2)
      }
    }
  })

  it('gives six teams in a single round robin two or three home games each', () => {
    const rounds = bergerRounds(6)
    const homeGames = [1, 2, 3, 4, 5, 6].map(
      (team) => homeAwaySequence(rounds, team).filter((venue) => venue === 'H').length,
    )
    // Counted by hand from the table above: 1, 2 and 3 host three games, 4, 5 and 6 host two.
    expect(homeGames).toEqual([3, 3, 3, 2, 2, 2])
  })

  it('mirrors the double round robin: the second half swaps home and away, every team home n-1 times', () => {
    const rounds = roundRobin(6, 'double')
    expect(rounds).toHaveLength(10)
    expect(printed(rounds.slice(5, 7))).toEqual(['6-1 5-2 4-3', '4-6 3-5 2-1'])
    for (let team = 1; team <= 6; team += 1) {
      const sequence = homeAwaySequence(rounds, team)
      expect(sequence.filter((venue) => venue === 'H')).toHaveLength(5)
      expect(longestRun(sequence.slice(0, 5))).toBeLessThanOrEqual(2)
      expect(longestRun(sequence.slice(5))).toBeLessThanOrEqual(2)
    }
  })

  it('counts runs', () => {
    expect(longestRun(['H', 'A', 'A', 'H'])).toBe(2)
    expect(longestRun([])).toBe(0)
  })
})
