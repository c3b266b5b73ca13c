import { defineConfig, devices } from '@playwright/test'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  apiPort,
  brokenSitePort,
  demoApiPort,
  demoSitePort,
  failingApiPort,
  fakeFcmPort,
  mailHttpPort,
  mailSmtpPort,
  sentryIngestPort,
  sentrySitePort,
  sitePort,
  xssApiPort,
  xssSitePort,
} from './ports.ts'
import { chromiumFlags } from '../scripts/chromium-flags.mjs'
import { writeSuiteClients } from './support/notice-client.ts'

// The suite starts its own API (on a fresh embedded database, so the first start imports data/) and the built
// site on ports of their own, so it never touches a developer's running `npm start`.
const dataDirectory = process.env.E2E_DATA_DIRECTORY ?? mkdtempSync(join(tmpdir(), 'league-e2e-'))
// The workers inherit it: the accounts-trust spec runs `league-api operator add` against this API's state.
process.env.E2E_DATA_DIRECTORY = dataDirectory
// The XSS spec's API holds a season whose names carry script payloads, on a database of its own.
const xssDataDirectory = mkdtempSync(join(tmpdir(), 'league-e2e-xss-'))
// The repository's clients plus a test league with a notice (support/notice-client.ts), for API and sites.
// The API asks the suite's site to regenerate its cached pages after a data change (a final score, an import).
const revalidateToken = randomBytes(24).toString('base64url')
const clientsDirectory = writeSuiteClients(mkdtempSync(join(tmpdir(), 'league-e2e-clients-')))
// The suite's API sends pushes to followers through a local stand-in for FCM (support/fake-fcm-server.mjs),
// signing in with a service account made for this run.
const fakeFcmUrl = `http://127.0.0.1:${fakeFcmPort}`
const pushServiceAccount = JSON.stringify({
  client_email: 'push@e2e-league.iam.gserviceaccount.com',
  private_key: generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey,
  project_id: 'e2e-league',
})
// The demo pair: an API on the demo clock (2022-23 in progress on the eve of round 11, as `npm run demo`
// starts it) on a database of its own, and a site reading it. The fantasy phone spec plays the season on with
// `league-api demo advance` against this folder, so the workers inherit it.
// Each worker reads this file again: it must find the folder the main process made, not make its own.
const demoDataDirectory = process.env.E2E_DEMO_DATA_DIRECTORY ?? mkdtempSync(join(tmpdir(), 'league-e2e-demo-'))
process.env.E2E_DEMO_DATA_DIRECTORY = demoDataDirectory

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /phone\.spec\.ts/ },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /phone\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node support/mail-catcher.mjs',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      env: { MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort), MAIL_CATCHER_HTTP_PORT: String(mailHttpPort) },
      reuseExistingServer: false,
    },
    {
      command: 'node support/fake-fcm-server.mjs',
      url: `${fakeFcmUrl}/health`,
      env: { FAKE_FCM_PORT: String(fakeFcmPort) },
      reuseExistingServer: false,
    },
    {
      // The live spec's operator account is made on the suite's fresh database before the API opens it.
      command:
        'pnpm --filter @league/api exec tsx ../../e2e/support/live-operator.ts && pnpm --filter @league/api start',
      url: `http://127.0.0.1:${apiPort}/ready`,
      env: {
        API_PORT: String(apiPort),
        TIMER_PORT: String(apiPort + 1000),
        API_DATA_DIR: dataDirectory,
        // The site forwards each visitor's address, as under `npm start`; every browser of the suite is the
        // same loopback visitor, so the per-address limits are raised for it.
        TRUSTED_PROXY: '127.0.0.1, ::1',
        LIVE_STREAMS_PER_ADDRESS: '1000',
        SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000',
        // Every spec's browser is one address: a team application's autosaves and a retry of its story would
        // otherwise meet the per-address limit meant for strangers.
        APPLICATION_REQUESTS_PER_ADDRESS: '10000',
        CLIENTS_DIR: clientsDirectory,
        // Account mails go over real SMTP to the suite's mail catcher, where the specs read their links.
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        MAIL_FROM: 'E2E League <no-reply@e2e.example>',
        FCM_SERVICE_ACCOUNT_JSON: pushServiceAccount,
        FCM_BASE_URL: fakeFcmUrl,
        FCM_TOKEN_URL: `${fakeFcmUrl}/token`,
        LOG_LEVEL: 'warn',
        REVALIDATE_TOKEN: revalidateToken,
        SITE_REVALIDATE_URL: [sitePort, sentrySitePort]
          .map((port) => `http://127.0.0.1:${port}/api/revalidate`)
          .join(','),
        // The sign-in pop-up posts its token only to these exact origins (scheme, host and port).
        SITE_ORIGINS: ['localhost', '127.0.0.1', 'liga-sur.localhost']
          .flatMap((host) => [sitePort, sentrySitePort].map((port) => `http://${host}:${port}`))
          .join(','),
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'pnpm --filter @league/site start',
      url: `http://localhost:${sitePort}/en`,
      env: {
        PORT: String(sitePort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        CLIENTS_DIR: clientsDirectory,
        REVALIDATE_TOKEN: revalidateToken,
        // Pages and data in its memory only: on the build's disk they outlive the run's fresh database, and the
        // next run's first visit got the cached page once more while it regenerated (a game page live at 0:0
        // from the previous run's replay, before this run's replay began).
        SITE_PAGE_CACHE: 'memory',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command:
        'pnpm --filter @league/api exec tsx ../../e2e/support/poisoned-season.ts && pnpm --filter @league/api start',
      url: `http://127.0.0.1:${xssApiPort}/ready`,
      env: {
        API_PORT: String(xssApiPort),
        TIMER_PORT: String(xssApiPort + 1000),
        API_DATA_DIR: xssDataDirectory,
        LOG_LEVEL: 'warn',
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'pnpm --filter @league/site start',
      url: `http://localhost:${xssSitePort}/en`,
      env: { PORT: String(xssSitePort), API_URL: `http://127.0.0.1:${xssApiPort}`, SITE_PAGE_CACHE: 'memory' },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The demo pair's API: the clock of `npm run demo` (scripts/demo.mjs), so the fantasy game has an open round.
      command: 'pnpm --filter @league/api start',
      url: `http://127.0.0.1:${demoApiPort}/ready`,
      env: {
        API_PORT: String(demoApiPort),
        TIMER_PORT: String(demoApiPort + 1000),
        API_DATA_DIR: demoDataDirectory,
        DEMO_AS_OF: '2022-12-15T22:59:59Z',
        TRUSTED_PROXY: '127.0.0.1, ::1',
        SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000',
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        MAIL_FROM: 'E2E League <no-reply@e2e.example>',
        LOG_LEVEL: 'warn',
        REVALIDATE_TOKEN: revalidateToken,
        SITE_REVALIDATE_URL: `http://127.0.0.1:${demoSitePort}/api/revalidate`,
        SITE_ORIGINS: ['localhost', '127.0.0.1'].map((host) => `http://${host}:${demoSitePort}`).join(','),
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'pnpm --filter @league/site start',
      url: `http://localhost:${demoSitePort}/en`,
      env: {
        PORT: String(demoSitePort),
        API_URL: `http://127.0.0.1:${demoApiPort}`,
        REVALIDATE_TOKEN: revalidateToken,
        // Same build as the suite's other sites, same client and paths, another season's state: its pages stay
        // in its memory, so no site serves another's from the shared disk (nor a run the one before).
        SITE_PAGE_CACHE: 'memory',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node support/failing-api.mjs',
      url: `http://127.0.0.1:${failingApiPort}/health`,
      env: { FAILING_API_PORT: String(failingApiPort) },
      reuseExistingServer: false,
    },
    {
      command: 'node support/fake-sentry-ingest.mjs',
      url: `http://127.0.0.1:${sentryIngestPort}/health`,
      env: { SENTRY_INGEST_PORT: String(sentryIngestPort) },
      reuseExistingServer: false,
    },
    {
      // A working site that reports errors to the fake ingest (tests/security-sentry.spec.ts).
      command: 'pnpm --filter @league/site start',
      url: `http://localhost:${sentrySitePort}/en`,
      env: {
        PORT: String(sentrySitePort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        REVALIDATE_TOKEN: revalidateToken,
        SENTRY_DSN: `http://public@127.0.0.1:${sentryIngestPort}/1`,
        SITE_PAGE_CACHE: 'memory',
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The failing site also reports errors, to the fake ingest (tests/security-sentry.spec.ts).
      command: 'pnpm --filter @league/site start',
      port: brokenSitePort,
      env: {
        PORT: String(brokenSitePort),
        API_URL: `http://127.0.0.1:${failingApiPort}`,
        SENTRY_DSN: `http://public@127.0.0.1:${sentryIngestPort}/1`,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
