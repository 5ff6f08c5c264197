import type { SetupWorker } from 'msw/browser'
import type { HandlerOptions } from '../../handlers/context.js'
import type { MockConfigChange } from '../control/config.js'
import { controlHandle, type MockControlHandle } from '../control/handle.js'
import type { HotelDatabase } from '../db/database.js'
import { createDatabase, type DatabaseOptions } from '../control/create-database.js'
import { createHandlers } from '../msw/handlers.js'
import { loadWorkerRuntime } from './environment.js'
import { createBrowserControl, type PersistOption } from './persistence.js'

/** The seeded in-memory hotel the worker answers from. */
export type MockDatabase = HotelDatabase

/**
 * Options of {@link startMockWorker}: the same as the Node runtime's (`seed`, `guests`,
 * `businessDate`, `scenario`, `authTokens`, `config`, `controlPlane`), plus the browser's own.
 */
export interface MockWorkerOptions extends DatabaseOptions, Omit<HandlerOptions, 'control'> {
  /** Latency and error rate from the start (they can be changed later with `configure`). */
  config?: MockConfigChange
  /**
   * Keep the data across page reloads, in IndexedDB: `true` under the key `guest-reservation-mock`,
   * or `{ key }` to keep several hotels apart. Every accepted write is saved before it is answered;
   * `reset()` (and `POST /__mock/reset`) removes the saved hotel. Default false: every load seeds afresh.
   */
  persist?: PersistOption
  /**
   * URL of the worker script that `npx msw init <publicDir>` copied. Default `/mockServiceWorker.js`.
   * The worker only controls pages under its own directory, so serve it from the app's root.
   */
  serviceWorkerUrl?: string
  /** Do not log every mocked request to the console (warnings still show). Default false. */
  quiet?: boolean
  /** How many answered requests the journal (`requests()`, `GET /__mock/requests`) keeps. Default 1000. */
  journalSize?: number
}

/** A running mock: the control handle (the same as in Node), the msw worker, and a way to stop. */
export interface MockWorker extends MockControlHandle {
  /** msw's worker, for per-page overrides with `worker.use(...)`; `reset()` removes them. */
  worker: SetupWorker
  /** Stops answering requests in this page; the registration stays for the next start. */
  stop(): void
}

/**
 * Starts the Guest & Reservation mock in the browser: a seeded database answered by a service
 * worker, over the same handlers the Node and Express runtimes use, with the same knobs in code
 * and under `/__mock/`. Await it before the app's first request, so no call reaches the network
 * before the worker is in control.
 *
 * @example
 * ```ts
 * import { startMockWorker } from 'guest-reservation-mock/browser'
 *
 * if (import.meta.env.DEV) {
 *   const mock = await startMockWorker({ seed: 7, businessDate: '2026-03-14', persist: true, quiet: true })
 *   // The same knobs as in Node: night audit, latency, chaos, scenarios, snapshots, reset.
 *   await mock.setBusinessDate('2026-03-15')
 *   mock.configure({ latency: { min: 200, max: 800 } })
 * }
 * const arrivals = await fetch('/api/reservations?status=arrivals').then((response) => response.json())
 * ```
 */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<MockWorker> {
  const setupWorker = await loadWorkerRuntime()
  // Always the seed, even when a saved hotel is loaded next: it is what reset() returns to.
  const db = await createDatabase(options)
  // One control state for both the /__mock/ endpoints and the handle, so they drive the same hotel.
  const control = await createBrowserControl(db, options)
  const worker = setupWorker(...createHandlers(db, { ...options, control }))
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    quiet: options.quiet ?? false,
    // Pages, scripts and styles go to the network untouched; only the API is mocked.
    onUnhandledRequest: 'bypass',
  })
  // Reset also drops per-page overrides added with worker.use().
  return { worker, stop: () => worker.stop(), ...controlHandle(control, () => worker.resetHandlers()) }
}
