import type { HttpHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { createHandlers, type HandlerOptions } from '../handlers/index.js'
import { createDatabase, type DatabaseOptions, type HotelDatabase } from './db/database.js'

export * from './index.js'

export interface MockServerOptions extends DatabaseOptions, HandlerOptions {}

/** A mock for a Node test suite: MSW's server over its own freshly seeded database. */
export interface NodeMock {
  /** MSW's `setupServer` instance; call `listen()` before the tests and `close()` after. */
  server: SetupServer
  /** The database behind the handlers, for arranging data and asserting on it. */
  db: HotelDatabase
  /** The handler array (the same one the browser worker and the standalone server use). */
  handlers: HttpHandler[]
  /** Back to the seeded state: data, business date, and no runtime handler overrides. */
  reset(): Promise<void>
}

/**
 * Creates the mock for a Node test suite (vitest, jest): `setupServer` over a fresh seeded
 * database. Nothing is global, so two mocks with different seeds can live in one process.
 *
 * @example
 * import { createMockServer } from 'guest-reservation-mock/node'
 *
 * const mock = await createMockServer({ seed: 7, businessDate: '2026-11-22' })
 * beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
 * afterEach(() => mock.reset()) // one test's writes never leak into the next
 * afterAll(() => mock.server.close())
 *
 * test('lists arrivals', async () => {
 *   const res = await fetch('http://hotel.test/api/reservations?status=arrivals')
 *   expect(res.status).toBe(200)
 * })
 */
export async function createMockServer(options: MockServerOptions = {}): Promise<NodeMock> {
  const db = await createDatabase(options)
  const handlers = createHandlers(db, options)
  const server = setupServer(...handlers)
  return {
    server,
    db,
    handlers,
    async reset() {
      server.resetHandlers()
      await db.reset()
    },
  }
}
