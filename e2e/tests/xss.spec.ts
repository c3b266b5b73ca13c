import { expect, test, type Page } from '@playwright/test'
import { xssApiPort, xssSitePort } from '../ports.ts'
import { leagueStaff } from '../support/league-staff-account.ts'
import { xssPayloads } from '../support/xss-payloads.ts'
import { seedStaffContent } from '../support/xss-staff-content.ts'

// A site whose API holds a copy of 2022-23 with a script payload in every club, player, venue, referee and
// place name (support/poisoned-season.ts), plus payloads in the address itself. Every page must show the
// payloads as text: no payload's element may exist in the page and none may have run. Then staff type payloads
// into every text field of a season's hand-entered teams, a gallery and a document (support/xss-staff-content.ts)
// and the same holds on every fan and staff page that shows them.
const site = `http://localhost:${xssSitePort}`
const api = `http://127.0.0.1:${xssApiPort}`
const leagueBase = '/seasons/2022-23/leagues/aba-league'

async function read<T>(path: string): Promise<T> {
  const response = await fetch(`${api}${path}`, { headers: { Origin: 'http://localhost:3000' } })
  expect(response.status, `GET ${path}`).toBe(200)
  return (await response.json()) as T
}

async function poisonedRoutes(): Promise<string[]> {
  const clubs = await read<{ clubs: { slug: string; name: string }[] }>('/v2/website/clubs')
  const leaders = await read<{ leaders: { player: { slug: string } }[] }>(
    `/v2/website${leagueBase}/leaders?stat=points&mode=per-game`,
  )
  const news = await read<{ news: { slug: string }[] }>('/v2/website/news?locale=en')
  const club = clubs.clubs[0]!.slug
  const game = `${leagueBase}/rounds/1/games/22-6`
  return [
    '',
    '/clubs',
    `/clubs/${club}`,
    `/players/${leaders.leaders[0]!.player.slug}`,
    leagueBase,
    `${leagueBase}/league-leaders`,
    `${leagueBase}/teams/${club}/roster`,
    '/schedule',
    ...['', '/player-stats', '/play-by-play', '/game-report', '/shot-chart', '/history'].map((tab) => `${game}${tab}`),
    '/news',
    ...(news.news[0] ? [`/news/${news.news[0].slug}`] : []),
    `/search?q=${encodeURIComponent('Zadar')}`,
    ...xssPayloads.map((payload) => `/search?q=${encodeURIComponent(payload)}`),
    `/${encodeURIComponent(xssPayloads[1])}`,
  ]
}

/** Opens each route of the XSS site and checks no payload ran or became an element; counts pages showing one. */
async function expectInertOn(page: Page, routes: readonly string[]): Promise<number> {
  let pagesShowingPayloadText = 0
  for (const route of routes) {
    await test.step(route || '/', async () => {
      await page.goto(`${site}/en${route}`)
      await expect(page.getByRole('main')).toBeVisible()
      // Staff pages read their rows after the first paint: give the typed text up to 10 s to arrive, so the
      // check below runs on the page with it (a page that never shows it is counted as not showing it).
      const showsPayloadText = await expect
        .poll(
          async () => {
            const text = await page.getByRole('main').innerText()
            return xssPayloads.some((payload) => text.includes(payload))
          },
          { timeout: 10_000 },
        )
        .toBe(true)
        .then(
          () => true,
          () => false,
        )
      const injected = await page.evaluate(() => ({
        ran: (window as unknown as { xssRan?: number }).xssRan ?? null,
        elements: document.querySelectorAll('img[src="x"], svg[onload], iframe[srcdoc], [onerror], [onload]').length,
        scripts: [...document.scripts].filter(
          (script) =>
            script.textContent?.includes('window.xssRan=1') &&
            script.type !== 'application/json' &&
            !script.textContent.startsWith('self.__next_f'),
        ).length,
      }))
      expect(injected, `no payload ran or became an element on ${route || '/'}`).toEqual({
        ran: null,
        elements: 0,
        scripts: 0,
      })
      if (showsPayloadText) {
        pagesShowingPayloadText += 1
      }
    })
  }
  return pagesShowingPayloadText
}

function collectDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  return dialogs
}

test('script payloads in the data and the address stay inert text on every page', async ({ page }) => {
  test.setTimeout(300_000)
  const dialogs = collectDialogs(page)
  const routes = await poisonedRoutes()
  const pagesShowingPayloadText = await expectInertOn(page, routes)
  expect(dialogs).toEqual([])
  // The payloads are really on the pages (as text): the check above is not passing on pages without them.
  expect(pagesShowingPayloadText).toBeGreaterThan(routes.length / 2)
})

test('script payloads staff type into seasons, galleries and documents stay inert text for fans and staff', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const dialogs = collectDialogs(page)
  const content = await seedStaffContent(api)
  const [club = '', otherClub = ''] = content.clubSlugs
  const league = `/seasons/${content.seasonSlug}/leagues/${content.competitionSlug}`
  const publicRoutes = [
    league,
    `${league}/teams/${club}/roster`,
    `${league}/teams/${otherClub}/roster`,
    `${league}/teams/${club}/photos`,
    `/seasons/${content.seasonSlug}/clubs/${club}/photos`,
    `/clubs/${club}`,
    '/clubs',
    '/documents',
  ]
  const fanPages = await expectInertOn(page, publicRoutes)

  await page.goto(`${site}/en/staff/seasons`)
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(leagueStaff.email)
  await main.getByLabel('Password').fill(leagueStaff.password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seasons')
  const staffRoutes = [
    '/staff/seasons',
    `/staff/seasons/${content.seasonId}`,
    '/staff/galleries',
    `/staff/galleries/${content.galleryId}`,
    '/staff/documents',
    `/staff/documents/${content.documentId}`,
  ]
  const staffPages = await expectInertOn(page, staffRoutes)
  expect(dialogs).toEqual([])
  // The typed payloads are on the pages as text: the hand-entered names on the season's pages, the gallery's
  // and the document's titles on staff pages.
  expect(fanPages).toBeGreaterThanOrEqual(4)
  expect(staffPages).toBe(staffRoutes.length)
})
