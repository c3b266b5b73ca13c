import type { ColumnFormat } from '@league/stats/columns'

export type { ColumnFormat } from '@league/stats/columns'

/** A value a cell shows: a figure, a text, or nothing (a player who did not play). */
export type CellValue = string | number | null | undefined

/** The mark of a missing figure: a dash reads as "none", unlike 0. */
export const missingValue = '—'

/**
 * Minutes as minutes and seconds: 34.8333 → "34:50", 200 minutes of a team → "200:00".
 * @example formatMinutes(34 + 50 / 60) // "34:50"
 */
export function formatMinutes(minutes: number): string {
  const seconds = Math.round(minutes * 60)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * A cell's text in the reader's locale. Percentages arrive as the stats engine gives them (0–100); minutes
 * as a number of minutes; a text passes through (an API may already send minutes as "34:50").
 *
 * @example formatValue(45.5, 'percentage', 'en') // "45.5%"
 * @example formatValue(7, 'signed', 'sr') // "+7"
 */
export function formatValue(value: CellValue, format: ColumnFormat, locale: string): string {
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) {
    return missingValue
  }
  if (typeof value === 'string') {
    return value
  }
  switch (format) {
    case 'integer':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)
    case 'decimal':
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)
    case 'percentage':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)
    case 'minutes':
      return formatMinutes(value)
    case 'signed':
      return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(value)
    case 'text':
      return String(value)
    default:
      format satisfies never
      return String(value)
  }
}
