// Imported up front, not on first start: bundled into one script, msw's modules then run as the
// script's own top-level code, compiled while it streams in, where an import() makes esbuild wrap
// them in functions compiled on the page's thread at start (decision 0334). Node, which cannot
// load msw's browser runtime at all, gets src/browser/in-node.ts instead (the `node` condition).
import { setupWorker, type SetupWorker } from 'msw/browser'
import { checkHandlerOptions, type HandlerOptions } from '../../handlers/context.js'
import { applyConfigChange, DEFAULT_CONFIG, type MockConfigChange } from '../control/config.js'
import { controlHandle, type MockControlHandle } from '../control/handle.js'
import type { HotelDatabase } from '../db/database.js'
import { checkDatabaseOptions, createDatabase, type DatabaseOptions } from '../control/create-database.js'
import { createHandlers } from '../msw/handlers.js'
import { inAStackOfItsOwn } from '../shared/own-stack.js'
import { checkBrowserPage } from './environment.js'
import { checkPersistOption, createBrowserControl, type PersistOption } from './persistence.js'

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
  /**
   * Stops answering requests in this page; the registration stays for the next start. Resolves
   * once stopped (at once with msw 2; msw 3 stops asynchronously).
   */
  stop(): Promise<void>
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
  checkBrowserPage()
  // Bad options throw here, before a worker is registered, so a rejected start changes nothing.
  checkDatabaseOptions(options)
  checkHandlerOptions(options)
  checkPersistOption(options.persist)
  if (options.config) applyConfigChange(DEFAULT_CONFIG, options.config)
  // The worker registers while the hotel is seeded (decision 0317): the browser fetches and runs
  // its script off this thread. It answers nothing until the handlers are in place below, and
  // this function resolves only after both, so no request of the app meets a worker without them.
  const worker = setupWorker()
  const started = worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    quiet: options.quiet ?? false,
    // Pages, scripts and styles go to the network untouched, without a warning; only the API is
    // mocked. msw 2 names this option onUnhandledRequest, msw 3 onUnhandledFrame; each ignores the
    // other's name, and each one's types know only its own (hence the spread).
    ...{ onUnhandledRequest: 'bypass', onUnhandledFrame: 'bypass' },
  })
  let handlers: ReturnType<typeof createHandlers>
  let control: Awaited<ReturnType<typeof createBrowserControl>>
  try {
    await registrationUnderWay()
    // Always the seed, even when a saved hotel is loaded next: it is what reset() returns to.
    const db = await createDatabase(options)
    // One control state for both the /__mock/ endpoints and the handle, so they drive the same hotel.
    control = await createBrowserControl(db, options)
    // msw reads an Error's stack for each handler it makes; made here, that stack would run through
    // the awaits into the page's top-level code, which the browser then re-parses whole.
    handlers = await inAStackOfItsOwn(() => createHandlers(db, { ...options, control }))
  } catch (error) {
    await started.then(() => worker.stop(), () => undefined)
    throw error
  }
  await started
  // The handlers the worker was created without; reset() comes back to them, dropping worker.use() overrides.
  const useMockHandlers = () => worker.resetHandlers(...handlers)
  useMockHandlers()
  const stop = async (): Promise<void> => {
    await (worker.stop() as unknown)
  }
  return { worker, stop, ...controlHandle(control, useMockHandlers) }
}

/**
 * Resolves once msw's start has asked the browser to register the worker: msw first lists the
 * page's registrations, and the seeding that follows holds this thread, so it waits for that
 * answer (asked after msw's, so answered after it) and one task more.
 */
async function registrationUnderWay(): Promise<void> {
  await (globalThis as { navigator?: { serviceWorker?: { getRegistrations(): Promise<unknown> } } }).navigator?.serviceWorker
    ?.getRegistrations()
    .catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, 0))
}
