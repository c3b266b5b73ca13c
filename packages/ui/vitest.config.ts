import './src/test/node-20-map-group-by.ts'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { readdirSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

// The flags Debian's Chromium needs in containers and CI (see the repository's toolchain notes).
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

// Every client folder, so stories run in each theme a create-league-site run adds (no list to edit).
const clients = readdirSync(new URL('../../clients', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
  .map((entry) => entry.name)
  .sort()

async function storybookProject(client: string) {
  return {
    plugins: [await storybookTest({ configDir: '../../.storybook', initialGlobals: { client } })],
    test: {
      name: `storybook-${client}`,
      browser: {
        enabled: true,
        headless: true,
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
