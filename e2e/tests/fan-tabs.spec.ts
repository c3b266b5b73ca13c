import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

// What a fan notices on the game centre: the tab rule (fragment → remembered choice → default) and the
// play-by-play's quarter and team filters.

// The 2022-23 final, Partizan Mozzart Bet v Crvena zvezda Meridianbet (data/aba-2022-23, games 22_201–22_205).
const finalSeries = '/en/seasons/2022-23/leagues/aba-league/playoff/final/partizan-vs-crvena-zvezda/games'
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Sections' })
/** The tab rule's island says it has looked at the address and kept the page (route-tab-memory.tsx). */
const tabRuleKept = (page: Page) => page.locator('[data-slot="route-tab-memory"][data-settled="true"]')

test.describe('given the tabs of a game centre', () => {
  test('should open the tab the address fragment names', async ({ site, page }) => {
    await page.goto(`${finalSeries}/5#play-by-play`)
    await expect(page).toHaveURL(/\/games\/5\/play-by-play$/)
    await expect(tabBar(page).getByRole('link', { name: 'Play-by-play' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Quarter 1', level: 2 })).toBeVisible()
    expect(await site.accessibilityViolations()).toEqual([])
  })

  test('should open the tab a fragment names on a club page too', async ({ page }) => {
    await page.goto('/en/clubs/partizan#last-games')
    await expect(page).toHaveURL(/\/en\/clubs\/partizan\/last-games$/)
    await expect(tabBar(page).getByRole('link', { name: 'Last games' })).toHaveAttribute('aria-current', 'page')
  })

  test('should open the next game on the chosen tab, and forget the choice after five minutes', async ({ page }) => {
    await page.clock.install()
    await page.goto(`${finalSeries}/4`)
    await expect(tabRuleKept(page)).toHaveCount(1)
    await tabBar(page).getByRole('link', { name: 'Play-by-play' }).click()
    await expect(page).toHaveURL(/\/games\/4\/play-by-play$/)

    await page.goto(`${finalSeries}/5`)
    await expect(page).toHaveURL(/\/games\/5\/play-by-play$/)
    await expect(tabBar(page).getByRole('link', { name: 'Play-by-play' })).toHaveAttribute('aria-current', 'page')

    await page.clock.fastForward('05:01')
    await page.goto(`${finalSeries}/3`)
    await expect(tabRuleKept(page)).toHaveCount(1)
    await expect(page).toHaveURL(/\/games\/3$/)
    await expect(tabBar(page).getByRole('link', { name: 'Team stats' })).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('given the play-by-play of the final’s game 5', () => {
  test('should narrow the plays by quarter and by team', async ({ site, page }) => {
    await site.open(`${finalSeries}/5/play-by-play`)
    // A play is a list item with the running score ("12–10"); the tab bar's items have none.
    const plays = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /\d+–\d+/ })
    const everyPlay = await plays.count()
    expect(everyPlay).toBeGreaterThan(100)

    const quarters = page.getByRole('group', { name: 'Quarter' })
    await quarters.getByRole('button', { name: 'Quarter 2' }).click()
    await expect(quarters.getByRole('button', { name: 'Quarter 2' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { name: 'Quarter 1', level: 2 })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Quarter 2', level: 2 })).toBeVisible()
    const secondQuarter = await plays.count()
    expect(secondQuarter).toBeLessThan(everyPlay)

    const teams = page.getByRole('group', { name: 'Team' })
    await teams.getByRole('button', { name: 'Crvena zvezda Meridianbet' }).click()
    await expect(teams.getByRole('button', { name: 'Crvena zvezda Meridianbet' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(plays.filter({ has: page.getByTitle('Partizan Mozzart Bet') })).toHaveCount(0)
    await expect(plays.filter({ has: page.getByTitle('Crvena zvezda Meridianbet') }).first()).toBeVisible()
    expect(await plays.count()).toBeLessThan(secondQuarter)
    expect(await site.accessibilityViolations()).toEqual([])

    await quarters.getByRole('button', { name: 'All' }).click()
    await teams.getByRole('button', { name: 'Both teams' }).click()
    await expect(plays).toHaveCount(everyPlay)
  })
})

test.describe('given the play-by-play on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('should narrow the plays with the quarter and team buttons, teams shown by code', async ({ site, page }) => {
    await site.open(`${finalSeries}/5/play-by-play`)
    const plays = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /\d+–\d+/ })
    const everyPlay = await plays.count()
    await page.getByRole('group', { name: 'Quarter' }).getByRole('button', { name: 'Quarter 4' }).tap()
    await expect(page.getByRole('heading', { name: 'Quarter 4', level: 2 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Quarter 3', level: 2 })).toHaveCount(0)
    const away = page.getByRole('group', { name: 'Team' }).getByRole('button', { name: 'Crvena zvezda Meridianbet' })
    await expect(away.getByText('CZV', { exact: true })).toBeVisible()
    await away.tap()
    await expect(plays.filter({ has: page.getByTitle('Partizan Mozzart Bet') })).toHaveCount(0)
    expect(await plays.count()).toBeLessThan(everyPlay)
    expect(await site.accessibilityViolations()).toEqual([])
  })
})
