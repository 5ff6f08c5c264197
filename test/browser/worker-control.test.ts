import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { http as mswHttp, HttpResponse as MswHttpResponse } from 'msw'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MockWorker, MockWorkerOptions } from 'guest-reservation-mock/browser'
import type { Guest, Reservation } from 'guest-reservation-mock'
import { ADA, describeControlPlane, type ControlCode } from '../support/control-suite.js'
import type { Send } from '../support/contract.js'
import { CHROMIUM_ARGS, findChromium, isCi, MISSING_CHROMIUM } from './chromium.js'
import { pageSend, timedFetch } from './page-send.js'
import { serveStatic, type StaticServer } from './static-server.js'

// Callbacks given to page.evaluate() run in the page; these are the page globals they use
// (see pages/worker/index.html). The file compiles with Node's types, not the DOM library.
declare const window: {
  mock: MockWorker
  msw: { http: typeof mswHttp; HttpResponse: typeof MswHttpResponse }
  savedHotels: {
    databases(): Promise<string[]>
    keys(): Promise<string[] | undefined>
    read(key: string): Promise<unknown>
    write(key: string, value: unknown): Promise<unknown>
  }
  fingerprint(): Promise<string>
  startError?: string
}

declare const document: { body: { dataset: { state?: string } } | null }
declare const IDBObjectStore: { prototype: { put(...args: unknown[]): unknown } }
declare const IDBDatabase: { prototype: { transaction(...args: unknown[]): { addEventListener(type: string, listener: () => void): void } } }

const executablePath = findChromium()
if (!executablePath && isCi()) throw new Error(`${MISSING_CHROMIUM} On CI they must run, so this is a failure.`)

const PREFIX = '/app/'
const B = '2026-11-22'
/** A smaller hotel than the default keeps each page load short; the knobs do not depend on size. */
const HOTEL = { seed: 1, guests: 150, businessDate: B } satisfies MockWorkerOptions
const PAGE_ROOT = fileURLToPath(new URL('./pages/worker/', import.meta.url))
const json = (value: unknown) => ({ body: value })

/** The knobs of the handle that `startMockWorker` returned in the page, reached through `page.evaluate`. */
function pageControlCode(page: Page): ControlCode {
  return {
    reset: () => page.evaluate(() => window.mock.reset()),
    snapshot: () => page.evaluate(() => window.mock.snapshot()),
    restore: (snapshot) => page.evaluate((value) => window.mock.restore(value), snapshot),
    setBusinessDate: (businessDate) => page.evaluate((date) => window.mock.setBusinessDate(date), businessDate),
    configure: (change) => page.evaluate((value) => window.mock.configure(value), change),
    useScenario: (name) => page.evaluate((value) => window.mock.useScenario(value), name),
    fingerprint: () => page.evaluate(() => window.fingerprint()),
  }
}

