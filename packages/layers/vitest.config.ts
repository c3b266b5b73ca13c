import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Cruising the whole repository resolves about a thousand modules: seconds, not milliseconds.
    testTimeout: 120_000,
  },
})
