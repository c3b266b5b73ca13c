import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { apiBaseUrl, expect, SitePage, test } from '../fixtures.ts'
import { fakeFcmPort, sitePort } from '../ports.ts'
import { leagueStaff } from '../support/league-staff-account.ts'
import { xssPayloads } from '../support/xss-payloads.ts'

// News as staff write it (issue #30): the suite's staff member writes an article in English and Serbian that
// names a club, gives it a cover photo and publishes it, then attaches a gallery with a photo described in both
// languages; a fan reads it in both languages with its photos and, in French, the English text with a note
// that it fell back; a follower of the club gets a push through the suite's stand-in for FCM
// (support/fake-fcm-server.mjs). A second article carries the XSS payload set in every field. Each article is
// new, so no other spec's counts change.
const siteOrigin = `http://localhost:${sitePort}`
const stamp = Date.now()

type SearchAnswer = { clubs: { slug: string; name: string }[] }

async function apiJson<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: siteOrigin,
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300)
  return (await response.json()) as T
}

/** A fan who follows the club on a phone whose push token is `device`. */
async function followerOf(club: string, device: string) {
  const email = `news-follower-${stamp}@example.com`
  const password = 'a follower password 42'
  await apiJson('/auth/register', { method: 'POST', body: { email, password, name: 'Fran Follower' } })
  const { access_token: token } = await apiJson<{ access_token: string }>('/auth/login', {
    method: 'POST',
    body: { email, password },
  })
  await apiJson('/v2/website/user/follows', { method: 'POST', token, body: { kind: 'club', targetSlug: club } })
  await apiJson('/v2/website/user/store-fcm', { method: 'POST', token, body: { token: device } })
}

/** The pushes the stand-in for FCM received for a device. */
async function pushesTo(device: string): Promise<{ notification?: { title?: string; body?: string } }[]> {
  const response = await fetch(`http://127.0.0.1:${fakeFcmPort}/received?token=${encodeURIComponent(device)}`)
  return (await response.json()) as { notification?: { title?: string; body?: string } }[]
}

