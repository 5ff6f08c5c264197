import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Tests import the package by its public names (guest-reservation-mock/node, ...); the `source`
  // export condition points those names at the TypeScript sources, so no build is needed first.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    // The jest project's test file, run by jest inside the packed-package test.
    exclude: ['test/package/consumer/**', '**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here: two workers keep the machine responsive for the servers the tests start.
    maxWorkers: 2,
  },
})
