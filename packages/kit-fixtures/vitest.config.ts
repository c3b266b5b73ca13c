import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The generator reads data/ with Node's file and URL helpers.
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
