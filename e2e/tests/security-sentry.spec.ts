import { brokenSitePort, sentryIngestPort, sentrySitePort } from '../ports.ts'
import { expect, test } from '../fixtures.ts'

// A working site and the failing site (its API answers 500) report to a local fake of Sentry's ingest
// (support/fake-sentry-ingest.mjs): errors of people are recorded with the spec's sampling and replay
// settings, errors during a bot's visit are only logged, in the browser and on the server render.
const reportingSite = `http://localhost:${sentrySitePort}`
const brokenSite = `http://localhost:${brokenSitePort}`
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type EnvelopeItem = { header: { type?: string }; payload: unknown }
type Envelope = { header: { trace?: { sample_rate?: string } }; items: EnvelopeItem[] }

async function envelopes(): Promise<Envelope[]> {
  const response = await fetch(`http://127.0.0.1:${sentryIngestPort}/envelopes`)
  return (await response.json()) as Envelope[]
}

/** The error events (not transactions, not replays) whose text mentions `marker`. */
async function errorEventsMentioning(marker: string): Promise<Envelope[]> {
  return (await envelopes()).filter((envelope) =>
    envelope.items.some((item) => item.header.type === 'event' && JSON.stringify(item.payload).includes(marker)),
  )
}

async function throwInPage(page: import('@playwright/test').Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text)
    })
  }, message)
}

test.describe('given a DSN and a fake ingest', () => {
  test("should only log a bot's errors and report a person's with the spec's settings", async ({ browser, page }) => {
    // A search engine's visit first: its server render fails and its browser throws.
    const botContext = await browser.newContext({ userAgent: googlebot })
    const botPage = await botContext.newPage()
    const botAnswer = await botPage.goto(`${brokenSite}/en/clubs`)
    expect(botAnswer?.status()).toBe(500)
    await botPage.goto(`${reportingSite}/en`)
    await expect(botPage.locator('meta[name="league-sentry-dsn"]')).toBeAttached()
    await throwInPage(botPage, 'bot-probe')
    await botContext.close()

    // Then a person: a failing server render, and an error in the browser on a working page.
    const answer = await page.goto(`${brokenSite}/en/seasons`)
    expect(answer?.status()).toBe(500)
    await page.goto(`${reportingSite}/en`)
    await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true)
    await throwInPage(page, 'browser-probe')

    await expect.poll(async () => (await errorEventsMentioning('browser-probe')).length).toBeGreaterThan(0)
    const [browserError] = await errorEventsMentioning('browser-probe')
    expect(browserError?.header.trace?.sample_rate).toBe('0.2')
    // The server render's failure of the person's page is reported too.
    await expect.poll(async () => (await errorEventsMentioning('/en/seasons')).length).toBeGreaterThan(0)

    // Replays: every session, text and media unmasked.
    await expect
      .poll(async () =>
        (await envelopes()).flatMap((envelope) => envelope.items).some((item) => item.header.type === 'replay_event'),
      )
      .toBe(true)
    const replayEvent = (await envelopes())
      .flatMap((envelope) => envelope.items)
      .find((item) => item.header.type === 'replay_event')
    expect(replayEvent?.payload).toMatchObject({
      contexts: { replay: { session_sample_rate: 1, error_sample_rate: 1 } },
    })
    await expect
      .poll(async () =>
        JSON.stringify(
          (await envelopes())
            .flatMap((envelope) => envelope.items)
            .filter((item) => item.header.type === 'replay_recording'),
        ),
      )
      .toMatch(/"maskAllText":false[^}]*"blockAllMedia":false|"blockAllMedia":false[^}]*"maskAllText":false/)

    // Nothing of the bot's visit was reported, neither from its browser nor from its server render.
    expect(await errorEventsMentioning('bot-probe')).toEqual([])
    expect(await errorEventsMentioning('/en/clubs')).toEqual([])
  })
})
