// The brand's faces ship with the project: a fan's phone, a laptop and the arena's screen draw a client's pages
// in the same fonts, whatever the machine has installed. Chromium says, through the DevTools protocol, which
// fonts drew each element with text (CSS.getPlatformFontsForNode); every one must be a web font of the client.
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { sitePort } from '../ports.ts'

type PlatformFont = { familyName: string; isCustomFont: boolean }

/** Every font Chromium used for the text of `selector`'s elements, with "(system)" after a machine's own. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready)
  const session = await page.context().newCDPSession(page)
  await session.send('DOM.enable')
  await session.send('CSS.enable')
  const { root } = await session.send('DOM.getDocument', { depth: -1 })
  const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector })
  const used = new Set<string>()
  for (const nodeId of nodeIds) {
    const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as { fonts: PlatformFont[] }
    for (const font of fonts) {
      used.add(`${font.familyName}${font.isCustomFont ? '' : ' (system)'}`)
    }
  }
  await session.detach()
  return [...used].sort()
}

// Headings, navigation, table cells and paragraphs: what a page says in its body and heading faces.
const textElements = 'h1, h2, h3, nav a, th, td, p, button'

// Russian only where the league publishes it: liga-sur's site is in Spanish, English and French.
for (const { client, origin, faces, russian } of [
  { client: 'aba', origin: `http://localhost:${sitePort}`, faces: ['Inter', 'Roboto Condensed'], russian: true },
  {
    client: 'liga-sur',
    origin: `http://liga-sur.localhost:${sitePort}`,
    faces: ['Noto Sans', 'Noto Serif'],
    russian: false,
  },
]) {
  test.describe(`given ${client}'s pages`, () => {
    test('should preload its body and heading faces and draw every text in them', async ({ page }) => {
      const response = await page.goto(`${origin}/en/seasons/2022-23/leagues/aba-league`)
      expect(response?.status()).toBe(200)
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(preloads.sort()).toEqual(
        faces.map((face) => `/fonts/${face.toLowerCase().replaceAll(' ', '-')}-latin-wght-normal.woff2`).sort(),
      )
      expect(await fontsDrawing(page, textElements)).toEqual(faces)
    })

    if (!russian) {
      return
    }
    test('should draw Russian pages in the same faces, from their Cyrillic files', async ({ page }) => {
      const fontFiles: string[] = []
      page.on('response', (answer) => {
        if (answer.url().includes('/fonts/')) {
          fontFiles.push(new URL(answer.url()).pathname)
        }
      })
      await page.goto(`${origin}/ru/seasons/2022-23/leagues/aba-league`)
      expect(await fontsDrawing(page, textElements)).toEqual(faces)
      expect(fontFiles.some((file) => file.includes('-cyrillic-wght-normal.woff2'))).toBe(true)
    })
  })
}

test('should serve a face as a cacheable woff2 and refuse any other file name', async ({ request }) => {
  const face = await request.get('/fonts/inter-latin-wght-normal.woff2')
  expect(face.status()).toBe(200)
  expect(face.headers()['content-type']).toBe('font/woff2')
  expect(face.headers()['cache-control']).toContain('max-age=604800')
  expect((await face.body()).subarray(0, 4).toString('latin1')).toBe('wOF2')
  expect((await request.get('/fonts/..%2Fpackage.json')).status()).toBe(404)
})
