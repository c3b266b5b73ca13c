import { describe, expect, it } from 'vitest'
import { catchAllPage, servedByCatchAll } from './unmatched-paths'

// Next's routes manifest lists dynamic routes most specific first, the catch-all last.
const routes = [
  { page: '/[locale]', pattern: /^\/([^/]+?)(?:\/)?$/ },
  { page: '/[locale]/about-us', pattern: /^\/([^/]+?)\/about-us(?:\/)?$/ },
  { page: '/[locale]/players/[player]', pattern: /^\/([^/]+?)\/players\/([^/]+?)(?:\/)?$/ },
  { page: catchAllPage, pattern: /^\/([^/]+?)\/(.+?)(?:\/)?$/ },
]

describe('given a localized path', () => {
  it.each([
    ['/en/no-such-page', true],
    ['/sr/players/nikola-kalinic/no-such-tab', true],
    ['/en/about-us', false],
    ['/en/players/nikola-kalinic', false],
    ['/en', false],
  ])('should tell whether only the catch-all serves %s: %s', (pathname, expected) => {
    expect(servedByCatchAll(pathname, routes)).toBe(expected)
  })

  it('should never call a path unmatched without routes to compare it with', () => {
    expect(servedByCatchAll('/en/no-such-page', [])).toBe(false)
  })
})
