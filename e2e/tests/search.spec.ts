import { expect, test } from '../fixtures.ts'

// Every spelling of the name must find the same player, in Latin and Cyrillic script.
for (const query of ['Đorđević', 'Djordjevic', 'Dordevic', 'Dzordzevic', 'Ђорђевић']) {
  test(`given a search for "${query}", should find Stefan Đorđević`, async ({ site, page }) => {
    await site.open(`/en/search?q=${encodeURIComponent(query)}`)
    await expect(page.getByRole('link', { name: /Stefan Đorđević/ }).first()).toBeVisible()
  })
}
