import './src/test/node-20-map-group-by.ts'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import type { ToMatchScreenshotOptions } from 'vitest/node'
import { chromiumFlags } from '../../scripts/chromium-flags.mjs'

// Stories run in the demo clients' themes, and in the theme of any other client whose baselines were made
// (screenshots/<slug>/). A folder create-league-site just added has none, so `npm test` stays green; the CLI
// prints the one command that makes them: STORYBOOK_CLIENTS=<slug> … --update (a comma list).
const demoClients = ['aba', 'liga-sur']
const requestedClients = (process.env['STORYBOOK_CLIENTS'] ?? '').split(',').filter(Boolean)
const clients = readdirSync(new URL('../../clients', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
  .map((entry) => entry.name)
  .filter(
    (client) =>
      demoClients.includes(client) ||
      requestedClients.includes(client) ||
      existsSync(new URL(`screenshots/${client}`, import.meta.url)),
  )
  .sort()

const storybookProjectPrefix = 'storybook-'

// Baselines of the visual regression: screenshots/<client>/<stories file>/<story>.png, one per story and
// client theme. The platform is left out of the name on purpose: every machine of the project renders
// with Debian's Chromium, so one set of baselines serves them all.
const resolveScreenshotPath: NonNullable<ToMatchScreenshotOptions['resolveScreenshotPath']> = ({
  root,
  project,
  testFileName,
  arg,
  ext,
}) => {
  // The browser instance's project is named "storybook-<client> (chromium)".
  const client = project.name.slice(storybookProjectPrefix.length).replace(/ \(.*\)$/, '')
  return path.join(root, 'screenshots', client, testFileName.replace(/\.stories\.tsx$/, ''), `${arg}${ext}`)
}

async function storybookProject(client: string) {
  return {
    plugins: [await storybookTest({ configDir: '../../.storybook', initialGlobals: { client } })],
    test: {
      name: `${storybookProjectPrefix}${client}`,
      setupFiles: ['src/test/story-fonts.ts', 'src/test/story-screenshot.ts'],
      browser: {
        enabled: true,
        headless: true,
        // One fixed viewport and pixel ratio, so a screenshot depends on the story alone.
        viewport: { width: 1200, height: 900 },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // A small tolerance for anti-aliasing; a changed colour, size or text still fails.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
            resolveScreenshotPath,
          },
        },
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
            args: chromiumFlags,
          },
        }),
        instances: [{ browser: 'chromium' as const }],
      },
    },
  }
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      // Every story runs once per client theme, so axe checks colour contrast in both brands.
      ...(await Promise.all(clients.map(storybookProject))),
    ],
  },
})
