import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/**
 * Flags for Debian's Chromium in a container: no sandbox (no user namespaces there), no GPU,
 * and none of the background traffic (updates, sync, QUIC probes) that would try to reach the
 * internet and flood the log. Playwright adds `--headless` itself.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']

/** The Chromium binary: `$CHROMIUM_PATH` if set, else the first known name on `$PATH`. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.`)
    return configured
  }
  const directories = (process.env.PATH ?? '').split(delimiter).filter(Boolean)
  for (const name of CANDIDATES) {
    for (const directory of directories) {
      const candidate = join(directory, name)
      if (existsSync(candidate)) return candidate
    }
  }
  return undefined
}

/** True on CI, where a missing browser must fail the run instead of skipping the tests. */
export function isCi(): boolean {
  const value = process.env.CI
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false'
}

export const MISSING_CHROMIUM =
  'Chromium was not found, so the browser tests (service worker, front-desk demo) did not run. ' +
  'Install it with `sudo apt-get install chromium`, or point CHROMIUM_PATH at a Chromium or Chrome binary.'
