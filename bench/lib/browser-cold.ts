import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { median, round } from './stats.js'

/** What the browser entry adds to an app's production build, and what msw's one-handler page weighs. */
export interface BundleSizes {
  /** A page that starts the mock (`startMockWorker`) and fetches once, minified by esbuild: bytes and gzip bytes. */
  mockBytes: number
  mockGzipBytes: number
  /** The same page with msw's `setupWorker` and one handler. */
  floorBytes: number
  floorGzipBytes: number
  /** mockGzipBytes - floorGzipBytes: what the package adds beyond msw. */
  addedGzipBytes: number
  /** The largest inputs of the mock page, in minified bytes, for the report. */
  largestInputs: { input: string; bytes: number }[]
}

export interface BrowserColdResult {
  browser: string
  /** Navigation to the first answered `fetch`, each run in a fresh browser profile (a new context). */
  mockMs: number
  floorMs: number
  /** Median of the per-pair ratios (mock and floor loaded one after the other). */
  ratio: number
  /**
   * The mock's page with an empty hotel (`guests: 0`): the same script and start without the
   * seeding, so `mockMs - emptyMs` is what seeding the default hotel costs the first answer.
   * A diagnostic, with no target of its own.
   */
  emptyMs: number
  /** Median of the per-round ratios of the empty hotel's page to the floor page. */
  emptyRatio: number
  runs: { mock: number[]; floor: number[]; empty: number[] }
}

type PageName = 'mock' | 'empty' | 'floor'

const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

/**
 * The pages' scripts: each awaits its worker's start at the top of the module, as the README's
 * and msw's own set-ups do before an app renders, then fetches once from a function, as an app's
 * code does, and puts the time on `window`. `empty` is the mock's page with no guests (and so no
 * stays): the same bundle, without the seeding.
 *
 * The `fetch` is made from a function queued after the start, not from the module's top-level
 * code: DevTools (Playwright's connection) records each request's initiator, and to place a frame
 * of a bundle's top-level code Chromium parses the whole script again, 36-47 ms of the page's
 * thread for the mock's page that a page with no DevTools attached, or an app fetching from its
 * components, never pays (docs/decisions/0333-bench-pages-fetch-from-a-function.md).
 */
function pageSources(root: string, seed: number, businessDate: string): Record<PageName, string> {
  const report = `async function firstAnswer() {
  const response = await fetch('/api/guests?pageSize=1')
  await response.arrayBuffer()
  window.firstAnswer = { status: response.status, ms: performance.now() }
}`
  const mockPage = (extra: string) => `import { startMockWorker } from ${JSON.stringify(resolve(root, 'dist/src/browser.js'))}
${report}
await startMockWorker({ seed: ${seed}, businessDate: '${businessDate}',${extra} quiet: true })
queueMicrotask(firstAnswer)`
  return {
    mock: mockPage(''),
    empty: mockPage(' guests: 0,'),
    floor: `import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'
${report}
const body = { data: [], page: 1, pageSize: 1, totalCount: 0, totalPages: 0 }
await setupWorker(http.get('/api/guests', () => HttpResponse.json(body))).start({ quiet: true, onUnhandledRequest: 'bypass' })
queueMicrotask(firstAnswer)`,
  }
}

/**
 * Builds the two pages as an app's production build would (esbuild, bundled, minified, ES2022,
 * `NODE_ENV=production`) into `outDir`, beside msw's worker script, and measures their gzip size
 * (level 9).
 */
