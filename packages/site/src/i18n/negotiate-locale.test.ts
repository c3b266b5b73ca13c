import { describe, expect, it } from 'vitest'
import { parseAcceptLanguage, siteLocaleForTag } from './negotiate-locale'

describe('given an Accept-Language header', () => {
  it('should order languages by quality and keep the header order for equal qualities', () => {
    expect(parseAcceptLanguage('fr;q=0.5, sr-Latn-RS, ru;q=0.8, es')).toEqual(['sr-latn-rs', 'es', 'ru', 'fr'])
  })

  it('should drop languages the browser refuses with q=0', () => {
    expect(parseAcceptLanguage('sl;q=0, en;q=0.2')).toEqual(['en'])
  })

  it('should read an empty or missing header as no preference', () => {
    expect(parseAcceptLanguage('')).toEqual([])
    expect(parseAcceptLanguage(null)).toEqual([])
  })
})

describe('given a browser language tag', () => {
  it.each([
    ['sr-Latn-RS', 'sr'],
    ['sl-SI', 'sl'],
    ['es-AR', 'es'],
    ['fr-CA', 'fr'],
    ['ru', 'ru'],
    ['hr-HR', 'sr'],
    ['bs', 'sr'],
  ])('should map %s to the site locale %s', (tag, locale) => {
    expect(siteLocaleForTag(tag.toLowerCase())).toBe(locale)
  })

  it('should map languages the site does not speak to nothing', () => {
    expect(siteLocaleForTag('de-de')).toBeUndefined()
    expect(siteLocaleForTag('*')).toBeUndefined()
  })
})
