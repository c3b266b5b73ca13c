import { describe, expect, it } from 'vitest'
import { formatMinutes, formatValue, type CellValue, type ColumnFormat } from './format-value'

describe('given a figure and a format', () => {
  it.each<[CellValue, ColumnFormat, string, string]>([
    [12, 'integer', 'en', '12'],
    [1234, 'integer', 'en', '1,234'],
    [12.345, 'decimal', 'en', '12.3'],
    [12, 'decimal', 'en', '12.0'],
    [12.35, 'decimal', 'sr', '12,4'],
    [45.5, 'percentage', 'en', '45.5%'],
    [100, 'percentage', 'en', '100%'],
    [34 + 50 / 60, 'minutes', 'en', '34:50'],
    [200, 'minutes', 'en', '200:00'],
    [0, 'minutes', 'en', '0:00'],
    [7, 'signed', 'en', '+7'],
    [-3, 'signed', 'en', '-3'],
    [0, 'signed', 'en', '0'],
    ['34:48', 'minutes', 'en', '34:48'],
    ['W', 'text', 'en', 'W'],
    [null, 'integer', 'en', '—'],
    [undefined, 'percentage', 'en', '—'],
    [Number.NaN, 'decimal', 'en', '—'],
  ])('should write %s as %s in %s as %s', (value, format, locale, expected) => {
    expect(formatValue(value, format, locale)).toBe(expected)
  })
})

describe('given minutes with seconds that round up', () => {
  it('should carry into the next minute', () => {
    expect(formatMinutes(59.999)).toBe('60:00')
  })
})
