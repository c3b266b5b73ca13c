import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The end-to-end test starts the API (which imports data/ into a fresh database) and the built site.
    testTimeout: 30_000,
    hookTimeout: 480_000,
  },
})
