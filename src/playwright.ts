/**
 * Playwright bindings: every test its own session of one standalone server (`mockSession`), or
 * its own in-process hotel bound to the browser context without a service worker (`mockHotel`).
 * Needs `@playwright/test`, and `@msw/playwright` for `mockHotel` (docs/parallel-tests.md).
 *
 * @example
 * import { test, expect } from 'guest-reservation-mock/playwright'
 *
 * test('books a stay', async ({ page, mockSession }) => {
 *   await mockSession.setBusinessDate('2026-12-24')
 *   await page.goto('/')
 *   expect(await mockSession.requests({ operationId: 'createGuest' })).toHaveLength(1)
 * })
 */
import { test as base } from '@playwright/test'
import { pageHotelFixtures, type PageHotelFixtures } from './playwright/page-hotel.js'
import { mockSessionFixtures, type MockSessionFixtures } from './playwright/session-fixture.js'

export { expect } from '@playwright/test'
export { connectSession, type MockSession, type SessionClientOptions } from './playwright/session-client.js'
export { mockSessionFixtures, sessionKeyFor, type MockSessionFixtures } from './playwright/session-fixture.js'
export { pageHotelFixtures, type PageHotel, type PageHotelFixtures, type PageHotelOptions } from './playwright/page-hotel.js'
export type { JournalEntry, JournalEntryOf, JournalFilter } from './control/journal-entry.js'

/** `@playwright/test`'s `test` with both fixtures: `mockSession` (a standalone server's session) and `mockHotel` (an in-process hotel per context). */
export const test = base.extend<MockSessionFixtures & PageHotelFixtures>({ ...mockSessionFixtures, ...pageHotelFixtures })
