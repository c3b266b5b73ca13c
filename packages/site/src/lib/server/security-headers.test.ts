import { describe, expect, it } from 'vitest'
import { commonSecurityHeaders, isEmbeddablePath, pageContentSecurityPolicy } from './security-headers'

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values.join(' ')]
    }),
  )
}

const base = { nonce: 'bm9uY2U=', pathname: '/en/news', development: false, analytics: false }

describe('given a page served from the cache (no nonce)', () => {
  const cached = { pathname: '/en/news', development: false, analytics: false }

  it('should allow scripts and styles from the site and inline in the page, never eval, in production', () => {
    const policy = directives(pageContentSecurityPolicy(cached))
    expect(policy.get('script-src')).toBe("'self' 'unsafe-inline'")
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'")
    expect(policy.get('object-src')).toBe("'none'")
    expect(policy.get('base-uri')).toBe("'self'")
    expect(policy.get('frame-ancestors')).toBe("'none'")
    expect(policy.get('connect-src')).toBe("'self'")
  })

  it("should load Google's tag and sign-in scripts only for a client that has them", () => {
    expect(directives(pageContentSecurityPolicy({ ...cached, analytics: true })).get('script-src')).toBe(
      "'self' 'unsafe-inline' https://www.googletagmanager.com",
    )
    expect(directives(pageContentSecurityPolicy({ ...cached, google: true })).get('script-src')).toBe(
      "'self' 'unsafe-inline' https://accounts.google.com/gsi/",
    )
  })
})

describe('given a page request', () => {
  it('should allow scripts only with the nonce, never inline or eval, in production', () => {
    const policy = directives(pageContentSecurityPolicy(base))
    expect(policy.get('script-src')).toBe("'self' 'nonce-bm9uY2U=' 'strict-dynamic'")
    expect(policy.get('style-src')).toBe("'self' 'nonce-bm9uY2U='")
    expect(policy.get('object-src')).toBe("'none'")
    expect(policy.get('frame-ancestors')).toBe("'none'")
    expect(policy.get('img-src')).toBe("'self' data: blob:")
    expect(policy.get('connect-src')).toBe("'self'")
  })

  it('should allow Google Analytics only for a client that has an analytics id', () => {
    const policy = directives(pageContentSecurityPolicy({ ...base, analytics: true }))
    expect(policy.get('connect-src')).toContain('google-analytics.com')
    expect(policy.get('img-src')).toContain('https://www.googletagmanager.com')
  })

  it('should allow Google sign-in only for a client that has a Google client id', () => {
    const withGoogle = directives(pageContentSecurityPolicy({ ...base, google: true }))
    expect(withGoogle.get('connect-src')).toBe("'self' https://accounts.google.com/gsi/")
    expect(withGoogle.get('frame-src')).toBe("'self' https://accounts.google.com/gsi/")
    expect(withGoogle.get('style-src')).toBe("'self' 'nonce-bm9uY2U=' https://accounts.google.com/gsi/")
    expect(directives(pageContentSecurityPolicy(base)).has('frame-src')).toBe(false)
  })

  it('should let pages reach Firebase messaging only for a client that has push configured', () => {
    const withPush = directives(pageContentSecurityPolicy({ ...base, push: true }))
    expect(withPush.get('connect-src')).toContain('https://fcmregistrations.googleapis.com')
    expect(withPush.get('connect-src')).toContain('https://firebaseinstallations.googleapis.com')
    expect(directives(pageContentSecurityPolicy(base)).get('connect-src')).toBe("'self'")
  })

  it('should let pages reach the error reporting origin when one is configured', () => {
    const policy = directives(pageContentSecurityPolicy({ ...base, reportingOrigin: 'https://o1.ingest.example' }))
    expect(policy.get('connect-src')).toBe("'self' https://o1.ingest.example")
  })

  it.each([
    '/en/venues/arena/broadcast-game',
    '/sr/venues/arena/broadcast',
    '/en/venues/hall-1/tv-stats/2',
    '/en/venues/arena/scoreboard-game',
    '/fr/venues/arena/shot-clock-game',
    '/ru/venues/arena/player-stats',
    '/en/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6/broadcast',
    '/es/seasons/2022-23/leagues/aba-league/playoff/final/partizan-crvena-zvezda/games/5/tv-stats',
  ])('should let the broadcast screen %s be embedded anywhere', (pathname) => {
    expect(isEmbeddablePath(pathname)).toBe(true)
    expect(directives(pageContentSecurityPolicy({ ...base, pathname })).get('frame-ancestors')).toBe('*')
  })

  it.each([
    '/en/venues/arena',
    '/en/news/broadcast',
    '/en/venues/arena/scoreboard',
    '/en/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6',
    '/en/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6/broadcast/extra',
  ])('should not embed %s', (pathname) => {
    expect(isEmbeddablePath(pathname)).toBe(false)
  })
})

describe('given any answer', () => {
  it('should send HSTS only in production', () => {
    expect(commonSecurityHeaders(true)['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(commonSecurityHeaders(false)).not.toHaveProperty('strict-transport-security')
    expect(commonSecurityHeaders(false)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
  })
})
