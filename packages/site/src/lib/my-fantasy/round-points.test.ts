import { describe, expect, it } from 'vitest'
import { roundOptions, roundPickPoints } from './round-points'
import english from '../../../messages/en.json'
import { history, roundOne } from './test-support/round-fixture'

const labels = english.MyFantasy

const pickOf = (name: string) => roundOne.picks.find((pick) => pick.player.name === name)!

describe('given round 1 of 2022-23 as the API explains it', () => {
  it('should explain the captain line by line: PIR’s parts, the win bonus, his points as a starter, ×2', () => {
    expect(roundPickPoints(pickOf('Luka Božić'), labels, 'en')).toEqual({
      points: 105.6,
      lines: [
        { label: 'Points', value: 30, points: 30 },
        { label: 'Rebounds', value: 13, points: 13 },
        { label: 'Assists', value: 7, points: 7 },
        { label: 'Steals', value: 1, points: 1 },
        { label: 'Blocks', value: 0, points: 0 },
        { label: 'Fouls drawn', value: 7, points: 7 },
        { label: 'Missed field goals', value: 7, points: -7 },
        { label: 'Missed free throws', value: 0, points: 0 },
        { label: 'Turnovers', value: 2, points: -2 },
        { label: 'Blocks against', value: 1, points: -1 },
        { label: 'Fouls committed', value: 0, points: 0 },
        { label: 'Win bonus', value: '', points: 4.8 },
        { label: 'Points as a starter', value: '', points: 52.8 },
        { label: 'Captain', value: '×2', points: 105.6 },
      ],
    })
  })

  it('should say a lost game gave no win bonus and weigh the bench by half', () => {
    const lines = roundPickPoints(pickOf('Nikola Tanasković'), labels, 'en').lines
    expect(lines.slice(-3)).toEqual([
      { label: 'No win bonus: the team lost', value: '', points: 0 },
      { label: 'Points as a starter', value: '', points: 22 },
      { label: 'Bench', value: '×0.5', points: 11 },
    ])
  })

  it('should add the parts up to the base points of each game', () => {
    for (const pick of roundOne.picks) {
      for (const game of pick.games) {
        expect(game.parts.reduce((total, part) => total + part.points, 0)).toBe(game.base)
      }
    }
  })

  it('should offer the settled rounds latest first, with points and rank', () => {
    expect(roundOptions(history.rounds, labels, 'en').at(-1)).toEqual({
      value: 1,
      label: 'Round 1: 304.4 pts, rank 1',
    })
    expect(roundOptions(history.rounds, labels, 'en')[0]?.value).toBe(history.rounds.at(-1)?.sequence)
  })

  describe('edge cases', () => {
    it('should say a pick without a game did not play, and score him 0', () => {
      const absent = { ...pickOf('Nikola Tanasković'), games: [], starterPoints: 0, points: 0 }
      expect(roundPickPoints(absent, labels, 'en').lines).toEqual([
        { label: 'Did not play', value: '', points: 0 },
        { label: 'Points as a starter', value: '', points: 0 },
        { label: 'Bench', value: '×0.5', points: 0 },
      ])
    })

    it('should keep the API’s label for a part that is not one of PIR’s', () => {
      const game = {
        ...pickOf('Luka Božić').games[0]!,
        parts: [{ key: 'threePointersMade', label: '3PM', value: 3, points: 3 }],
      }
      const pick = { ...pickOf('Luka Božić'), games: [game] }
      expect(roundPickPoints(pick, labels, 'sr').lines[0]).toEqual({ label: '3PM', value: 3, points: 3 })
    })
  })
})
