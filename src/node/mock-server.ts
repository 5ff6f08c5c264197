import type { HttpHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import type { HandlerOptions } from '../../handlers/context.js'
import { controlHandle, type MockControlHandle } from '../control/handle.js'
import { MockControl } from '../control/mock-control.js'
import type { MockConfigChange } from '../control/config.js'
import { createDatabase, type DatabaseOptions } from '../control/create-database.js'
import { createHandlers } from '../msw/handlers.js'

export interface MockServerOptions extends DatabaseOptions, Omit<HandlerOptions, 'control'> {
  /** Latency and error rate from the start (they can be changed later with `configure`). */
  config?: MockConfigChange
}

/** A mock for a Node test suite: MSW's server over its own freshly seeded database, with its knobs. */
export interface NodeMock extends MockControlHandle {
  /** MSW's `setupServer` instance; call `listen()` before the tests and `close()` after. */
  server: SetupServer
  /** The handler array (the same one the browser worker and the standalone server use). */
  handlers: HttpHandler[]
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
 *
 * test('an empty hotel on New Year', async () => {
 *   await mock.useScenario('empty')
 *   await mock.setBusinessDate('2027-01-01')
 * })
 */
export async function createMockServer(options: MockServerOptions = {}): Promise<NodeMock> {
  const db = await createDatabase(options)
  const control = new MockControl(db, options.config ? { config: options.config } : {})
  const handlers = createHandlers(db, { ...options, control })
  const server = setupServer(...handlers)
  // Reset also drops per-test overrides added with server.use().
  return { server, handlers, ...controlHandle(control, () => server.resetHandlers()) }
}
