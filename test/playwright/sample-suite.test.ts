import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findChromium, isCi, MISSING_CHROMIUM } from '../browser/chromium.js'

/**
 * Runs the sample Playwright suite (test/playwright/*.pw.ts) the way a user's CI would: its own
 * runner, several workers, fullyParallel, one standalone server. It passes only if no test saw
 * another's data; this checks that it passed and that tests really ran in more than one worker.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const executablePath = findChromium()
if (!executablePath && isCi()) throw new Error(`${MISSING_CHROMIUM} On CI they must run, so this is a failure.`)

interface JsonReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number }
  suites: Suite[]
}
interface Suite {
  suites?: Suite[]
  specs: { title: string; tests: { results: { parallelIndex: number; status: string }[] }[] }[]
}

const results = (suite: Suite): { parallelIndex: number; status: string }[] => [
  ...suite.specs.flatMap((spec) => spec.tests.flatMap((test) => test.results)),
  ...(suite.suites ?? []).flatMap(results),
]

describe.skipIf(!executablePath)('the sample Playwright suite', () => {
  it('passes with several workers and fullyParallel against one server', { timeout: 600_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'playwright-report-'))
    const reportFile = join(folder, 'report.json')
    try {
      const runner = spawn(process.execPath, [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'test/playwright/playwright.config.ts'], {
        cwd: ROOT,
        // `source` points guest-reservation-mock/playwright at the TypeScript sources, as vitest does.
        env: { ...process.env, NODE_OPTIONS: '--conditions=source', PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, ...(executablePath && { CHROMIUM_PATH: executablePath }) },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      runner.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      runner.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => runner.on('exit', resolve))
      expect(code, output.slice(-4000)).toBe(0)
      const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport
      expect(report.stats).toMatchObject({ unexpected: 0, skipped: 0, flaky: 0 })
      expect(report.stats.expected).toBe(14)
      const ran = report.suites.flatMap(results)
      expect(ran.every((result) => result.status === 'passed')).toBe(true)
      expect(new Set(ran.map((result) => result.parallelIndex)).size).toBeGreaterThan(1)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

// Without Chromium (and not on CI) the suite above is skipped; this says why in the test report.
// Declared only then, so a run with Chromium counts no placeholder as skipped.
if (!executablePath) {
  describe('the sample Playwright suite without Chromium', () => {
    it.skip(MISSING_CHROMIUM, () => {})
  })
}
