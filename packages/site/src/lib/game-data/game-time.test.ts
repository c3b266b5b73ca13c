import { describe, expect, it } from 'vitest'
import { gameStartsAt, zoneOffset } from './game-time'

describe('given a game date and time in the league time zone', () => {
  it('should use summer time in September (Zadar v SC Derby, 2022-09-30 18:00)', () => {
    expect(gameStartsAt('2022-09-30', '18:00')).toBe('2022-09-30T18:00:00+02:00')
  })

  it('should use winter time in January', () => {
    expect(gameStartsAt('2023-01-09', '18:00')).toBe('2023-01-09T18:00:00+01:00')
  })

  it('should start a game without a known time at noon', () => {
    expect(gameStartsAt('2023-01-09', null)).toBe('2023-01-09T12:00:00+01:00')
  })

  it('should keep the wall-clock time when shown in the league zone', () => {
    const shown = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/Belgrade' }).format(
      new Date(gameStartsAt('2022-09-30', '18:00')),
    )
    expect(shown).toBe('18:00')
  })
})

describe('given a zone and a moment', () => {
  it('should read the offset from Intl', () => {
    expect(zoneOffset(new Date('2022-07-01T12:00:00Z'), 'Europe/Belgrade')).toBe('+02:00')
    expect(zoneOffset(new Date('2022-07-01T12:00:00Z'), 'UTC')).toBe('+00:00')
  })
})
