import { readFileSync } from 'node:fs'
import { offeredLanguages } from '@league/client-league/languages'
import { describe, expect, it } from 'vitest'
import { languageRoute } from './client-routing'

/** The languages of a client of this repository, as its client.json names them. */
function languagesOf(slug: string) {
  const file = new URL(`../../../../clients/${slug}/client.json`, import.meta.url)
  const { languages } = JSON.parse(readFileSync(file, 'utf8')) as { languages: string[] }
  return offeredLanguages(languages)
}

const aba = languagesOf('aba')
const ligaSur = languagesOf('liga-sur')

describe('given aba, which publishes in all six languages', () => {
  it.each(['en', 'sr', 'sl', 'es', 'fr', 'ru'])('should serve /%s/clubs', (locale) => {
    expect(languageRoute({ pathname: `/${locale}/clubs`, languages: aba })).toEqual({ kind: 'serve', locale })
  })

  it('should send / to English, its default, when the visitor names no language', () => {
    expect(languageRoute({ pathname: '/', languages: aba })).toEqual({ kind: 'redirect', pathname: '/en' })
  })

  it('should send / to the browser’s language', () => {
    expect(languageRoute({ pathname: '/', languages: aba, acceptLanguage: 'ru-RU, en;q=0.5' })).toEqual({
      kind: 'redirect',
      pathname: '/ru',
    })
  })
})

describe('given liga-sur, which publishes in es, en and fr', () => {
  it.each(['es', 'en', 'fr'])('should serve /%s/clubs', (locale) => {
    expect(languageRoute({ pathname: `/${locale}/clubs`, languages: ligaSur })).toEqual({ kind: 'serve', locale })
  })

  it('should send / to Spanish, its default, not to English', () => {
    expect(languageRoute({ pathname: '/', languages: ligaSur })).toEqual({ kind: 'redirect', pathname: '/es' })
  })

  it.each(['sr', 'sl', 'ru'])('should not serve /%s/clubs but send it to the page in Spanish', (locale) => {
    expect(languageRoute({ pathname: `/${locale}/clubs`, languages: ligaSur })).toEqual({
      kind: 'redirect',
      pathname: '/es/clubs',
    })
  })

  it('should send a language it lacks to the visitor’s language among its own', () => {
    expect(languageRoute({ pathname: '/ru', languages: ligaSur, acceptLanguage: 'ru, fr;q=0.8' })).toEqual({
      kind: 'redirect',
      pathname: '/fr',
    })
  })

  it('should negotiate only among its languages', () => {
    expect(languageRoute({ pathname: '/news', languages: ligaSur, acceptLanguage: 'sl-SI, en;q=0.9' })).toEqual({
      kind: 'redirect',
      pathname: '/en/news',
    })
    expect(languageRoute({ pathname: '/', languages: ligaSur, acceptLanguage: 'ru, sr;q=0.9' })).toEqual({
      kind: 'redirect',
      pathname: '/es',
    })
  })

  it('should ignore a saved choice it does not publish in', () => {
    expect(languageRoute({ pathname: '/', languages: ligaSur, cookie: 'ru', acceptLanguage: 'fr' })).toEqual({
      kind: 'redirect',
      pathname: '/fr',
    })
  })

  it('should keep a path whose first segment is no language under the chosen one', () => {
    expect(languageRoute({ pathname: '/clubs/partizan', languages: ligaSur })).toEqual({
      kind: 'redirect',
      pathname: '/es/clubs/partizan',
    })
  })
})
