import { describe, expect, it } from 'vitest'
import { defaultLanguageOf, languageForReader, offeredLanguages } from './languages.ts'

describe('given a client’s languages', () => {
  it.each([
    ['aba', ['en', 'sr', 'sl', 'es', 'fr', 'ru'], 'en'],
    ['liga-sur', ['es', 'en', 'fr'], 'es'],
    ['a league scaffolded with sl, en', ['sl', 'en'], 'sl'],
  ])('should take the first language of %s as its default', (_client, languages, expected) => {
    expect(defaultLanguageOf(languages)).toBe(expected)
  })

  it('should keep the client’s order and drop repeats and languages the platform lacks', () => {
    expect(offeredLanguages(['fr', 'de', 'es', 'fr'])).toEqual(['fr', 'es'])
  })

  it('should fall back to English when none is one the platform has', () => {
    expect(offeredLanguages(['de'])).toEqual(['en'])
  })
})

describe('given a reader’s language', () => {
  it.each([
    ['one the client offers', 'en', 'en'],
    ['one the client does not offer', 'ru', 'sl'],
    ['none', null, 'sl'],
    ['one the platform lacks', 'de', 'sl'],
  ])('should write to a reader with %s in the right language', (_case, reader, expected) => {
    expect(languageForReader(reader, ['sl', 'en'])).toBe(expected)
  })
})
