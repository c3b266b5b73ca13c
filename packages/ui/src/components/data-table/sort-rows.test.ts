import { describe, expect, it } from 'vitest'
import { compareValues, nextSort, sortRows, type SortValue } from './sort-rows'

type Line = { player: string; points: number | null }

// Partizan's scorers in the 2022-23 final, game 5 (22_205); Koprivica did not play.
const lines: Line[] = [
  { player: 'Zach Leday', points: 15 },
  { player: 'Balsa Koprivica', points: null },
  { player: 'Kevin Punter', points: 32 },
  { player: 'Dante Exum', points: 10 },
  { player: 'Mathias Lessort', points: 10 },
  { player: 'Aleksa Avramović', points: 0 },
]

const points = (line: Line) => line.points
const names = (rows: Line[]) => rows.map((line) => line.player)

describe('given box-score lines sorted by points', () => {
  it('should put the highest first when descending, keeping ties in their original order', () => {
    expect(names(sortRows(lines, points, 'descending'))).toEqual([
      'Kevin Punter',
      'Zach Leday',
      'Dante Exum',
      'Mathias Lessort',
      'Aleksa Avramović',
      'Balsa Koprivica',
    ])
  })

  it('should put a player without a value last in both directions', () => {
    expect(names(sortRows(lines, points, 'ascending')).at(-1)).toBe('Balsa Koprivica')
    expect(names(sortRows(lines, points, 'ascending'))[0]).toBe('Aleksa Avramović')
  })

  it('should not change the input array', () => {
    const copy = [...lines]
    sortRows(lines, points, 'descending')
    expect(lines).toEqual(copy)
  })
})

describe('given text values', () => {
  it.each<[SortValue, SortValue, number]>([
    ['Đorđević', 'Davis', 1],
    ['Avramović', 'Bitadze', -1],
    ['9', '10', -1],
    ['šime', 'Sime', 0],
  ])('should compare %j with %j as %d', (first, second, expected) => {
    expect(Math.sign(compareValues(first, second))).toBe(expected)
  })
})

describe('given a click on a column header', () => {
  it.each([
    [null, 'PTS', 'descending', { key: 'PTS', direction: 'descending' }],
    [{ key: 'PTS', direction: 'descending' }, 'PTS', 'descending', { key: 'PTS', direction: 'ascending' }],
    [{ key: 'PTS', direction: 'ascending' }, 'PTS', 'descending', { key: 'PTS', direction: 'descending' }],
    [{ key: 'PTS', direction: 'ascending' }, 'player', 'ascending', { key: 'player', direction: 'ascending' }],
  ] as const)('from %j on %s (first %s) should give %j', (current, key, first, expected) => {
    expect(nextSort(current, key, first)).toEqual(expected)
  })
})
