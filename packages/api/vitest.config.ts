// API tests import real seasons into fresh databases, which takes seconds: hooks get room for that.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
})
