import { describe, expect, it } from 'vitest'
import { pathInLocale } from './page-languages'

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
