import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getResponse } from 'msw'
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core'
import { build, createServer } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, createHandlers, type Guest, type Reservation } from 'guest-reservation-mock'
import { CHROMIUM_ARGS, findChromium, isCi, MISSING_CHROMIUM } from './chromium.js'
import { serveStatic, type StaticServer } from './static-server.js'

// Callbacks given to page.evaluate() run in the page. This file compiles with Node's types, not
// the DOM library, so these are the few page globals those callbacks use.
declare const document: { querySelector(selector: string): { setAttribute(name: string, value: string): void } | null }
declare const location: { hash: string }
declare const Navigator: { prototype: object }
declare const navigator: {
  serviceWorker: {
    controller: { scriptURL: string } | null
    getRegistration(): Promise<{ scope: string; active: { state: string } | null } | undefined>
  }
}

const executablePath = findChromium()
if (!executablePath && isCi()) throw new Error(`${MISSING_CHROMIUM} On CI they must run, so this is a failure.`)
if (!executablePath) console.warn(`\n${MISSING_CHROMIUM}\n`)

/** The build is served from a sub-path of a plain static host, as it would be from a CDN folder. */
const PREFIX = '/hotel/front-desk/'
/** A host name that is not a secure context, so service workers are unavailable on it. */
const INSECURE_HOST = 'insecure.front-desk.test'
/** A fixed business date keeps the README screenshot identical from run to run. */
const BUSINESS_DATE = '2026-05-15'
const SCREENSHOT = fileURLToPath(new URL('../../docs/demo.png', import.meta.url))
const CONTROLS_SCREENSHOT = fileURLToPath(new URL('../../docs/demo-controls.png', import.meta.url))
const DEMO_CONFIG = fileURLToPath(new URL('../../demo/vite.config.ts', import.meta.url))
const TABS = [
  { key: 'arrivals', status: 'arrivals' },
  { key: 'departures', status: 'departures' },
  { key: 'in-house', status: 'in_house' },
  { key: 'upcoming', status: 'upcoming' },
  { key: 'all', status: undefined },
] as const

interface Page_<T> {
  data: T[]
  page: number
  pageSize: number
  totalCount: number
  totalPages: number
}

interface Fetched {
  status: number
  headers: Record<string, string>
  body: string
}

