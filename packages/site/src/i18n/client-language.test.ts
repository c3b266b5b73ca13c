import { describe, expect, it } from 'vitest'
import { clientLanguage } from './client-language'

const ligaSur = ['es', 'en', 'fr']

describe('given a page without a language in its path', () => {
  it.each([
    ['the saved choice the client offers', { cookie: 'fr', acceptLanguage: 'es' }, 'fr'],
    ['the first browser language the client offers', { acceptLanguage: 'de-DE, en;q=0.9, es;q=0.8' }, 'en'],
    ['the client’s first language when nothing matches', { cookie: 'ru', acceptLanguage: 'sr, de' }, 'es'],
    ['the client’s first language without preferences', {}, 'es'],
  ])('should take %s', (_case, preferences, expected) => {
    expect(clientLanguage({ languages: ligaSur, ...preferences })).toBe(expected)
  })

  it('should fall back to English for a client naming no language the site has', () => {
    expect(clientLanguage({ languages: ['de'] })).toBe('en')
  })
})
