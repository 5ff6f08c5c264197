import type { NetworkFixture } from '@msw/playwright'
import type { Fixtures, PlaywrightTestArgs } from '@playwright/test'
import type { HandlerOptions } from '../../handlers/context.js'
import type { MockConfigChange } from '../control/config.js'
import { createDatabase, type DatabaseOptions } from '../control/create-database.js'
import { controlHandle, type MockControlHandle } from '../control/handle.js'
import { HotelTemplate } from '../control/hotel-template.js'
import { MockControl } from '../control/mock-control.js'
import { createHandlers } from '../msw/handlers.js'

/** What a test's own in-process hotel is made from. */
export interface PageHotelOptions extends DatabaseOptions, Omit<HandlerOptions, 'control'> {
  config?: MockConfigChange
  journalSize?: number
}

/** A hotel of the test's own, answering the browser context's requests: the control handle, and msw's network fixture for overrides. */
export interface PageHotel extends MockControlHandle {
  /** `@msw/playwright`'s fixture: `network.use(...)` adds per-test overrides in front of the mock. */
  network: NetworkFixture
}

export interface PageHotelFixtures {
  /** How the hotel is seeded; default seed and today's business date. */
  mockHotelOptions: PageHotelOptions
  /** This test's hotel, bound to its browser context through `@msw/playwright` (no service worker). */
  mockHotel: PageHotel
}

/** Start states already made in this worker, by options: every test after the first only clones. */
const templates = new Map<string, Promise<HotelTemplate>>()

/**
 * The mock's handlers bound to a test's browser context without a service worker, through
 * `@msw/playwright` (which routes the context's requests through msw in the test process). Each
 * test gets a hotel of its own, cloned from the start state (docs/decisions/0602-playwright-binding.md).
 *
 * @example
 * import { test as base } from '@playwright/test'
 * import { pageHotelFixtures } from 'guest-reservation-mock/playwright'
 * const test = base.extend(pageHotelFixtures)
 * test('arrivals', async ({ page, mockHotel }) => {
 *   await mockHotel.setBusinessDate('2026-12-24')
 *   await page.goto('http://app.test/')
 * })
 */
export const pageHotelFixtures: Fixtures<PageHotelFixtures, object, PlaywrightTestArgs> = {
  mockHotelOptions: [{}, { option: true }],
  mockHotel: async ({ context, mockHotelOptions }, use) => {
    const cacheKey = JSON.stringify(mockHotelOptions)
    let template = templates.get(cacheKey)
    if (!template) {
      template = createDatabase(mockHotelOptions).then((db) => HotelTemplate.of(db))
      templates.set(cacheKey, template)
    }
    const db = await (await template).create()
    const control = new MockControl(db, { config: mockHotelOptions.config, journalSize: mockHotelOptions.journalSize })
    const defineNetworkFixture = await loadNetworkFixture()
    const network = defineNetworkFixture({ context, handlers: createHandlers(db, { ...mockHotelOptions, control }), onUnhandledRequest: 'bypass' })
    await network.enable()
    await use({ ...controlHandle(control, () => network.resetHandlers()), network })
    await network.disable()
  },
}

/**
 * `@msw/playwright`, an optional peer, loaded by the first `mockHotel` that runs: a suite that
 * uses only `mockSession` (or nothing of this entry) does not need it installed.
 */
async function loadNetworkFixture(): Promise<typeof import('@msw/playwright').defineNetworkFixture> {
  try {
    return (await import('@msw/playwright')).defineNetworkFixture
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String(message).includes('@msw/playwright')) {
      throw new Error('The mockHotel fixture needs @msw/playwright, which is not installed: npm install --save-dev @msw/playwright', { cause: error })
    }
    throw error
  }
}
