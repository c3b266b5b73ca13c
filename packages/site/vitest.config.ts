import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // `server-only` throws unless resolved under React's `react-server` condition, which only Next's server
      // bundles set. Unit tests run server modules in plain Node, so they get the package's empty module: the
      // guard still stops the real bundler from putting those modules in a browser bundle.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
    environment: 'node',
    // A component test that renders a whole form and runs axe takes about a second alone and over five on these
    // two shared cores while the other packages' tests run beside it: the default 5 s failed them for load alone.
    testTimeout: 20_000,
  },
})
