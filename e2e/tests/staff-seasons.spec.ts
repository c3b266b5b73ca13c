import type { Page } from '@playwright/test'
import { apiBaseUrl, expect, test } from '../fixtures.ts'
import { leagueStaff } from '../support/league-staff-account.ts'

// A season set up from nothing, as league staff do it: a draft season in the league's competition, three of
// the league's clubs added by hand (an odd count, so each round one team sits out), and a generated schedule.
// Axe checks the seasons list and the season's page at each step (its teams, schedule and publish/play-off
// sections). The season stays a draft and its teams are clubs the league has, so no fan page and no other
// spec's counts change.
const seasonName = `E2E ${Date.now() % 1_000_000_000}`

async function signIn(page: Page) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(leagueStaff.email)
  await main.getByLabel('Password').fill(leagueStaff.password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Three of the league's clubs by the names the club choice shows. */
async function threeClubs(): Promise<string[]> {
  const response = await fetch(`${apiBaseUrl}/v2/website/clubs`, { headers: { Origin: 'http://localhost:3000' } })
  expect(response.status).toBe(200)
  const { clubs } = (await response.json()) as { clubs: { name: string; currentName?: string | null }[] }
  return clubs.slice(0, 3).map((club) => club.currentName || club.name)
}

/** Adds one of the league's clubs with its first venue; the season then has `teams` teams. */
async function addTeam(page: Page, club: string, teams: number) {
  const form = page.getByRole('form', { name: 'Add a team by hand' })
  await form.getByRole('combobox', { name: 'Club the league has' }).selectOption({ label: club })
  // The first venue the league has: the choice's first option is "A new venue".
  await form.getByRole('combobox', { name: 'Venue the league has' }).selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Add the team' }).click()
  await expect(form.getByRole('status')).toHaveText(`${club} was added.`)
  // The row names the team as it plays this season, which may be shorter than the club's full name.
  const rows = page.getByRole('table', { name: 'Teams' }).getByRole('rowgroup').last().getByRole('row')
  await expect(rows).toHaveCount(teams)
  await expect(rows.last().getByRole('cell', { name: 'By hand' })).toBeVisible()
}

test('given staff setting up a season with three teams, should show its rounds with a bye and pass axe', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000)
  const clubs = await threeClubs()
  await page.goto('/en/staff/seasons')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seasons')
  await expect(page.getByRole('table', { name: 'The league’s seasons' })).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])

  const create = page.getByRole('form', { name: 'New season' })
  await create.getByRole('textbox', { name: 'Season name' }).fill(seasonName)
  await create.getByRole('combobox', { name: 'Competition' }).selectOption({ index: 1 })
  await create.getByLabel('First day').fill('2031-10-01')
  await create.getByLabel('Last day').fill('2032-05-31')
  await create.getByRole('combobox', { name: 'Regular season' }).selectOption('single')
  await create.getByRole('button', { name: 'Create the season' }).click()
  await expect(page).toHaveURL(/\/en\/staff\/seasons\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seasonName)
  await expect(page.getByText('No teams yet.', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate the schedule' })).toBeDisabled()
  expect(await site.accessibilityViolations()).toEqual([])

  for (const [index, club] of clubs.entries()) {
    await addTeam(page, club, index + 1)
  }
  const teams = page.getByRole('table', { name: 'Teams' })
  await expect(teams.getByRole('row')).toHaveCount(4)
  await expect(teams.getByRole('cell', { name: 'By hand' })).toHaveCount(3)
  expect(await site.accessibilityViolations()).toEqual([])

  const schedule = page.getByRole('form', { name: 'Schedule' })
  await schedule.getByLabel('First round’s date').fill('2031-10-04')
  await schedule.getByRole('button', { name: 'Generate the schedule' }).click()
  await expect(schedule.getByRole('status')).toHaveText('The schedule was generated.')
  // Three teams, each pair once: three rounds of one game, one team sitting each round out.
  const rounds = page.getByRole('region', { name: 'Rounds' })
  for (const round of ['Round 1', 'Round 2', 'Round 3']) {
    await expect(rounds.getByRole('heading', { level: 3, name: round })).toBeVisible()
  }
  await expect(rounds.getByRole('region', { name: 'Round 1' }).getByRole('listitem')).toHaveCount(1)
  await expect(rounds.getByText(/^Bye: /)).toHaveCount(3)
  await expect(rounds.getByRole('region', { name: 'Round 1' })).toContainText('2031-10-04')
  await expect(page.getByRole('button', { name: 'Generate the schedule again' })).toBeEnabled()
  await expect(page.getByRole('button', { name: `Publish ${seasonName}` })).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])

  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Seasons' }).click()
  const listed = page.getByRole('table', { name: 'The league’s seasons' }).getByRole('row', { name: seasonName })
  await expect(listed.getByRole('cell', { name: 'Draft' })).toBeVisible()
  await expect(listed.getByRole('cell', { name: '3', exact: true })).toBeVisible()
})
