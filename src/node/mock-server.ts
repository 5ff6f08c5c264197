import type { HttpHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { checkHandlerOptions, type HandlerOptions } from '../../handlers/context.js'
import { controlHandle, type MockControlHandle } from '../control/handle.js'
import { HotelTemplate } from '../control/hotel-template.js'
import { MockControl } from '../control/mock-control.js'
import { DelayGate } from '../control/delay-gate.js'
import type { MockConfigChange } from '../control/config.js'
import { createDatabase, type DatabaseOptions } from '../control/create-database.js'
import { createHandlers } from '../msw/handlers.js'

export interface MockServerOptions extends DatabaseOptions, Omit<HandlerOptions, 'control'> {
  /** Latency and error rate from the start (they can be changed later with `configure`). */
  config?: MockConfigChange
  /** How many answered requests the journal keeps (default 1000; 0 keeps none). */
  journalSize?: number
}

/** A mock for a Node test suite: MSW's server over its own freshly seeded database, with its knobs. */
export interface NodeMock extends MockControlHandle {
  /** MSW's `setupServer` instance; call `listen()` before the tests and `close()` after. */
  server: SetupServer
  /** The handler array (the same one the browser worker and the standalone server use). */
  handlers: HttpHandler[]
  /**
   * Runs `test` with a hotel of its own: a copy of this mock's start state with its own knobs and
   * journal, served only to requests made inside `test` (msw's `server.boundary()`), so
   * `test.concurrent` cases in one file never see each other's writes. Resolves with what `test` does.
   *
   * @example
   * test.concurrent('books a stay', () => mock.isolate(async (hotel) => {
   *   await fetch('http://hotel.test/api/guests', { method: 'POST', ... })
   *   expect(hotel.requests({ operationId: 'createGuest' })).toHaveLength(1)
   * }))
   */
  isolate<T>(test: (hotel: MockControlHandle) => Promise<T> | T): Promise<T>
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
  // Bad options throw before the hotel is seeded.
  checkHandlerOptions(options)
  const db = await createDatabase(options)
  // One cap on delayed requests for the process's mock, isolated hotels included.
  const controlOptions = { config: options.config, journalSize: options.journalSize, delays: new DelayGate() }
  const control = new MockControl(db, controlOptions)
  const handlers = createHandlers(db, { ...options, control })
  const server = setupServer(...handlers)
  // The start state for isolated hotels, made on first use from the seed (the mock may have been written to by then).
  let template: Promise<HotelTemplate> | undefined
  const isolate = async <T>(test: (hotel: MockControlHandle) => Promise<T> | T): Promise<T> => {
    template ??= createDatabase(options).then((fresh) => HotelTemplate.of(fresh))
    const own = await (await template).create()
    const ownControl = new MockControl(own, controlOptions)
    const ownHandlers = createHandlers(own, { ...options, control: ownControl })
    // Handlers added inside a boundary apply only to requests made within it (docs/decisions/0603-in-process-isolation.md).
    return server.boundary(async () => {
      server.use(...ownHandlers)
      return test(controlHandle(ownControl))
    })()
  }
  // Reset also drops per-test overrides added with server.use().
  return { server, handlers, isolate, ...controlHandle(control, () => server.resetHandlers()) }
}
