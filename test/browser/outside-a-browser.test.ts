import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { DEFAULT_PERSIST_KEY, startMockWorker } from 'guest-reservation-mock/browser'
import { afterEach, describe, expect, it } from 'vitest'

// Runs in plain Node, no Chromium needed: the browser entry must say where to go instead.
describe('guest-reservation-mock/browser outside a browser', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
    delete (globalThis as { document?: unknown }).document
  })

  it('can be imported in Node, and refuses to start with a message that points to the Node entry', async () => {
    await expect(startMockWorker({ seed: 1 })).rejects.toThrow(
      "startMockWorker() needs a browser page: it registers a service worker. In Node (tests, scripts), import from 'guest-reservation-mock/node' instead.",
    )
    expect(DEFAULT_PERSIST_KEY).toBe('guest-reservation-mock')
  })

  it('names a simulated DOM when Node has one', async () => {
    Object.assign(globalThis, { window: {}, document: {} })
    await expect(startMockWorker()).rejects.toThrow(
      "startMockWorker() needs a real browser page: this looks like Node with a simulated DOM (jsdom?), where msw's browser runtime does not run. Import from 'guest-reservation-mock/node' there instead.",
    )
  })

  // Node cannot resolve msw's browser runtime, which the browser's own build imports up front
  // (decision 0334): every way into the entry from Node must end at the module that refuses.
  it("sends Node to a module that never imports msw's browser runtime, and browsers to the one that does", async () => {
    const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, Record<string, string | Record<string, string>>>
    }
    const entry = manifest.exports['./browser']!
    expect(entry).toEqual({
      types: './dist/src/browser.d.ts',
      source: { node: './src/browser/in-node.ts', default: './src/browser.ts' },
      node: './dist/src/browser/in-node.js',
      default: './dist/src/browser.js',
    })
    const nodeSide = await readFile(new URL('../../src/browser/in-node.ts', import.meta.url), 'utf8')
    expect(nodeSide.match(/^import (?!type ).*$/gm)).toEqual(["import { outsideABrowserError } from './environment.js'"])
    // Bundled for a page, msw's runtime is part of the script itself, not behind an import().
    const { metafile } = await build({
      entryPoints: [fileURLToPath(new URL('../../src/browser.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      metafile: true,
      logLevel: 'silent',
    })
    const mswImports = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((imported) => /node_modules\/msw\/lib\/browser\//.test(imported.path)))
    expect(mswImports.length).toBeGreaterThan(0)
    expect(mswImports.filter((imported) => imported.kind !== 'import-statement')).toEqual([])
  })
})
