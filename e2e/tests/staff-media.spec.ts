import type { Page } from '@playwright/test'
import { pngOf } from '../../packages/api/test/helpers/sample-files.ts'
import type { ClubPlayers, Clubs } from '@league/api/contract/clubs'
import type { VenueDetail, VenueList } from '@league/api/contract/venues'
import { expect, test, SitePage, type ApiClient } from '../fixtures.ts'
import { leagueStaff } from '../support/league-staff-account.ts'

// Staff give a club its crest and a player his headshot on /staff/media; a fan then sees the crest on the
// club's page and the headshot on the player's page, and the venue's screen draws the crest. The club is the
// home side of the game a venue's screen shows (not Arena Stožice, whose replay other specs follow), and the
// player one of its squad, so no other spec's checks read what changes here.

/** A name as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function signIn(page: Page) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(leagueStaff.email)
  await main.getByLabel('Password').fill(leagueStaff.password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** A venue other than Arena Stožice whose screen shows a game that is not live, and that game's home club. */
async function venueWithAGame(api: ApiClient) {
  const [{ venues }, { clubs }] = await Promise.all([
    api.get<VenueList>('/v2/website/venues'),
    api.get<Clubs>('/v2/website/clubs'),
  ])
  for (const venue of venues.filter((candidate) => candidate.slug !== 'arena-stozice')) {
    const detail = await api.get<VenueDetail>(`/v2/website/venues/${venue.slug}`)
    const current = detail.currentGame
    const club = clubs.find((candidate) => candidate.code === current?.game.home.team.code)
    if (current !== null && current.kind !== 'live' && club !== undefined && club.crestUrl === null) {
      return { venue: venue.slug, club }
    }
  }
  throw new Error('No venue shows a game of a club without a crest')
}

test('given league staff, should give a club its crest and a player his headshot for fans and screens', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000)
  const { venue, club } = await venueWithAGame(api)
  const { players } = await api.get<ClubPlayers>(`/v2/website/clubs/${club.slug}/players`)
  const player = players.at(-1)?.player
  expect(player).toBeDefined()
  const playerName = player?.name ?? ''

  await page.goto('/en/staff/media')
  await signIn(page)
  const site = new SitePage(page)
  await expect(site.heading).toHaveText('Crests and headshots')
  expect(await site.accessibilityViolations()).toEqual([])

  // The crest: pick the club, send a PNG.
  const clubs = page.getByRole('list', { name: 'Clubs of the league' })
  await page.getByRole('searchbox', { name: 'Find a club' }).fill(club.name)
  await clubs.getByRole('button', { name: new RegExp(`^${literally(club.name)} No crest yet`) }).click()
  await page.getByLabel(`Crest of ${club.name}`).setInputFiles({
    name: 'crest.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await pngOf(600, 600)),
  })
  await expect(page.getByText(`The crest of ${club.name} is saved.`)).toBeVisible()
  await expect(page.getByRole('img', { name: `Current crest of ${club.name}` })).toBeVisible()

  // The headshot: find the player by name, send a PNG.
  await page.getByRole('searchbox', { name: 'Find a player by name' }).fill(playerName)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page
    .getByRole('list', { name: 'Players found' })
    .getByRole('button', { name: new RegExp(`^${literally(playerName)} `) })
    .first()
    .click()
  await page.getByLabel(`Headshot of ${playerName}`).setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await pngOf(800, 1000)),
  })
  await expect(page.getByText(`The headshot of ${playerName} is saved.`)).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])

  // A fan: the club's header draws the crest (the page is revalidated when staff change it).
  const fan = await page.context().browser()?.newPage({ baseURL: test.info().project.use.baseURL })
  if (fan === undefined) {
    throw new Error('The browser opens a second page')
  }
  const fanSite = new SitePage(fan)
  await expect(async () => {
    await fanSite.open(`/en/clubs/${club.slug}`)
    await expect(fan.locator('header [data-slot="team-mark-image"]').first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const crestAddress = (await fan.locator('header [data-slot="team-mark-image"]').first().getAttribute('src')) ?? ''
  expect(crestAddress).toMatch(new RegExp(`^/api/crests/${club.slug}\\?v=[0-9a-f]{8}$`))
  const crest = await fan.request.get(crestAddress)
  expect(crest.headers()['content-type']).toBe('image/png')

  // The player's page shows his headshot, named by his name.
  await expect(async () => {
    await fanSite.open(`/en/players/${player?.slug ?? ''}`)
    await expect(fan.getByRole('img', { name: playerName, exact: true })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const headshotAddress = (await fan.getByRole('img', { name: playerName, exact: true }).getAttribute('src')) ?? ''
  expect(headshotAddress).toMatch(new RegExp(`^/api/headshots/${player?.slug ?? ''}\\?v=[0-9a-f]{8}$`))
  const headshot = await fan.request.get(headshotAddress)
  expect(headshot.headers()['content-type']).toBe('image/webp')
  expect(headshot.headers()['cache-control']).toContain('max-age=31536000')

  // The venue's screen draws the crest beside the club's name.
  await fan.goto(`/en/venues/${venue}/scoreboard-game`)
  await expect(fan.locator(`[data-slot="team-mark-image"][src="${crestAddress}"]`)).toBeVisible()
  await fan.close()
})
