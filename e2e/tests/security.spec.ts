import { sitePort } from '../ports.ts'
import { expect, test } from '../fixtures.ts'

// Attacks on the site as a visitor could try them: forged forwarded headers, foreign hosts, walking out of
// the /api door, and pages without their security headers.
const site = `http://localhost:${sitePort}`

/** A request with headers a browser would not let a page set (Host, X-Forwarded-Host). */
async function fetchRaw(path: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http')
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port: sitePort, path, headers: { host: `localhost:${sitePort}`, ...headers } },
        (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => {
            body += chunk
          })
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
        },
      )
      outgoing.on('error', reject)
      outgoing.end()
    },
  )
}

test.describe('given a forged X-Forwarded-Host', () => {
  test("should render the host's own client, not the one named in the header", async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-host': 'liga-sur.localhost', 'x-forwarded-proto': 'https' })
    await page.goto(`${site}/en`)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'aba')
    await expect(page).toHaveTitle(/ABA League/)
  })

  test('should name the real host in robots.txt', async () => {
    const robots = await fetchRaw('/robots.txt', {
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
    })
    expect(robots.status).toBe(200)
    expect(robots.body).toContain(`Sitemap: http://localhost:${sitePort}/sitemap.xml`)
    expect(robots.body).not.toContain('attacker')
  })
})

test.describe('given a host that is no client domain', () => {
  test('should refuse it instead of rendering a site under that name', async () => {
    for (const path of ['/en', '/robots.txt', '/sitemap.xml', '/api/v2/website/config']) {
      const answer = await fetchRaw(path, { host: 'attacker.example' })
      expect(answer.status, path).toBe(421)
      expect(answer.body).not.toContain('attacker')
    }
  })

  test('should serve the other client on its own domain', async () => {
    const answer = await fetchRaw('/robots.txt', { host: `liga-sur.localhost:${sitePort}` })
    expect(answer.body).toContain(`Sitemap: http://liga-sur.localhost:${sitePort}/sitemap.xml`)
  })
})

test.describe('given the /api door', () => {
  test('should forward a public read of the contract', async () => {
    const answer = await fetchRaw('/api/v2/website/games/22-6')
    expect(answer.status).toBe(200)
  })

  for (const path of [
    '/api/v2/website/games/..%2Fconfig',
    '/api/v2/website/games/%2E%2E/%2E%2E/%2E%2E/health',
    '/api/v2/website/games/22-6/events',
    '/api/openapi.json',
    '/api/health',
    '/api/auth/popup',
  ]) {
    test(`should answer 404 for ${path}`, async () => {
      expect((await fetchRaw(path)).status).toBe(404)
    })
  }
})

test.describe('given a page', () => {
  test('should come from the page cache under a CSP without nonce, with the other security headers and no violation', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        violations.push(message.text())
      }
    })
    const response = await page.goto(`${site}/en/seasons`)
    const headers = response?.headers() ?? {}
    const policy = headers['content-security-policy'] ?? ''
    expect(policy).toContain("script-src 'self' 'unsafe-inline'")
    expect(policy).not.toContain('nonce-')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(violations).toEqual([])
    // The same page asked twice is the same document: Next served the second from its cache, and the cached
    // HTML names the visitor's addresses, not the client's internal path segment.
    const [first, second] = [await fetchRaw('/en/seasons'), await fetchRaw('/en/seasons')]
    expect(second.body).toBe(first.body)
    expect(first.body).toContain('href="/sr/seasons"')
  })

  test('should run a venue screen, rendered per request, under a nonce CSP', async ({ page }) => {
    // A hall no spec scores or replays a game in (scorer-console ends 22-4 at Arena KK FMP): its board shows
    // the last result or the next game.
    const response = await page.goto(`${site}/en/venues/dvorana-borac/scoreboard-game`)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    // Next's own scripts carry the nonce, so the screen runs.
    expect(
      await page
        .locator('script[src]')
        .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce)),
    ).toEqual(expect.arrayContaining([nonce]))
    await expect(page.getByRole('heading', { name: /^(Last result|Next game)$/ })).toBeVisible()
  })

  test('should let nobody but the API ask for the cached pages to be regenerated', async () => {
    for (const authorization of [undefined, 'Bearer guessed-token']) {
      const answer = await fetch(`${site}/api/revalidate`, {
        method: 'POST',
        headers: authorization ? { authorization } : {},
      })
      expect(answer.status).toBe(401)
      expect((await answer.json()) as { error: string }).toEqual({ error: expect.stringMatching(/league API only/) })
    }
  })

  test('should serve brand SVGs in a sandbox', async () => {
    const answer = await fetchRaw('/brand/aba/logo.svg')
    expect(answer.headers['content-security-policy']).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  test('should be cacheable by a shared cache only when not signed in', async () => {
    expect((await fetchRaw('/en/seasons')).headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/)
    expect((await fetchRaw('/en/seasons', { cookie: 'league_token=abc' })).headers['cache-control']).toBe(
      'private, no-store',
    )
  })
})
