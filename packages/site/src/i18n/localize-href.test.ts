import { describe, expect, it } from 'vitest'
import { localizeHref } from './localize-href'

describe('given a site path', () => {
  it('should put the locale in front', () => {
    expect(localizeHref('/clubs/partizan', 'sr')).toBe('/sr/clubs/partizan')
  })

  it('should send the home page to the bare locale', () => {
    expect(localizeHref('/', 'ru')).toBe('/ru')
  })

  it('should keep the query of an object href', () => {
    expect(localizeHref({ pathname: '/news', query: { page: '2' } }, 'fr')).toBe('/fr/news?page=2')
  })

  it('should leave external and protocol-relative links alone', () => {
    expect(localizeHref('https://example.com/x', 'es')).toBe('https://example.com/x')
    expect(localizeHref('//cdn.example.com/x', 'es')).toBe('//cdn.example.com/x')
  })
})