async function signIn(page: Page) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(leagueStaff.email)
  await main.getByLabel('Password').fill(leagueStaff.password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Writes one language's version in its tab: title, summary and a body typed into the editor. */
async function writeLanguage(page: Page, tab: string, text: { title: string; summary: string; body: string }) {
  await page.getByRole('tablist', { name: 'Languages of the article' }).getByRole('tab', { name: tab }).click()
  await page.getByRole('textbox', { name: `Title (${tab})` }).fill(text.title)
  await page.getByRole('textbox', { name: `Summary (${tab})` }).fill(text.summary)
  await page.getByRole('textbox', { name: `Text (${tab})` }).click()
  await page.keyboard.type(text.body)
}

/** A real image of the repository: the league's crest as its phone icon. */
function crest(client: string) {
  const path = new URL(`../../clients/${client}/android-chrome-512x512.png`, import.meta.url)
  return { name: `${client}-crest.png`, mimeType: 'image/png', buffer: readFileSync(path) }
}

/** Attaches a published gallery of one photo, described in English and Serbian, to the article at `path`. */
async function attachGallery(page: Page, path: string, alt: { english: string; serbian: string }) {
  await page.goto('/en/staff/galleries')
  await page.getByRole('textbox', { name: 'Title (English)' }).fill(`Derby photos ${stamp}`)
  await page.getByLabel('About').selectOption('news')
  await page.getByRole('textbox', { name: 'Address (slug)' }).fill(path.replace(/^\/news\//, ''))
  await page.getByRole('button', { name: 'Create gallery' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Derby photos ${stamp}` })).toBeVisible()
  const adding = page.getByRole('region', { name: 'Add a photo' })
  await adding.getByRole('button', { name: 'Photo Choose a photo' }).setInputFiles(crest('liga-sur'))
  await adding.getByRole('textbox', { name: 'Alt text (English)' }).fill(alt.english)
  await adding.getByRole('textbox', { name: 'Alt text (Serbian)' }).fill(alt.serbian)
  await adding.getByRole('button', { name: 'Add to gallery' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Photo added.' })).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('heading', { name: 'Published: fans see it' })).toBeVisible()
}

/** The article's cover above the text, and its gallery's photo opened by its alt text in the page's language. */
async function expectPhotos(fan: Page, alt: string) {
  const cover = fan.getByRole('article').locator('img').first()
  await expect(cover).toBeVisible()
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await fan.getByRole('button', { name: new RegExp(`: ${alt}$`) }).click()
  await expect(fan.getByRole('dialog').getByRole('img', { name: alt })).toBeVisible()
  await fan.keyboard.press('Escape')
  await expect(fan.getByRole('dialog')).toHaveCount(0)
}

/** Publishes the article on the editor now, and answers its public address. */
async function publishNow(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'Publish now' }).check()
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page).toHaveURL(/\/en\/staff\/news\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit article')
  // After the client-side move to the edit page, its title arrives with the streamed metadata.
  await expect(page).toHaveTitle(/Edit article/)
  const link = page.getByRole('link', { name: 'See the article as fans do' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/en\/news\/[^/]+$/)
  return (href ?? '').replace(/^\/en/, '')
}

test('given staff publishing an article in English and Serbian, fans read it and the club’s followers hear of it', async ({
  page,
  browser,
  site,
}) => {
  test.setTimeout(150_000)
  const search = await apiJson<SearchAnswer>('/v2/website/search?q=Partizan&locale=en')
  const club = search.clubs[0]
  expect(club, 'Partizan in the data').toBeDefined()
  const device = `e2e-news-device-${stamp}`
  await followerOf(club?.slug ?? '', device)

  await page.goto('/en/staff/news')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  expect(await site.accessibilityViolations()).toEqual([])
  await page.getByRole('link', { name: 'Write an article' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New article')
  await expect(page.getByText('Nothing is written in English yet.', { exact: false })).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])

  const english = { title: `Derby week ${stamp}`, summary: 'The city waits.', body: 'Both teams trained at home.' }
  const serbian = { title: `Nedelja derbija ${stamp}`, summary: 'Grad čeka.', body: 'Obe ekipe su trenirale kod kuće.' }
  await writeLanguage(page, 'English', english)
  await page.getByRole('toolbar', { name: 'Formatting' }).first().getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type(' Tickets are gone.')
  await writeLanguage(page, 'Srpski', serbian)
  await page.getByRole('searchbox', { name: 'Find a club' }).fill('Partizan')
  await page.getByRole('button', { name: 'Find clubs' }).click()
  await page.getByRole('button', { name: `Add ${club?.name}` }).click()
  await expect(page.getByRole('list', { name: 'Chosen clubs' })).toContainText(club?.name ?? '')
  await page.getByRole('button', { name: 'Cover photo Choose a photo' }).setInputFiles(crest('aba'))
  // The API keeps a re-encoded copy: the field names it by the sent name with the copy's type.
  await expect(page.getByRole('button', { name: /^Remove cover aba-crest\./ })).toBeVisible()
  const path = await publishNow(page)
  await expect(page.getByRole('img', { name: "The article's current cover" })).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])
  const alt = { english: 'The crest on the derby poster', serbian: 'Grb na plakatu derbija' }
  await attachGallery(page, path, alt)
  // The public answer carries the photo's alt text in both languages.
  const photos = await apiJson<{ photos: { alt: Record<string, string> }[] }>(`/v2/website${path}/photos`)
  expect(photos.photos.map((photo) => photo.alt)).toEqual([{ en: alt.english, sr: alt.serbian }])

  // A fan in a browser of their own (axe needs a page of a context it can open frames in).
  const fanContext = await browser.newContext({ baseURL: siteOrigin })
  const fan = await fanContext.newPage()
  const fanSite = new SitePage(fan)
  await fanSite.open(`/en${path}`)
  await expect(fanSite.heading).toHaveText(english.title)
  await expect(fan.getByRole('strong').filter({ hasText: 'Tickets are gone.' })).toBeVisible()
  await expect(fan.getByRole('note')).toHaveCount(0)
  await expectPhotos(fan, alt.english)
  await fanSite.open(`/sr${path}`)
  await expect(fanSite.heading).toHaveText(serbian.title)
  await expect(fan.getByText(serbian.body)).toBeVisible()
  await expectPhotos(fan, alt.serbian)
  await fanSite.open(`/fr${path}`)
  await expect(fanSite.heading).toHaveText(english.title)
  await expect(fan.getByRole('note')).toHaveText(
    'Cet article n’est pas disponible en Français ; il est affiché en English.',
  )
  expect(await fanSite.accessibilityViolations()).toEqual([])
  await fanContext.close()

  await expect.poll(async () => (await pushesTo(device)).length, 'a push to the follower').toBe(1)
  const [push] = await pushesTo(device)
  expect(JSON.stringify(push)).toContain(english.title)
})

test('given the XSS payload set in every field of an article, no payload runs where fans or staff see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const payloads = xssPayloads.join(' ')
  await page.goto('/en/staff/news/new')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New article')
  await writeLanguage(page, 'English', { title: `X ${payloads}`.slice(0, 200), summary: payloads, body: payloads })
  const path = await publishNow(page)

  const fanContext = await browser.newContext({ baseURL: siteOrigin })
  const fan = await fanContext.newPage()
  const dialogs: string[] = []
  fan.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  // The title as the API keeps it (harmless, as text): the lists must show it too, and run nothing.
  await fan.goto(`/en${path}`)
  const title = (await fan.getByRole('heading', { level: 1 }).textContent()) ?? ''
  expect(title.length).toBeGreaterThan(2)
  for (const address of [`/en${path}`, '/en/news', '/en']) {
    await fan.goto(address)
    await expect(fan.getByText(title, { exact: true }).first()).toBeVisible()
    expect(await fan.evaluate(() => Reflect.get(window, 'xssRan')), address).toBeUndefined()
  }
  await page.goto('/en/staff/news')
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
  expect(await page.evaluate(() => Reflect.get(window, 'xssRan'))).toBeUndefined()
  expect(dialogs).toEqual([])
  await fanContext.close()
})
