// The whole path a league's staff takes: scaffold a third client with the built CLI into a temporary copy
// of clients/, start the API and the already built site on it, and open the new client's home page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ScaffoldedLeague } from './site-servers.ts'

const slug = 'e2e-liga-norte'
const league = new ScaffoldedLeague(slug, 0)
let scaffoldOutput = ''
let scaffoldSeconds = Number.NaN

function background(element: Element): string {
  return getComputedStyle(element).backgroundColor
}

beforeAll(async () => {
  await league.prepare()
  const started = performance.now()
  scaffoldOutput = await league.scaffold([
    '--name',
    'Liga Norte',
    '--domain',
    `${slug}.localhost`,
    '--languages',
    'en,es',
    '--color1',
    '#14532d',
    '--color3',
    '#f0fdf4',
    '--color4',
    '#fefce8',
    '--color-button',
    '#166534',
    '--sponsor',
    'Café Norte;https://example.com/cafe',
  ])
  scaffoldSeconds = (performance.now() - started) / 1000
  console.log(`create-league-site scaffolded ${slug} in ${scaffoldSeconds.toFixed(1)} s`)
  await league.start()
})

afterAll(() => league.stop())

describe('given a third client scaffolded with --yes', () => {
  it('should scaffold in under a minute', () => {
    expect(scaffoldOutput).toContain(`clients/${slug} created`)
    expect(scaffoldSeconds).toBeLessThan(60)
  })

  it('should serve its home page with its title, colours and logo', async () => {
    const page = await league.browser.newPage()
    const response = await page.goto(`${league.siteOrigin}/en`)
    expect(response?.status()).toBe(200)
    await expect.poll(() => page.title()).toContain('Liga Norte')
    expect(await page.locator('html').getAttribute('data-theme')).toBe(slug)

    // The page is on the client's surface colour (color3) and the kit's header on its brand colour (color1).
    const colours = {
      surface: await page.locator('body').evaluate(background),
      header: await page.getByRole('banner').evaluate(background),
    }
    expect(colours).toEqual({ surface: 'rgb(240, 253, 244)', header: 'rgb(20, 83, 45)' })

    // The header's logo is decorative (alt ""): the title beside it names the home link.
    const banner = page.getByRole('banner')
    await expect.poll(() => banner.getByRole('link').first().textContent()).toContain('Liga Norte')
    const logo = banner.locator(`img[src="/brand/${slug}/logo.svg"]`)
    expect(await logo.count()).toBe(1)
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    await page.close()
  }, 60_000)
})
