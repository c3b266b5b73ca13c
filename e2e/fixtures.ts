import { apiPort } from './ports.ts'
import { AxeBuilder } from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

export const apiBaseUrl = `http://127.0.0.1:${apiPort}`
export const locales = ['en', 'sr', 'sl', 'es', 'fr', 'ru'] as const

/** Reads the product API as the site does: the demo client is chosen by the Origin header. */
export class ApiClient {
  async get<T>(path: string): Promise<T> {
    const response = await fetch(`${apiBaseUrl}${path}`, { headers: { Origin: 'http://localhost:3000' } })
    expect(response.status, `GET ${path}`).toBe(200)
    return (await response.json()) as T
  }
}

/** The parts every page of the site has. */
export class SitePage {
  readonly main: Locator
  readonly heading: Locator
  readonly banner: Locator
  readonly footer: Locator
  readonly skipLink: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.heading = page.getByRole('heading', { level: 1 })
    this.banner = page.getByRole('banner')
    this.footer = page.getByRole('contentinfo')
    this.skipLink = page.locator('a[href="#main"], a[href="#content"]').first()
  }

  async open(path: string) {
    const response = await this.page.goto(path)
    expect(response?.status(), `status of ${path}`).toBe(200)
    await expect(this.heading.first()).toBeVisible()
    return response
  }

  /** Serious and critical axe violations, with the rule ids and the first offending element of each. */
  async accessibilityViolations() {
    // Next streams a page's metadata after its body: after a client-side navigation the new <title> may come
    // a moment after the content the test waited for. Axe runs once a title is there, or after 5 s without
    // one, so a page that has none is still reported (document-title).
    await this.page
      .waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 })
      .catch(() => undefined)
    const results = await new AxeBuilder({ page: this.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)
  }
}

/** Numbers as the site prints them in any locale ("1.234", "1 234", "−7") back to numbers. */
export function parseNumber(text: string): number {
  const cleaned = text
    .replace(/[\s\u00a0\u202f.]/g, '')
    .replace('−', '-')
    .replace(',', '.')
  return Number(cleaned)
}

export const test = base.extend<{ api: ApiClient; site: SitePage }>({
  // Playwright reads a fixture's dependencies from this (empty) pattern.
  // oxlint-disable-next-line no-empty-pattern
  api: async ({}, use) => {
    await use(new ApiClient())
  },
  site: async ({ page }, use) => {
    await use(new SitePage(page))
  },
})

export { expect }