export async function buildColdPages(root: string, outDir: string, seed: number, businessDate: string): Promise<BundleSizes> {
  mkdirSync(outDir, { recursive: true })
  copyFileSync(resolve(root, 'node_modules/msw/lib/mockServiceWorker.js'), join(outDir, 'mockServiceWorker.js'))
  const sizes: Record<string, { bytes: number; gzip: number; inputs: Record<string, { bytesInOutput: number }> }> = {}
  for (const [name, contents] of Object.entries(pageSources(root, seed, businessDate))) {
    const outfile = join(outDir, `${name}.js`)
    const result = await build({
      stdin: { contents, resolveDir: root, loader: 'js', sourcefile: `${name}-page.js` },
      outfile,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      logLevel: 'error',
    })
    const code = readFileSync(outfile)
    sizes[name] = { bytes: code.length, gzip: gzipSync(code, { level: 9 }).length, inputs: result.metafile.outputs[Object.keys(result.metafile.outputs)[0]!]!.inputs }
    writeFileSync(join(outDir, `${name}.html`), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="${name}.js"></script>\n`)
  }
  const byPackage = new Map<string, number>()
  for (const [input, { bytesInOutput }] of Object.entries(sizes.mock!.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)
    const key = match ? match[1]! : input.replace(/^.*?(dist\/)/, '$1').split('/').slice(0, 3).join('/')
    byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput)
  }
  return {
    mockBytes: sizes.mock!.bytes,
    mockGzipBytes: sizes.mock!.gzip,
    floorBytes: sizes.floor!.bytes,
    floorGzipBytes: sizes.floor!.gzip,
    addedGzipBytes: sizes.mock!.gzip - sizes.floor!.gzip,
    largestInputs: [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([input, bytes]) => ({ input, bytes })),
  }
}

/** A static host for the pages on loopback (no caching, like a fresh profile sees any host). */
async function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8' }
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://host').pathname.slice(1)
    const file = join(dir, name)
    if (!/^[a-zA-Z]+\.(html|js)$/.test(name) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': types[name.split('.').pop()!]!, 'Cache-Control': 'no-store' }).end(readFileSync(file))
  })
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/**
 * Loads each page `repeats` times in Chromium, in turns (mock, floor, empty hotel), each load in a new
 * browser context (an empty profile: no service worker registered, nothing cached), and reads
 * the time from navigation to the first answered `fetch`.
 */
export async function measureBrowserCold(dir: string, repeats: number, executablePath: string): Promise<BrowserColdResult> {
  const { chromium } = await import('playwright-core')
  const { server, origin } = await serve(dir)
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS })
  const version = browser.version()
  const load = async (name: PageName) => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(`${origin}/${name}.html`)
      const handle = await page.waitForFunction(() => (globalThis as { firstAnswer?: { status: number; ms: number } }).firstAnswer, null, { timeout: 60_000 })
      const answer = (await handle.jsonValue()) as { status: number; ms: number }
      if (answer?.status !== 200) throw new Error(`The ${name} page's first answer was ${answer?.status}, not 200.`)
      return answer.ms
    } finally {
      await context.close()
    }
  }
  const runs: BrowserColdResult['runs'] = { mock: [], floor: [], empty: [] }
  const ratios: number[] = []
  const emptyRatios: number[] = []
  try {
    // One unmeasured load of each: the browser's own first start (its caches of compiled code
    // are per profile, so every measured load below still starts cold).
    await load('floor')
    await load('mock')
    await load('empty')
    for (let i = 0; i < repeats; i++) {
      // The floor page in the middle, so each mock page is loaded right before or after it, and
      // the mock's page first in every other round.
      const order: PageName[] = i % 2 === 0 ? ['mock', 'floor', 'empty'] : ['empty', 'floor', 'mock']
      const ms = {} as Record<PageName, number>
      for (const name of order) ms[name] = await load(name)
      for (const name of order) runs[name].push(round(ms[name]))
      ratios.push(ms.mock / ms.floor)
      emptyRatios.push(ms.empty / ms.floor)
    }
  } finally {
    await browser.close()
    server.close()
  }
  return {
    browser: `Chromium ${version}`,
    mockMs: round(median(runs.mock)),
    floorMs: round(median(runs.floor)),
    ratio: round(median(ratios)),
    emptyMs: round(median(runs.empty)),
    emptyRatio: round(median(emptyRatios)),
    runs,
  }
}
