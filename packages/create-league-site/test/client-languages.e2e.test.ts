// A client's languages decide its site, and a removed client is no longer served (issue #31): scaffold a league
// publishing in sl and en (Slovenian its default) with the built CLI into a temporary copy of clients/, start
// the API and the built site on it, check its routes, switcher, hreflang and sitemap; then remove it with the
// CLI and find its domain answered 421 by the site and refused by the API, as any unknown host.
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ScaffoldedLeague } from './site-servers.ts'

const slug = 'e2e-liga-jug'
const league = new ScaffoldedLeague(slug, 2)
const revalidateToken = randomBytes(24).toString('base64url')
let page: Page

beforeAll(async () => {
  await league.prepare()
  await league.cli([
    slug,
    '--yes',
    '--name',
    'Liga Jug',
    '--domain',
    `${slug}.localhost`,
    '--no-local-domain',
    '--languages',
    'sl,en',
    '--default-language',
    'sl',
  ])
  await league.start({}, { REVALIDATE_TOKEN: revalidateToken })
  // A browser that asks for none of the league's languages, so where it lands is the league's choice.
  const context = await league.browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE' } })
  page = await context.newPage()
  // The servers answer; the new client's host is served once the site has read its folder (under load a first
  // request has met a 421 before): wait for that, not for a time.
  await vi.waitFor(
    async () => {
      const status = (await page.goto(`${league.siteOrigin}/sl`))?.status()
      if (status !== 200) {
        throw new Error(`${league.siteOrigin}/sl answered ${status ?? 'nothing'}`)
      }
    },
    { timeout: 120_000, interval: 500 },
  )
})

afterAll(() => league.stop())

describe('given a league scaffolded with the languages sl, en (default sl)', () => {
  it('should send / to its default, Slovenian', async () => {
    await page.goto(`${league.siteOrigin}/`)
    expect(new URL(page.url()).pathname).toBe('/sl')
    expect(await page.locator('html').getAttribute('lang')).toBe('sl')
  }, 60_000)

  it('should offer its two languages in the switcher', async () => {
    await page.goto(`${league.siteOrigin}/sl/clubs`)
    const switcher = page.locator('nav[data-slot="language-switcher"]').first()
    await expect.poll(() => switcher.getByRole('link').count()).toBe(2)
    expect(
      await switcher.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/sl/clubs', '/en/clubs'])
  }, 60_000)

  it('should not serve a page in French, a language it lacks', async () => {
    const response = await page.goto(`${league.siteOrigin}/fr/clubs`)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/sl/clubs')
    expect(await page.locator('html').getAttribute('lang')).toBe('sl')
  }, 60_000)

  it('should name its two languages in the hreflang links, Slovenian the default', async () => {
    await page.goto(`${league.siteOrigin}/en/clubs`)
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]))
    expect(Object.fromEntries(alternates)).toEqual({
      sl: `${league.siteOrigin}/sl/clubs`,
      en: `${league.siteOrigin}/en/clubs`,
      'x-default': `${league.siteOrigin}/sl/clubs`,
    })
  }, 60_000)

  it('should list its pages in its two languages in the sitemap', async () => {
    const response = await page.goto(`${league.siteOrigin}/sitemap.xml`)
    expect(response?.status()).toBe(200)
    const sitemap = (await response?.text()) ?? ''
    const languages = new Set([...sitemap.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]))
    expect([...languages].sort()).toEqual(['en', 'sl'])
    expect(sitemap).toContain(`<loc>${league.siteOrigin}/sl</loc>`)
    expect(sitemap).not.toContain(`${league.siteOrigin}/fr`)
  }, 60_000)
})

describe('given the league removed with the CLI', () => {
  it('should answer its domain 421 on the site and refuse it in the API, as any unknown host', async () => {
    const output = await league.cli(
      [
        'remove',
        slug,
        '--yes',
        '--force',
        '--site-revalidate-url',
        `http://127.0.0.1:${league.sitePort}/api/revalidate`,
      ],
      { REVALIDATE_TOKEN: revalidateToken },
    )
    expect(output).toContain(`✓ The running API no longer answers for ${slug}`)
    expect(output).toContain('dropped its cached pages')

    const response = await page.goto(`${league.siteOrigin}/sl`)
    expect(response?.status()).toBe(421)
    const api = await fetch(new URL('/v2/website/config', league.apiUrl), {
      headers: { origin: league.siteOrigin, accept: 'application/json' },
    })
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({ error: { code: 'unknown_client' } })
  }, 120_000)
})
