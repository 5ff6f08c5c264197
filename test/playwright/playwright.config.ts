import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../browser/chromium.js'

/**
 * The sample parallel suite: several workers, every test in parallel, one standalone server (started
 * by global-setup.ts), each test in its own session. Run by test/playwright/sample-suite.test.ts
 * (`npm test`), or alone: `npx playwright test -c test/playwright/playwright.config.ts`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.pw.ts',
  fullyParallel: true,
  workers: 4,
  retries: 0,
  // A generous limit for a loaded two-core machine; nothing here asserts on time.
  timeout: 120_000,
  outputDir: join(tmpdir(), 'guest-reservation-mock-playwright'),
  forbidOnly: true,
  globalSetup: './global-setup.ts',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'], ['line']] : [['line']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
})
