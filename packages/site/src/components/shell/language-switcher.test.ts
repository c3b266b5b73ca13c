import { describe, expect, it } from 'vitest'
import { localeCookie, pathInLocale } from './language-switcher'

describe('given the current path', () => {
  it('should swap the locale segment and keep the rest', () => {
    expect(pathInLocale('/en/seasons/2022-23/leagues/aba-league/playoff', 'sr')).toBe(
      '/sr/seasons/2022-23/leagues/aba-league/playoff',
    )
  })

  it('should handle the home page of a locale', () => {
    expect(pathInLocale('/en', 'ru')).toBe('/ru')
    expect(pathInLocale('/en/', 'sl')).toBe('/sl')
  })
})

describe('given a chosen language', () => {
  it('should remember it in NEXT_LOCALE for a year', () => {
    expect(localeCookie('sr')).toBe('NEXT_LOCALE=sr; path=/; max-age=31536000; samesite=lax')
  })
})
