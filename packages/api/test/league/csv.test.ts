import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { integerArrayLiteral, textArrayLiteral } from '../../src/import/bulk-upsert.ts'
import { parseCsvText, readCsv } from '../../src/import/csv.ts'
import { venueRow } from '../../src/import/season-files.ts'
import { dataFolder } from './csv-season.ts'

describe('given CSV text', () => {
  it('should split plain lines on commas and keep empty cells', () => {
    expect(parseCsvText('a,b,c\n1,,3\n')).toEqual([
      { cells: ['a', 'b', 'c'], line: 1, text: 'a,b,c' },
      { cells: ['1', '', '3'], line: 2, text: '1,,3' },
    ])
  })

  it('should read quoted cells with commas, doubled quotes and line breaks, counting lines', () => {
    const records = parseCsvText('name,place\n"Arena ""A""","Ljubljana, Slovenia"\n"two\nlines",x\nlast,y\n')
    expect(records.map((record) => [record.cells, record.line])).toEqual([
      [['name', 'place'], 1],
      [['Arena "A"', 'Ljubljana, Slovenia'], 2],
      [['two\nlines', 'x'], 3],
      [['last', 'y'], 5],
    ])
  })

  it('should accept Windows line ends and a byte-order mark', () => {
    expect(parseCsvText('\ufeffa,b\r\n1,2\r\n').map((record) => record.cells)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  describe('edge cases', () => {
    it('should refuse a quoted cell that never closes, naming the line it starts on', () => {
      expect(() => parseCsvText('a\n"open\n')).toThrow('a quoted cell is never closed')
    })
  })
})

describe('given the 2022-23 venues file', () => {
  it('should keep the comma inside a quoted address', () => {
    const venues = readCsv(join(dataFolder, 'aba-2022-23'), 'venues.csv', venueRow)
    expect(venues.find((venue) => venue.venue === 'Arena KK FMP')).toMatchObject({
      capacity: 3000,
      location: 'Stjepana Stupanca 15а, Beograd, Srbija',
    })
  })
})

describe('given values for a PostgreSQL array literal', () => {
  it('should quote every text element and escape quotes and backslashes', () => {
    expect(textArrayLiteral(['Crvena zvezda mts', 'say "hi"', 'a\\b', ''])).toBe(
      '{"Crvena zvezda mts","say \\"hi\\"","a\\\\b",""}',
    )
  })

  it('should join integers', () => {
    expect(integerArrayLiteral([25, 16, 24, 31])).toBe('{25,16,24,31}')
    expect(integerArrayLiteral([])).toBe('{}')
  })
})
