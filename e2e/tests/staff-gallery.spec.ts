import type { Page } from '@playwright/test'
import { jpegWithExifOf, pngOf } from '../../packages/api/test/helpers/sample-files.ts'
import { expect, SitePage, test } from '../fixtures.ts'
import { leagueStaff } from '../support/league-staff-account.ts'

// Photos as a league lives them: staff make a gallery about a game of 2021-22 (a season no other spec counts
// photos of), send two photos, describe them and publish; a fan opens the game's photos tab, opens the
// lightbox, moves with the arrow key and closes it with Escape. Axe checks the staff page and the photos tab.
const gamePhotosPath = '/en/seasons/2021-22/leagues/aba-league/rounds/1/games/21-1/photos'
const galleryTitle = `Opening night ${Date.now()}`

async function signIn(page: Page) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(leagueStaff.email)
  await main.getByLabel('Password').fill(leagueStaff.password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function addPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, alt: string) {
  const adding = page.getByRole('region', { name: 'Add a photo' })
  await adding.getByRole('button', { name: 'Photo Choose a photo' }).setInputFiles(file)
  // The description fields appear once the photo is sent.
  await adding.getByRole('textbox', { name: 'Alt text (English)' }).fill(alt)
  await adding.getByRole('button', { name: 'Add to gallery' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Photo added.' })).toBeVisible()
}

test('given staff publishing a gallery on a game, should show its photos in a lightbox to fans', async ({
  browser,
  page,
  site,
}) => {
  test.setTimeout(120_000)
  await page.goto('/en/staff/galleries')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Photo galleries' })).toBeVisible()

  await page.getByRole('textbox', { name: 'Title (English)' }).fill(galleryTitle)
  await page.getByLabel('About').selectOption('game')
  await page.getByRole('textbox', { name: 'Address (slug)' }).fill('21-1')
  await page.getByRole('button', { name: 'Create gallery' }).click()
  await expect(page.getByRole('heading', { level: 1, name: galleryTitle })).toBeVisible()

  const camera = Buffer.from(await jpegWithExifOf(1800, 1200))
  await addPhoto(page, { name: 'tip-off.jpg', mimeType: 'image/jpeg', buffer: camera }, 'Tip-off at the centre circle')
  const court = Buffer.from(await pngOf(1200, 800))
  await addPhoto(page, { name: 'court.png', mimeType: 'image/png', buffer: court }, 'The home bench celebrates')
  await expect(page.getByRole('listitem', { name: 'Photo 2 of 2' })).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('heading', { name: 'Published: fans see it' })).toBeVisible()

  // A fan in a browser of their own: no staff session.
  const fanContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const fan = await fanContext.newPage()
  const fanSite = new SitePage(fan)
  await expect(async () => {
    await fan.goto(gamePhotosPath)
    await expect(fan.getByRole('list', { name: 'Photos' })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await fan.getByRole('button', { name: 'Open photo 1 of 2: Tip-off at the centre circle' }).click()
  const dialog = fan.getByRole('dialog', { name: 'Photo 1 of 2' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Tip-off at the centre circle' })).toBeVisible()
  await fan.keyboard.press('ArrowRight')
  await expect(fan.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible()
  await fan.keyboard.press('Escape')
  await expect(fan.getByRole('dialog')).toHaveCount(0)
  expect(await fanSite.accessibilityViolations()).toEqual([])
})
