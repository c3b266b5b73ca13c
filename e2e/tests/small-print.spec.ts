// The specification's small print (issue #17): server-rendered 404s, API messages as toasts, old addresses.
import { expect, test } from '../fixtures.ts'

test.describe('given an address that does not exist, requested without JavaScript', () => {
  for (const [path, title, home] of [
    ['/en/no-such-page', 'Page Not Found: /en/no-such-page', '/en'],
    ['/sr/nema-te-strane', 'Stranica nije pronađena: /sr/nema-te-strane', '/sr'],
  ] as const) {
    test(`should name ${path} and link home in the server HTML`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      expect(html).toContain(`href="${home}"`)
    })
  }

  test('should name the path of an unknown player in the server HTML', async ({ request }) => {
    const response = await request.get('/en/players/nobody-at-all')
    expect(response.status()).toBe(404)
    expect(await response.text()).toMatch(/<h1[^>]*>Page Not Found: \/en\/players\/nobody-at-all<\/h1>/)
  })
})
