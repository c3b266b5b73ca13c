import { expect, locales, test } from '../fixtures.ts'

// The public fantasy pages on the real 2022-23 season: the league centre's fantasy tab, its rules page and the
// game centre's fantasy tab (a round game and a play-off game), in all six languages, with no serious axe finding.
const leagueBase = '/seasons/2022-23/leagues/aba-league'
const roundGame = `${leagueBase}/rounds/1/games/22-6`

/** The tab bar's current tab, whatever its label in the page's language. */
const fantasyTabLabels = { en: 'Fantasy', sr: 'Fantasy', sl: 'Fantasy', es: 'Fantasy', fr: 'Fantasy', ru: 'Фэнтези' }

for (const locale of locales) {
  test.describe(`given the ${locale} site`, () => {
    test('should answer the league and game fantasy tabs and the rules page without accessibility violations', async ({
      site,
      page,
    }) => {
      for (const path of [`${leagueBase}/fantasy`, `${leagueBase}/fantasy/rules`, `${roundGame}/fantasy`]) {
        await test.step(path, async () => {
          await site.open(`/${locale}${path}`)
          await expect(page.locator('html')).toHaveAttribute('lang', locale)
          await expect(page.getByRole('link', { name: fantasyTabLabels[locale], exact: true })).toHaveAttribute(
            'aria-current',
            'page',
          )
          expect(await site.accessibilityViolations()).toEqual([])
        })
      }
    })
  })
}

test('given the English league fantasy tab, should show the ranking, prices and links to the rules and to play', async ({
  site,
  page,
}) => {
  await site.open(`/en${leagueBase}/fantasy`)
  await expect(page.getByRole('heading', { level: 2, name: 'General ranking' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Prices' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Most expensive' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Play', exact: true })).toHaveAttribute('href', '/en/profile/my-fantasy')
  await page.getByRole('link', { name: 'Rules of the game' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Rules of the fantasy game' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Starting five' }).getByRole('listitem')).toHaveCount(5)
})

test("given the fantasy tab of Zadar – SC Derby, should explain Juan Davis's 5.5 points line by line", async ({
  site,
  page,
}) => {
  await site.open(`/en${roundGame}/fantasy`)
  const zadar = page.getByRole('region', { name: 'Zadar' })
  // His line is a disclosure: its summary names him (the name beside it links to his player page).
  await zadar.locator('summary').filter({ hasText: 'Juan Davis' }).click()
  const explanation = page.getByRole('table', { name: "How Juan Davis's points add up" })
  await expect(explanation).toBeVisible()
  await expect(explanation.getByRole('row', { name: /Base points/ })).toContainText('5')
  await expect(explanation.getByRole('row', { name: /Win bonus/ })).toContainText('0.5')
  await expect(explanation.getByRole('row', { name: /Total/ })).toContainText('5.5')
})

test('given a play-off game, should answer its fantasy tab', async ({ api, site, page }) => {
  const bracket = await api.get<{ rounds: { slug: string; duels: { slug: string }[] }[] }>(
    `/v2/website${leagueBase}/playoff`,
  )
  const final = bracket.rounds.at(-1)
  const path = `${leagueBase}/playoff/${final?.slug}/${final?.duels[0]?.slug}/games/1/fantasy`
  await site.open(`/en${path}`)
  await expect(page.getByRole('link', { name: 'Fantasy', exact: true })).toHaveAttribute('aria-current', 'page')
  expect(await site.accessibilityViolations()).toEqual([])
})
