// zod schemas for CSV cells, which always arrive as strings; an empty cell means "not available".
import { z } from 'zod'

export const requiredText = z.string().min(1, 'expected a value')
export const optionalText = z.string().transform((value) => (value === '' ? null : value))

export const integer = z
  .string()
  .regex(/^-?\d+$/, 'expected a whole number')
  .transform(Number)

export const optionalInteger = z
  .string()
  .regex(/^(-?\d+)?$/, 'expected a whole number or an empty cell')
  .transform((value) => (value === '' ? null : Number(value)))

export const number = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
  .transform(Number)

export const optionalNumber = z
  .string()
  .regex(/^(-?\d+(\.\d+)?)?$/, 'expected a number or an empty cell')
  .transform((value) => (value === '' ? null : Number(value)))

export const flag = z.enum(['0', '1']).transform((value) => value === '1')

export const optionalIsoDate = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'expected a date YYYY-MM-DD or an empty cell')
  .transform((value) => (value === '' ? null : value))

export const clubCode = z.string().regex(/^[A-Z0-9]{2,4}$/, 'expected a club code such as CZV')
export const optionalClubCode = z
  .string()
  .regex(/^([A-Z0-9]{2,4})?$/, 'expected a club code or an empty cell')
  .transform((value) => (value === '' ? null : value))

export const side = z.enum(['H', 'A'])
export const optionalSide = z.enum(['H', 'A', '']).transform((value) => (value === '' ? null : value))

/** A list cell separated by vertical bars: "CZV|PAR". */
export const barList = z.string().transform((value) => (value === '' ? [] : value.split('|')))
