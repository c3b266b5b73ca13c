import type { Page } from '@playwright/test'
import { pdfOf } from '../../packages/api/test/helpers/sample-files.ts'
import { expect, test, SitePage } from '../fixtures.ts'
import { leagueStaff } from '../support/league-staff-account.ts'

// Documents and game videos as staff publish them and fans find them: a document published with a second
// version shows its current PDF on the documents page and the first one on request; a YouTube link set on a
// 2021-22 play-off game (a season no other spec counts videos of) plays in the privacy-enhanced player on the
// game's video tab. The suite's staff member is made before the API starts (support/live-operator.ts).
const leagueBase = '/seasons/2021-22/leagues/aba-league'
const documentTitle = `Competition rules ${Date.now()}`

async function signIn(page: Page) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(leagueStaff.email)
  await main.getByLabel('Password').fill(leagueStaff.password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('given staff publishing a document with two versions, a fan should see the current one and the older on request', async ({
  page,
  site,
}) => {
  await page.goto('/en/staff/documents')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents')
  const create = page.getByRole('region', { name: 'Publish a document' })
  await create.getByRole('textbox', { name: 'Title (English)' }).fill(documentTitle)
  await create.getByRole('combobox', { name: 'Category' }).selectOption('regulations')
  await create.getByLabel('PDF file').setInputFiles({
    name: 'Rules 2021.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdfOf(1)),
  })
  await create.getByRole('button', { name: 'Publish' }).click()
  await expect(create.getByRole('status')).toHaveText('Published.')
  expect(await new SitePage(page).accessibilityViolations()).toEqual([])

  await page.getByRole('link', { name: documentTitle }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(documentTitle)
  const versions = page.getByRole('region', { name: 'Versions' })
  await versions.getByLabel('PDF file').setInputFiles({
    name: 'Rules 2022.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdfOf(2)),
  })
  await versions.getByRole('textbox', { name: 'What changed (English)' }).fill('Article 12 changed')
  await versions.getByRole('button', { name: 'Add version' }).click()
  await expect(versions.getByRole('status')).toHaveText('The new version is published.')
  await expect(versions.getByRole('link', { name: 'Version 2' })).toBeVisible()
  expect(await new SitePage(page).accessibilityViolations()).toEqual([])

  // A fan (signed out) reads the documents page.
  await page.context().clearCookies()
  await site.open('/en/documents')
  const regulations = page.getByRole('region', { name: 'Regulations' })
  const current = regulations.getByRole('link', { name: documentTitle, exact: true })
  await expect(current).toBeVisible()
  await expect(regulations.getByText('Article 12 changed')).toBeVisible()
  const older = regulations.getByRole('link', { name: `${documentTitle}, version 1` })
  await expect(older).toBeHidden()
  await regulations.getByText('Older versions (1)').click()
  await expect(older).toBeVisible()
  const download = await page.request.get((await current.getAttribute('href')) ?? '')
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('application/pdf')
  expect(download.headers()['content-disposition']).toContain('filename="Rules 2022.pdf"')
  expect(await site.accessibilityViolations()).toEqual([])
})

test('given staff setting a YouTube link on a 2021-22 play-off game, its video tab should show the nocookie player', async ({
  api,
  page,
  site,
}) => {
  const bracket = await api.get<{
    rounds: { slug: string; duels: { slug: string; games: { slug: string }[] }[] }[]
  }>(`/v2/website${leagueBase}/playoff`)
  const final = bracket.rounds.at(-1)
  const duel = final?.duels[0]
  const game = duel?.games[0]
  expect(game).toBeDefined()

  await page.goto('/en/staff/videos?season=2021-22')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game videos')
  const address = page.locator(`[id="url-${game?.slug}"]`)
  await address.locator('xpath=ancestor::details').locator('summary').click()
  await address.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  const form = address.locator('xpath=ancestor::form')
  await form.getByRole('textbox', { name: 'Video title (English)' }).fill('Final, game 1: highlights')
  await form.getByRole('button', { name: 'Save video' }).click()
  await expect(form.getByRole('status')).toHaveText('Saved.')
  expect(await new SitePage(page).accessibilityViolations()).toEqual([])

  await page.context().clearCookies()
  await site.open(`/en${leagueBase}/playoff/${final?.slug}/${duel?.slug}/games/1/game-video`)
  const player = page.getByTitle('Final, game 1: highlights')
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  const policy = (await page.request.get(page.url())).headers()['content-security-policy'] ?? ''
  expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com")
})
