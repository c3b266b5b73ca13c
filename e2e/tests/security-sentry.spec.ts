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

/**
 * The error events (not transactions, not replays) whose text mentions `marker`. Breadcrumbs are left out: they
 * are the trail of what the page did before (its link prefetches name other pages), not the error itself.
 */
async function errorEventsMentioning(marker: string): Promise<Envelope[]> {
  return (await envelopes()).filter((envelope) =>
    envelope.items.some((item) => {
      if (item.header.type !== 'event') {
        return false
      }
      const { breadcrumbs: _trail, ...event } = item.payload as Record<string, unknown>
      return JSON.stringify(event).includes(marker)
    }),
  )
}

type RecordingEvent = { type?: number; data?: { tag?: string; payload?: Record<string, unknown> } }

/** The settings the replay recorder reported in the first recording segment, once one has arrived. */
async function replayOptions(): Promise<Record<string, unknown> | undefined> {
  const recordings = (await envelopes())
    .flatMap((envelope) => envelope.items)
    .filter((item) => item.header.type === 'replay_recording')
    .flatMap((item) => (Array.isArray(item.payload) ? (item.payload as RecordingEvent[]) : []))
  return recordings.find((event) => event.data?.tag === 'options')?.data?.payload
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

    // Replays: every session and every session with an error, text and media not masked. The recorder
    // states its settings in an "options" event of the recording.
    await expect.poll(replayOptions).toMatchObject({
      sessionSampleRate: 1,
      errorSampleRate: 1,
      maskAllText: false,
      blockAllMedia: false,
    })

    // Nothing of the bot's visit was reported, neither from its browser nor from its server render (whose event
    // would carry the bot's user agent). The path alone would not tell: the person's error page prefetches the
    // header's links, /en/clubs among them, and those renders fail and are reported as the person's.
    expect(await errorEventsMentioning('bot-probe')).toEqual([])
    expect(await errorEventsMentioning('Googlebot')).toEqual([])
  })
})