describe.skipIf(!executablePath)('startMockWorker: control plane, handle and persistence, in headless Chromium', () => {
  let outDir: string
  let server: StaticServer
  let browser: Browser
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'worker-page-'))
    // The test page imports the browser entry the way an app does, bundled by vite like an app.
    await build({
      configFile: false,
      root: PAGE_ROOT,
      base: './',
      publicDir: fileURLToPath(new URL('../../demo/public/', import.meta.url)),
      logLevel: 'warn',
      resolve: { alias: { 'guest-reservation-mock/browser': fileURLToPath(new URL('../../src/browser.ts', import.meta.url)) } },
      build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
    })
    server = await serveStatic(outDir, PREFIX)
    browser = await chromium.launch({ executablePath: executablePath!, args: CHROMIUM_ARGS })
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (outDir) await rm(outDir, { recursive: true, force: true })
  })

  /** A browser context is a browser profile: its own worker registration and its own IndexedDB. */
  async function newProfile(): Promise<BrowserContext> {
    const context = await browser.newContext()
    contexts.push(context)
    return context
  }

  /** Opens the test page in `context`, which starts the mock with `options`, and waits for it. */
  async function openMock(options: MockWorkerOptions, context?: BrowserContext): Promise<{ page: Page; send: Send; warnings: string[] }> {
    const page = await (context ?? (await newProfile())).newPage()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
    })
    page.on('pageerror', (error) => warnings.push(error.message))
    await page.goto(`${server.origin}${PREFIX}?options=${encodeURIComponent(JSON.stringify(options))}`)
    await started(page)
    return { page, send: pageSend(page, server.origin), warnings }
  }

  async function closeProfiles(): Promise<void> {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  }

  async function started(page: Page): Promise<void> {
    await page.waitForSelector('body:not([data-state="starting"])', { state: 'attached', timeout: 20_000 })
    const error = await page.evaluate(() => window.startError)
    if (error) throw new Error(`startMockWorker() failed in the page: ${error}`)
  }

  async function reload(page: Page): Promise<void> {
    await page.reload()
    await started(page)
  }

  const fingerprint = (page: Page) => page.evaluate(() => window.fingerprint())

  describe('the control plane through the worker, and the same knobs in code', () => {
    let page: Page
    let send: Send

    beforeAll(async () => {
      ;({ page, send } = await openMock(HOTEL))
    }, 30_000)
    afterAll(closeProfiles)

    // The same hotel for every test: reset between them, as a test suite using the mock would.
    afterEach(async () => {
      await page.evaluate(() => window.mock.reset())
    })

    it('answers /__mock/ from the service worker, never from the network', async () => {
      const fromWorker: boolean[] = []
      const listener = (response: { url(): string; fromServiceWorker(): boolean }) => {
        if (new URL(response.url()).pathname.startsWith('/__mock/')) fromWorker.push(response.fromServiceWorker())
      }
      page.on('response', listener)
      const requestsBefore = server.requests.length
      expect((await send('GET', '/__mock/business-date')).json).toEqual({ businessDate: B })
      expect((await send('GET', '/__mock/config')).json).toEqual({ latency: { min: 0, max: 0 }, errorRate: 0 })
      page.off('response', listener)
      expect(fromWorker).toEqual([true, true])
      expect(server.requests.slice(requestsBefore)).toEqual([])
    })

    it('keeps a request journal: the same entries and filters over HTTP and in code, emptied by a reset', async () => {
      await send('POST', '/api/guests', { body: { firstName: 'Journal', lastName: 'Worker' }, headers: { 'X-Request-Id': 'w-1' } })
      await send('GET', '/api/nowhere')
      const overHttp = (await send('GET', '/__mock/requests?operationId=createGuest&status=201')).json.data
      expect(overHttp).toHaveLength(1)
      expect(overHttp[0]).toMatchObject({ method: 'POST', path: '/api/guests', session: null, accepted: true, body: { firstName: 'Journal', lastName: 'Worker' } })
      expect(overHttp[0].headers['x-request-id']).toBe('w-1')
      expect(await page.evaluate(() => window.mock.requests({ operationId: 'createGuest', status: 201 }))).toEqual(overHttp)
      expect((await send('GET', '/__mock/requests?path=/api/*&status=404')).json.data.map((entry: { path: string }) => entry.path)).toEqual(['/api/nowhere'])
      await page.evaluate(() => window.mock.reset())
      expect((await send('GET', '/__mock/requests')).json.data).toEqual([])
    })

    it('keeps only the last journalSize requests, over HTTP and in code', async () => {
      const small = await openMock({ ...HOTEL, journalSize: 3 })
      for (let page = 1; page <= 5; page++) expect((await small.send('GET', `/api/guests?page=${page}&pageSize=5`)).status).toBe(200)
      const overHttp = (await small.send('GET', '/__mock/requests')).json
      expect(overHttp.capacity).toBe(3)
      expect(overHttp.data.map((entry: { query: { page: string } }) => entry.query.page)).toEqual(['3', '4', '5'])
      expect(await small.page.evaluate(() => window.mock.requests())).toEqual(overHttp.data)
      await small.page.close()
    })

    it('keeps a per-page override added with worker.use() until reset() removes it', async () => {
      await page.evaluate(() => window.mock.worker.use(window.msw.http.get('*/api/guests', () => window.msw.HttpResponse.json({ overridden: true }, { status: 418 }))))
      expect((await timedFetch(page, '/api/guests')).status).toBe(418)
      await page.evaluate(() => window.mock.reset())
      expect((await send('GET', '/api/guests?pageSize=1')).status).toBe(200)
    })
  })

  // The same control-plane suite as in-process, setupServer and the Express server, through the
  // worker (HTTP from the page) and the handle startMockWorker returns (in the page).
  let controlPage: Page | undefined
  let controlSend: Send | undefined
  describe('the shared control-plane suite', () => {
    beforeAll(async () => {
      ;({ page: controlPage, send: controlSend } = await openMock(HOTEL))
    }, 30_000)
    afterAll(closeProfiles)
    describeControlPlane('service worker', () => ({ send: controlSend!, code: pageControlCode(controlPage!), businessDate: B }))
  })

  describe('the options it shares with Node', () => {
    afterEach(closeProfiles)

    it('starts with the given scenario and configuration; reset returns to them', async () => {
      const { page, send } = await openMock({ ...HOTEL, scenario: 'small', config: { latency: 100, errorRate: 0 } })
      expect((await send('GET', '/__mock/scenario')).json.name).toBe('small')
      expect((await send('GET', '/__mock/config')).json).toEqual({ latency: { min: 100, max: 100 }, errorRate: 0 })
      expect((await timedFetch(page, '/api/guests')).elapsed).toBeGreaterThanOrEqual(95)
      await send('PUT', '/__mock/scenario', json({ name: 'empty' }))
      await send('PUT', '/__mock/config', json({ latency: 0 }))
      await send('POST', '/__mock/reset')
      expect((await send('GET', '/__mock/scenario')).json.name).toBe('small')
      expect((await send('GET', '/__mock/config')).json.latency).toEqual({ min: 100, max: 100 })
      expect((await send('GET', `/api/guests/${ADA}`)).status).toBe(200)
    })

    it.each([
      [{ scenario: 'nope' }, /Unknown scenario "nope"/],
      [{ businessDate: '2026-02-30' }, /business date must be a real date/],
      [{ config: { errorRate: 2 } }, /configuration is invalid/],
      [{ persist: { key: '' } }, /persist\.key must be a non-empty string/],
      [{ persist: 'yes' }, /persist must be true, false or \{ key/],
      [{ authTokens: 'secret' }, /authTokens must be an array of bearer tokens, e\.g\. \['secret-1'\], not "secret"/],
      [{ baseUrl: 'pms' }, /baseUrl must be an http\(s\) URL/],
    ])('rejects bad options (%j) before it registers a worker', async (bad, message) => {
      const page = await (await newProfile()).newPage()
      await page.goto(`${server.origin}${PREFIX}?options=${encodeURIComponent(JSON.stringify({ ...HOTEL, ...bad }))}`)
      await page.waitForSelector('body[data-state="failed"]', { state: 'attached', timeout: 20_000 })
      expect(await page.evaluate(() => window.startError)).toMatch(message)
      // No worker took control of the page: nothing was registered for these options.
      expect(await page.evaluate('navigator.serviceWorker.controller')).toBeNull()
    })

    it('asks for a token on the control plane when auth is on, and leaves it out with controlPlane: false', async () => {
      const secured = await openMock({ ...HOTEL, guests: 20, authTokens: ['ctl-token'] })
      expect((await secured.send('POST', '/__mock/reset')).status).toBe(401)
      expect((await secured.send('GET', '/__mock/snapshot')).status).toBe(401)
      expect((await secured.send('GET', '/__mock/config', { headers: { authorization: 'Bearer ctl-token' } })).status).toBe(200)

      const { page, send } = await openMock({ ...HOTEL, guests: 20, controlPlane: false })
      const requestsBefore = server.requests.length
      // Without a control plane, /__mock/ is not the mock's: it goes to the network (this static host).
      const answer = await page.evaluate(async () => {
        const response = await fetch('/__mock/config')
        return { status: response.status, type: response.headers.get('content-type') }
      })
      expect(answer).toEqual({ status: 404, type: 'text/plain' })
      expect(server.requests.slice(requestsBefore)).toEqual(['/__mock/config'])
      expect((await send('GET', '/api/guests?pageSize=1')).status).toBe(200)
      // The handle still works in code.
      expect(await page.evaluate(() => window.mock.setBusinessDate('2026-11-23').then((result) => result.businessDate))).toBe('2026-11-23')
    })
  })

  describe('what a start costs the page', () => {
    afterEach(closeProfiles)

    it("makes its handlers in a stack of their own, so the browser never re-parses the page's script to place them", async () => {
      const context = await newProfile()
      // Every stack the page formats while the mock starts, as its frames: an async frame is code
      // waiting on the start through `await`, down to the page's top-level code, whose position
      // would make the browser parse the page's whole script again.
      await context.addInitScript(() => {
        const formatted: string[][] = []
        Object.assign(globalThis, { formattedStacks: formatted })
        ;(Error as unknown as { prepareStackTrace: unknown }).prepareStackTrace = (error: Error, frames: { isAsync(): boolean; getFunctionName(): string | null }[]) => {
          if (document.body?.dataset.state !== 'ready') formatted.push(frames.map((frame) => `${frame.isAsync() ? 'async ' : ''}${frame.getFunctionName() ?? '<anonymous>'}`))
          return [String(error), ...frames.map((frame) => `    at ${String(frame)}`)].join('\n')
        }
      })
      const { page, send } = await openMock(HOTEL, context)
      expect((await send('GET', '/api/guests?pageSize=1')).status).toBe(200)
      const stacks = (await page.evaluate('globalThis.formattedStacks')) as string[][]
      // msw reads a stack for each handler it makes (the API's and the control plane's).
      expect(stacks.length).toBeGreaterThanOrEqual(2)
      expect(stacks.filter((frames) => frames.some((frame) => frame.startsWith('async ')))).toEqual([])
    })
  })

  describe('persistence across page reloads', () => {
    afterEach(closeProfiles)

    const newGuest = (lastName: string) => json({ firstName: 'Kept', lastName, email: `${lastName.toLowerCase()}@example.com` })

    it('is off by default: a reload starts from the seed and nothing is stored', async () => {
      const { page, send } = await openMock(HOTEL)
      expect((await send('POST', '/api/guests', newGuest('Forgotten'))).status).toBe(201)
      await reload(page)
      expect((await send('GET', '/api/guests/search?lastName=Forgotten')).json.totalCount).toBe(0)
      expect(await page.evaluate(() => window.savedHotels.databases())).toEqual([])
    })

    it('keeps every acknowledged write, the business date and the scenario across a reload; reset forgets them', async () => {
      const { page, send, warnings } = await openMock({ ...HOTEL, persist: true })
      const seeded = await fingerprint(page)
      // Saved before it is acknowledged: the IndexedDB transaction completes before the 201 arrives.
      const order = await page.evaluate(async () => {
        const events: string[] = []
        const prototype = IDBDatabase.prototype
        const transaction = prototype.transaction
        prototype.transaction = function (this: unknown, ...args: unknown[]) {
          const opened = transaction.apply(this, args)
          if (args[1] === 'readwrite') opened.addEventListener('complete', () => events.push('saved'))
          return opened
        }
        const response = await fetch('/api/guests', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Saved', lastName: 'First' }) })
        events.push(`answered ${response.status}`)
        prototype.transaction = transaction
        return events
      })
      expect(order).toEqual(['saved', 'answered 201'])
      const created = await send('POST', '/api/guests', newGuest('Persisted'))
      expect(created.status).toBe(201)
      const stored = (await page.evaluate(() => window.savedHotels.read('guest-reservation-mock'))) as { format: string; scenario: string; snapshot: { guests: Guest[] } }
      expect(stored).toMatchObject({ format: 'guest-reservation-mock/browser-save@1', scenario: 'default' })
      expect(stored.snapshot.guests.map((guest) => guest.id)).toContain(created.json.id)

      // A burst of writes, then a reload at once: all of them are there.
      const burst = await Promise.all(Array.from({ length: 12 }, (_, index) => send('POST', '/api/guests', newGuest(`Burst${index}`))))
      expect(burst.map((answer) => answer.status)).toEqual(Array(12).fill(201))
      await send('PUT', '/__mock/business-date', json({ businessDate: '2026-11-25' }))
      const beforeReload = await fingerprint(page)

      await reload(page)
      expect(await fingerprint(page)).toBe(beforeReload)
      expect((await send('GET', `/api/guests/${created.json.id}`)).json).toEqual(created.json)
      expect((await send('GET', '/api/guests/search?lastName=Burst')).json.totalCount).toBe(12)
      expect((await send('GET', '/__mock/business-date')).json).toEqual({ businessDate: '2026-11-25' })

      // A scenario switch is saved with its name, so the control plane still knows it after a reload.
      await send('PUT', '/__mock/scenario', json({ name: 'small' }))
      await reload(page)
      expect((await send('GET', '/__mock/scenario')).json.name).toBe('small')
      expect((await send('GET', '/api/guests?pageSize=1')).json.totalCount).toBeLessThan(20)

      // Reset goes back to the seed (not to what was loaded) and removes the saved hotel.
      expect((await send('POST', '/__mock/reset')).status).toBe(204)
      expect(await fingerprint(page)).toBe(seeded)
      expect(await page.evaluate(() => window.savedHotels.keys())).toEqual([])
      await reload(page)
      expect(await fingerprint(page)).toBe(seeded)
      expect((await send('GET', '/__mock/scenario')).json.name).toBe('default')
      expect(warnings).toEqual([])
    })

    it('keeps hotels under different keys apart; reset() in code removes only its own', async () => {
      const context = await newProfile()
      const first = await openMock({ ...HOTEL, persist: { key: 'hotel-a' } }, context)
      await first.send('POST', '/api/guests', newGuest('Alpha'))
      const second = await openMock({ ...HOTEL, persist: { key: 'hotel-b' } }, context)
      expect((await second.send('GET', '/api/guests/search?lastName=Alpha')).json.totalCount).toBe(0)
      await second.send('POST', '/api/guests', newGuest('Bravo'))
      expect((await second.page.evaluate(() => window.savedHotels.keys()))!.sort()).toEqual(['hotel-a', 'hotel-b'])

      await second.page.evaluate(() => window.mock.reset())
      expect(await second.page.evaluate(() => window.savedHotels.keys())).toEqual(['hotel-a'])
      await reload(first.page)
      expect((await first.send('GET', '/api/guests/search?lastName=Alpha')).json.totalCount).toBe(1)
    })

    it('keeps working from memory, with a warning, where the browser offers no IndexedDB', async () => {
      const context = await newProfile()
      await context.addInitScript(() => Object.defineProperty(globalThis, 'indexedDB', { value: undefined }))
      const { send, warnings } = await openMock({ ...HOTEL, persist: true }, context)
      expect(warnings).toEqual([
        '[guest-reservation-mock] Cannot save the hotel in this browser (this browser offers no IndexedDB), so changes last only until the page reloads.',
      ])
      expect((await send('POST', '/api/guests', newGuest('Unsaved'))).status).toBe(201)
      expect((await send('POST', '/__mock/reset')).status).toBe(204)
    })

    it('keeps answering when the browser refuses to store, and says so once', async () => {
      const context = await newProfile()
      await context.addInitScript(() => {
        IDBObjectStore.prototype.put = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        }
      })
      const { page, send, warnings } = await openMock({ ...HOTEL, persist: true }, context)
      expect((await send('POST', '/api/guests', newGuest('Refused'))).status).toBe(201)
      expect((await send('POST', '/api/guests', newGuest('Refusal'))).status).toBe(201)
      expect((await send('GET', '/api/guests/search?lastName=Refus')).json.totalCount).toBe(2)
      expect(warnings).toEqual([
        '[guest-reservation-mock] Could not save the hotel in IndexedDB "guest-reservation-mock", key "guest-reservation-mock" ' +
          '(QuotaExceededError: The quota has been exceeded.). The mock keeps working, but changes from now on last only until the page reloads.',
      ])
      await reload(page)
      expect((await send('GET', '/api/guests/search?lastName=Refus')).json.totalCount).toBe(0)
    })

    it('starts from the seed, with a warning, when the saved hotel is invalid, and leaves it alone until the next write', async () => {
      const { page, send } = await openMock({ ...HOTEL, persist: true })
      await send('POST', '/api/guests', newGuest('Original'))
      const broken = await page.evaluate(async () => {
        const saved = (await window.savedHotels.read('guest-reservation-mock')) as { snapshot: { guests: Array<{ email: string | null }> } }
        const withEmail = saved.snapshot.guests.filter((guest) => guest.email !== null)
        withEmail[1]!.email = withEmail[0]!.email
        await window.savedHotels.write('guest-reservation-mock', saved)
        return saved
      })
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      await reload(page)
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(
        /^\[guest-reservation-mock\] The hotel saved in IndexedDB "guest-reservation-mock", key "guest-reservation-mock" cannot be used: its snapshot is invalid \(\/guests\/\d+\/email is already used by \/guests\/\d+\)\. The mock starts from the seed instead/,
      )
      expect((await send('GET', '/api/guests/search?lastName=Original')).json.totalCount).toBe(0)
      expect(await page.evaluate(() => window.savedHotels.read('guest-reservation-mock'))).toEqual(broken)

      await page.evaluate(() => window.savedHotels.write('guest-reservation-mock', { format: 'something else' }))
      warnings.length = 0
      await reload(page)
      expect(warnings).toEqual([
        expect.stringContaining('cannot be used: its format is "something else", not "guest-reservation-mock/browser-save@1"'),
      ])
      await send('POST', '/api/guests', newGuest('Replacement'))
      await reload(page)
      expect((await send('GET', '/api/guests/search?lastName=Replacement')).json.totalCount).toBe(1)
    })
  })
}, 60_000)