describe.skipIf(!executablePath)('front-desk demo and mock service worker, in headless Chromium', () => {
  let outDir: string
  let server: StaticServer
  let browser: Browser
  let context: BrowserContext | undefined

  beforeAll(async () => {
    // Test the static build a user would deploy, not the dev server.
    outDir = await mkdtemp(join(tmpdir(), 'front-desk-'))
    await build({
      configFile: DEMO_CONFIG,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
    server = await serveStatic(outDir, PREFIX)
    browser = await chromium.launch({
      executablePath: executablePath!,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`],
    })
  }, 90_000)

  afterEach(async () => {
    // A context per test: its own service worker registration and a freshly seeded database.
    await context?.close()
    context = undefined
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (outDir) await rm(outDir, { recursive: true, force: true })
  })

  /** Opens the demo with the given hotel options and waits until the first view has rendered. */
  async function openDemo(search = `?businessDate=${BUSINESS_DATE}`, hash = ''): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(`${server.origin}${PREFIX}${search}${hash}`)
    await ready(page)
    expect(errors).toEqual([])
    return page
  }

  async function ready(page: Page): Promise<void> {
    await page.waitForSelector('main#view[aria-busy="false"]', { timeout: 20_000 })
  }

  async function navigate(page: Page, hash: string): Promise<void> {
    await page.evaluate((target) => {
      document.querySelector('#view')?.setAttribute('aria-busy', 'true')
      location.hash = target
    }, hash)
    await ready(page)
  }

  /** `fetch` inside the page: the request goes exactly where the app's own requests go. */
  async function fetchInPage(page: Page, paths: string[], init?: { method: string; body: string }): Promise<Fetched[]> {
    return page.evaluate(
      async ({ paths, init }) =>
        Promise.all(
          paths.map(async (path) => {
            const response = await fetch(path, init ? { ...init, headers: { 'Content-Type': 'application/json' } } : undefined)
            return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
          }),
        ),
      { paths, init },
    )
  }

  async function getJson<T>(page: Page, path: string): Promise<T> {
    const [response] = await fetchInPage(page, [path])
    expect(response!.status, `GET ${path}`).toBe(200)
    return JSON.parse(response!.body) as T
  }

  async function texts(page: Page, selector: string): Promise<string[]> {
    return page.locator(selector).allTextContents()
  }

  it('answers every API call from a service worker that controls the page, not from a fetch patch or the network', async () => {
    context = await browser.newContext()
    const page = await context.newPage()
    const apiResponses: Response[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiResponses.push(response)
    })
    const requestsBefore = server.requests.length
    await page.goto(`${server.origin}${PREFIX}?businessDate=${BUSINESS_DATE}`)
    await ready(page)

    expect(await interception(page)).toEqual({
      controller: `${server.origin}${PREFIX}mockServiceWorker.js`,
      activeState: 'activated',
      scope: `${server.origin}${PREFIX}`,
    })

    // The dashboard's own calls: five tab counts and the arrivals list.
    expect(apiResponses.length).toBeGreaterThanOrEqual(6)
    for (const response of apiResponses) expect(response.fromServiceWorker(), response.url()).toBe(true)

    const [guests] = await fetchInPage(page, ['/api/guests?pageSize=1'])
    expect(guests!.status).toBe(200)
    expect(guests!.headers['content-type']).toMatch(/^application\/json/)
    // 500 generated guests, plus the named fixtures on top.
    expect(Number(guests!.headers['x-total-count'])).toBeGreaterThanOrEqual(500)

    // The static host never saw an API path: nothing fell through to the network.
    expect(server.requests.slice(requestsBefore).filter((path) => path.startsWith('/api'))).toEqual([])
  })

  it('notices a fetch patch: where a browser has service workers turned off, the checks above fail', async () => {
    // The control for the test above. msw's fallback patches fetch and still answers (its patched
    // fetch even claims to be native code), so only the registration and the network layer tell.
    context = await browser.newContext()
    await context.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker
    })
    const page = await context.newPage()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const apiResponses: Response[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiResponses.push(response)
    })
    await page.goto(`${server.origin}${PREFIX}?businessDate=${BUSINESS_DATE}`)
    await ready(page)

    expect(await page.locator('[data-tab="arrivals"] .tab-count').textContent()).toMatch(/^[1-9][0-9]*$/)
    expect(await interception(page)).toEqual({ controller: null, activeState: null, scope: null })
    expect(apiResponses.map((response) => response.url())).toEqual([])
    expect(warnings.filter((text) => text.includes('Service workers are turned off in this browser'))).toHaveLength(1)
  })

  it('refuses to start on an insecure origin, saying how to open the app instead', async () => {
    context = await browser.newContext()
    const page = await context.newPage()
    const requestsBefore = server.requests.length
    await page.goto(`${server.origin.replace('127.0.0.1', INSECURE_HOST)}${PREFIX}`)
    await ready(page)
    expect(await page.getByRole('alert').textContent()).toBe(
      'startMockWorker() needs a secure context, and this page is served over plain http from a host that is not local. ' +
        'Open it via https, http://localhost or http://127.0.0.1 instead.',
    )
    expect(server.requests.slice(requestsBefore).filter((path) => !path.startsWith(PREFIX))).toEqual([])
  })

  it('shows tab counts equal to the API totals, and the API page in the list (README screenshot)', async () => {
    const page = await openDemo()
    expect(await page.locator('#business-date').getAttribute('data-business-date')).toBe(BUSINESS_DATE)

    for (const tab of TABS) {
      const query = tab.status ? `status=${tab.status}&pageSize=1` : 'pageSize=1'
      const [response] = await fetchInPage(page, [`/api/reservations?${query}`])
      const shown = await page.locator(`[data-tab="${tab.key}"] .tab-count`).textContent()
      expect(shown, `${tab.key} count`).toBe(response!.headers['x-total-count'])
      expect(Number(shown), `${tab.key} count`).toBeGreaterThan(0)
    }

    const arrivals = await getJson<Page_<Reservation>>(page, '/api/reservations?status=arrivals&include=guest')
    const rows = await page.locator('tbody tr[data-reservation-id]').evaluateAll((elements) => elements.map((row) => row.getAttribute('data-reservation-id')))
    expect(rows).toEqual(arrivals.data.map((reservation) => reservation.id))
    const guest = (arrivals.data[0] as Reservation & { guest: Guest }).guest
    expect(await page.locator('tbody tr').first().textContent()).toContain(`${guest.firstName} ${guest.lastName}`)

    await page.screenshot({ path: SCREENSHOT })

    // Paging: the second page of All is the API's second page.
    await navigate(page, '#/reservations/all')
    await page.getByRole('link', { name: 'Next ›' }).click()
    await ready(page)
    const second = await getJson<Page_<Reservation>>(page, '/api/reservations?page=2')
    expect(await page.locator('tbody tr[data-reservation-id]').evaluateAll((elements) => elements.map((row) => row.getAttribute('data-reservation-id')))).toEqual(
      second.data.map((reservation) => reservation.id),
    )
    expect(await page.locator('.pager-summary').textContent()).toBe(`Showing 21–40 of ${second.totalCount}`)
  })

  it("shows a reservation's detail with its guest", async () => {
    const page = await openDemo()
    const firstRow = page.locator('tbody tr[data-reservation-id]').first()
    const id = (await firstRow.getAttribute('data-reservation-id'))!
    await firstRow.locator('a').click()
    await ready(page)

    const reservation = await getJson<Reservation & { guest: Guest }>(page, `/api/reservations/${id}?include=guest`)
    expect(reservation.guest.id).toBe(reservation.guestId)
    expect(await page.locator('[data-confirmation]').textContent()).toBe(reservation.confirmationNumber)
    const guestCard = page.locator(`section[data-guest-id="${reservation.guestId}"]`)
    const card = (await guestCard.textContent())!
    expect(card).toContain(`${reservation.guest.firstName} ${reservation.guest.lastName}`)
    for (const value of [reservation.guest.email, reservation.guest.phone]) if (value) expect(card).toContain(value)

    await guestCard.getByRole('link', { name: 'Open guest profile' }).click()
    await ready(page)
    expect(await page.locator('#field-lastName').inputValue()).toBe(reservation.guest.lastName)
  })

  it('creates a guest through the form, then finds it through search', async () => {
    const page = await openDemo(`?businessDate=${BUSINESS_DATE}`, '#/guests/new')
    await page.getByLabel('Title').selectOption('dr')
    await page.getByLabel('First name').fill('Ottoline')
    await page.getByLabel('Last name').fill('Pemberton-Quayle')
    await page.getByLabel('Email').fill('ottoline.pq@example.com')
    await page.getByLabel('Phone').fill('+447700900123')
    await page.getByLabel('Nationality').fill('gb')
    await page.getByLabel('Address line 1').fill('12 Harbour Row')
    await page.getByLabel('City').fill('Bristol')
    await page.getByLabel('Country').fill('GB')
    await page.getByLabel('Preferences').fill('quiet-room, high-floor')
    await page.getByLabel('VIP guest').check()
    await page.getByRole('button', { name: 'Create guest' }).click()
    await page.waitForFunction(() => /^#\/guests\/[0-9a-f-]{36}$/.test(location.hash))
    await ready(page)
    expect(await page.locator('#view').getByRole('status').textContent()).toBe('Guest Dr Ottoline Pemberton-Quayle created.')

    const id = (await page.evaluate(() => location.hash)).split('/').pop()!
    const created = await getJson<Guest>(page, `/api/guests/${id}`)
    expect(created).toMatchObject({
      title: 'dr',
      firstName: 'Ottoline',
      lastName: 'Pemberton-Quayle',
      email: 'ottoline.pq@example.com',
      nationality: 'GB',
      address: { line1: '12 Harbour Row', line2: null, city: 'Bristol', postalCode: null, region: null, countryCode: 'GB' },
      loyalty: null,
      vip: true,
      preferences: ['quiet-room', 'high-floor'],
    })

    await navigate(page, '#/guests')
    await page.getByLabel('Search guests').fill('pemberton-q')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForFunction(() => location.hash === '#/guests?q=pemberton-q')
    await ready(page)
    expect(await page.locator('tbody tr[data-guest-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-guest-id')))).toEqual([id])
    expect(await texts(page, 'tbody tr td:first-child')).toEqual(['Pemberton-Quayle, Ottoline VIP'])
  })

  it('shows each 422 violation next to its own field and saves nothing', async () => {
    const page = await openDemo()
    const [first] = (await getJson<Page_<Guest>>(page, '/api/guests?pageSize=1')).data
    await navigate(page, `#/guests/${first!.id}`)

    await page.getByLabel('First name').fill('')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Phone').fill('12345')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForSelector('[data-form-summary]:not([hidden])')

    const errorOf = async (field: string) => {
      const input = page.locator(`#field-${field}`)
      const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ')
      const error = page.locator(`[data-field="${field}"] > .field-error`)
      return {
        message: (await error.isVisible()) ? await error.textContent() : null,
        invalid: await input.getAttribute('aria-invalid'),
        described: describedBy.includes((await error.getAttribute('id'))!),
      }
    }
    expect(await errorOf('firstName')).toEqual({ message: 'must not be empty', invalid: 'true', described: true })
    expect(await errorOf('email')).toEqual({ message: 'must be a valid email address', invalid: 'true', described: true })
    expect(await errorOf('phone')).toMatchObject({ message: expect.stringMatching(/^must match the pattern/), invalid: 'true', described: true })
    expect(await errorOf('lastName')).toEqual({ message: null, invalid: null, described: true })
    expect(await page.locator('[data-form-summary]').textContent()).toBe('The guest was not saved: 3 fields need attention.')

    expect(await getJson<Guest>(page, `/api/guests/${first!.id}`)).toEqual(first)
  })

  it('shows a 409 for a duplicate email next to the email field, then saves a valid change with PUT', async () => {
    const page = await openDemo()
    const guests = (await getJson<Page_<Guest>>(page, '/api/guests?pageSize=100')).data.filter((guest) => guest.email !== null)
    const [editing, other] = guests
    await navigate(page, `#/guests/${editing!.id}`)

    await page.getByLabel('Email').fill(other!.email!.toUpperCase())
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForSelector('[data-form-summary]:not([hidden])')
    expect(await page.locator('[data-form-summary]').textContent()).toMatch(/^Email already in use: /)
    expect(await page.locator('[data-field="email"] > .field-error').textContent()).toBe('is already used by another guest')
    expect(await page.locator('#field-email').getAttribute('aria-invalid')).toBe('true')

    await page.getByLabel('Email').fill('front.desk.test@example.com')
    await page.getByLabel('Phone').fill('+4915123456789')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForSelector('#view [role="status"]')
    const saved = await getJson<Guest>(page, `/api/guests/${editing!.id}`)
    expect(saved).toEqual({
      ...editing,
      email: 'front.desk.test@example.com',
      phone: '+4915123456789',
      updatedAt: saved.updatedAt,
    })
    expect(saved.updatedAt > editing!.updatedAt).toBe(true)
    expect(await page.locator('#field-email').inputValue()).toBe('front.desk.test@example.com')
  })

  describe('the mock control panel', () => {
    /** What each tab shows, and what the API says, keyed by tab. */
    async function counts(page: Page): Promise<{ shown: Record<string, number>; api: Record<string, number> }> {
      const shown: Record<string, number> = {}
      const api: Record<string, number> = {}
      const answers = await fetchInPage(page, TABS.map((tab) => `/api/reservations?pageSize=1${tab.status ? `&status=${tab.status}` : ''}`))
      for (const [index, tab] of TABS.entries()) {
        shown[tab.key] = Number(await page.locator(`[data-tab="${tab.key}"] .tab-count`).textContent())
        api[tab.key] = Number(answers[index]!.headers['x-total-count'])
      }
      return { shown, api }
    }

    async function openPanel(page: Page): Promise<void> {
      await page.getByRole('button', { name: 'Mock controls' }).click()
      await page.waitForSelector('#mock-panel:not([hidden])[aria-busy="false"], #mock-panel:not([hidden]):not([aria-busy])')
      // The panel reads the mock's state when it opens; wait until the date field is filled in.
      await page.waitForFunction(() => (document.querySelector('#control-business-date') as unknown as { value: string } | null)?.value !== '')
    }

    /** Clicks a panel button and waits for the answer in the panel's status line. */
    async function apply(page: Page, button: string): Promise<string> {
      const panel = page.locator('#mock-panel')
      await panel.getByRole('button', { name: button, exact: true }).click()
      const message = panel.locator('.control-status .alert')
      await message.waitFor()
      return (await message.textContent())!
    }

    const businessDate = (page: Page) => page.locator('#business-date').getAttribute('data-business-date')

    it('runs the night audit and moves the date, redraws the lists for the new day, keeps it across a reload, and resets', async () => {
      const page = await openDemo()
      const start = await counts(page)
      expect(start.shown).toEqual(start.api)
      expect(start.shown.arrivals).toBeGreaterThan(0)

      await openPanel(page)
      expect(await page.locator('[data-control-business-date]').textContent()).toBe('Fri, 15 May 2026')
      expect(await apply(page, 'Run night audit')).toBe(
        `Business date is now Sat, 16 May 2026. The night audit marked ${start.shown.arrivals} stays as no-show.`,
      )
      expect(await businessDate(page)).toBe('2026-05-16')
      expect(await page.locator('.page-header p').textContent()).toBe('Confirmed stays arriving on Sat, 16 May 2026.')
      const audited = await counts(page)
      expect(audited.shown).toEqual(audited.api)
      expect(audited.shown.upcoming).toBeLessThan(start.shown.upcoming!)
      await page.screenshot({ path: CONTROLS_SCREENSHOT })

      // The demo keeps its data in IndexedDB: the default hotel (megabytes) is still there after a reload.
      await page.reload()
      await ready(page)
      expect(await businessDate(page)).toBe('2026-05-16')
      expect((await counts(page)).shown).toEqual(audited.shown)

      await openPanel(page)
      await page.getByLabel('New business date').fill('2026-05-20')
      expect(await apply(page, 'Set date')).toMatch(/^Business date is now Wed, 20 May 2026\. The night audit marked \d+ stays? as no-show\.$/)
      expect(await businessDate(page)).toBe('2026-05-20')

      expect(await apply(page, 'Reset to seed')).toBe('Back to the seeded hotel; the data saved in this browser is cleared.')
      expect(await businessDate(page)).toBe(BUSINESS_DATE)
      expect((await counts(page)).shown).toEqual(start.shown)
      await page.reload()
      await ready(page)
      expect(await businessDate(page)).toBe(BUSINESS_DATE)
      expect((await counts(page)).shown).toEqual(start.shown)
    })

    it('sets latency and an error rate the app then feels, and switches to an empty hotel', async () => {
      const page = await openDemo(`?seed=7&guests=150&businessDate=${BUSINESS_DATE}`)
      await openPanel(page)
      await page.getByLabel('Error rate (%)').fill('100')
      expect(await apply(page, 'Apply')).toBe('The API now answers with 100 % errors.')
      expect(await page.locator('#mock-toggle').textContent()).toContain('100 % errors')
      expect(await page.locator('#view [role="alert"]').textContent()).toMatch(/\(503\): This error was injected because the mock injects errors into 100 % of requests\.$/)

      await page.getByLabel('Error rate (%)').fill('0')
      await page.getByLabel('Latency from (ms)').fill('250')
      await page.getByLabel('to (ms)').fill('250')
      expect(await apply(page, 'Apply')).toBe('The API now answers with 250 ms.')
      expect(await page.locator('#view [role="alert"]').count()).toBe(0)
      const timed = await page.evaluate(async () => {
        const started = performance.now()
        await fetch('/api/guests?pageSize=1')
        return performance.now() - started
      })
      expect(timed).toBeGreaterThanOrEqual(245)

      await page.getByLabel('Scenario').selectOption('empty')
      expect(await apply(page, 'Switch')).toBe('Switched to: Empty hotel.')
      const emptied = await counts(page)
      expect(emptied.api).toEqual({ arrivals: 0, departures: 0, 'in-house': 0, upcoming: 0, all: 0 })
      expect(emptied.shown).toEqual(emptied.api)
      expect(await page.locator('tbody tr.empty').textContent()).toBe('No reservations in this list.')
      expect(await page.locator('#footer').textContent()).toContain('scenario empty')

      await page.keyboard.press('Escape')
      expect(await page.locator('#mock-panel').isHidden()).toBe(true)
    })
  })

  it('shows data on the default business date, today', async () => {
    const before = new Date().toISOString().slice(0, 10)
    const page = await openDemo('')
    const after = new Date().toISOString().slice(0, 10)
    expect([before, after]).toContain(await page.locator('#business-date').getAttribute('data-business-date'))
    for (const tab of ['arrivals', 'departures', 'in-house', 'upcoming']) {
      expect(Number(await page.locator(`[data-tab="${tab}"] .tab-count`).textContent()), tab).toBeGreaterThan(0)
    }
    expect(await page.locator('tbody tr[data-reservation-id]').count()).toBeGreaterThan(0)
  })

  it('serves the same dashboard from the dev server (npm run demo)', async () => {
    const dev = await createServer({ configFile: DEMO_CONFIG, server: { port: 0 }, logLevel: 'warn' })
    await dev.listen()
    try {
      const url = dev.resolvedUrls!.local[0]!
      context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${url}?businessDate=${BUSINESS_DATE}`)
      await ready(page)
      expect(await interception(page)).toEqual({ controller: `${url}mockServiceWorker.js`, activeState: 'activated', scope: url })
      const [arrivals] = await fetchInPage(page, ['/api/reservations?status=arrivals&pageSize=1'])
      expect(await page.locator('[data-tab="arrivals"] .tab-count').textContent()).toBe(arrivals!.headers['x-total-count'])
    } finally {
      await dev.close()
    }
  }, 60_000)

  describe('determinism across runtimes', () => {
    const cases = [
      { seed: 7, guests: 150, businessDate: '2026-02-28' },
      { seed: 1, guests: 500, businessDate: BUSINESS_DATE },
    ]

    it.each(cases)('serves byte-identical data in the worker and in Node for seed $seed, $guests guests, $businessDate', async (options) => {
      const page = await openDemo(`?seed=${options.seed}&guests=${options.guests}&businessDate=${options.businessDate}`)
      const handlers = createHandlers(await createDatabase(options))
      const inNode = async (path: string): Promise<Fetched> => {
        const response = await getResponse(handlers, new Request(new URL(path, 'http://127.0.0.1')))
        if (!response) throw new Error(`No handler answered ${path} in Node.`)
        return { status: response.status, headers: {}, body: await response.text() }
      }
      const totals = {
        guests: (JSON.parse((await inNode('/api/guests?pageSize=1')).body) as Page_<Guest>).totalCount,
        reservations: (JSON.parse((await inNode('/api/reservations?pageSize=1')).body) as Page_<Reservation>).totalCount,
      }
      expect(totals.guests).toBeGreaterThanOrEqual(options.guests)
      expect(totals.reservations).toBeGreaterThan(options.guests)

      const pages = (resource: string, total: number, query: string) =>
        Array.from({ length: Math.ceil(total / 100) }, (_, index) => `/api/${resource}?page=${index + 1}&pageSize=100${query}`)
      const paths = [
        ...pages('guests', totals.guests, ''),
        ...pages('reservations', totals.reservations, '&include=guest'),
        ...TABS.flatMap((tab) => (tab.status ? [`/api/reservations?status=${tab.status}&pageSize=100`] : [])),
      ]
      const inWorker = await fetchInPage(page, paths)
      for (const [index, path] of paths.entries()) {
        const fromNode = await inNode(path)
        const fromWorker = inWorker[index]!
        expect(fromWorker.status, path).toBe(200)
        expect(fromNode.status, path).toBe(200)
        if (fromWorker.body !== fromNode.body) expect(firstDifference(fromWorker.body, fromNode.body), path).toBe('')
      }
    })
  })
}, 60_000)

// Without Chromium (and not on CI) the suite above is skipped; this says why in the test report.
// Declared only then, so a run where Chromium is present counts no skipped placeholder.
if (!executablePath) {
  describe('browser tests', () => {
    it.skip(MISSING_CHROMIUM, () => {})
  })
}

/** Who answers the page's requests: a worker registration controlling it, or a patched `fetch`. */
async function interception(page: Page) {
  return page.evaluate(async () => {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined
    return {
      controller: ('serviceWorker' in navigator && navigator.serviceWorker.controller?.scriptURL) || null,
      activeState: registration?.active?.state ?? null,
      scope: registration?.scope ?? null,
    }
  })
}

/** Where two bodies first differ, as a short excerpt of each (instead of a diff of megabytes). */
function firstDifference(a: string, b: string): string {
  let index = 0
  while (index < a.length && a[index] === b[index]) index++
  return `at character ${index}: worker "${a.slice(Math.max(0, index - 60), index + 60)}" vs node "${b.slice(Math.max(0, index - 60), index + 60)}"`
}
