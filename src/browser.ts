import type { SetupWorker } from 'msw/browser'
import { createHandlers } from '../handlers/index.js'
import { createDatabase } from './db/database.js'

/** The seeded in-memory hotel the worker answers from. */
export type MockDatabase = Awaited<ReturnType<typeof createDatabase>>

/** Options of {@link startMockWorker}: the same data options as the Node and server runtimes. */
export interface MockWorkerOptions {
  /** Seed of the generated hotel; the same seed, size and business date give the same data. Default 1. */
  seed?: number
  /** How many guests to generate. Default 500. */
  guests?: number
  /** The hotel's business date (YYYY-MM-DD). Default: today's UTC date. */
  businessDate?: string
  /** When set, every `/api` call needs `Authorization: Bearer <one of these>`. */
  authTokens?: string[]
  /**
   * URL of the worker script that `npx msw init <publicDir>` copied. Default `/mockServiceWorker.js`.
   * The worker only controls pages under its own directory, so serve it from the app's root.
   */
  serviceWorkerUrl?: string
  /** Do not log every mocked request to the console (warnings still show). Default false. */
  quiet?: boolean
}

/** A running mock: its database, the msw worker, and a way to stop intercepting. */
export interface MockWorker {
  db: MockDatabase
  worker: SetupWorker
  /** Stops answering requests in this page; the registration stays for the next start. */
  stop(): void
}

interface BrowserGlobals {
  window?: unknown
  document?: unknown
  navigator?: { serviceWorker?: unknown }
  isSecureContext?: boolean
}

/**
 * Starts the Guest & Reservation mock in the browser: a fresh seeded database answered by a
 * service worker, over the same handlers the Node and Express runtimes use. Await it before the
 * app's first request, so no call reaches the network before the worker is in control.
 *
 * @example
 * ```ts
 * import { startMockWorker } from 'guest-reservation-mock/browser'
 *
 * if (import.meta.env.DEV) {
 *   const { db } = await startMockWorker({ seed: 7, businessDate: '2026-03-14', quiet: true })
 *   console.info(`Mock hotel on business date ${db.businessDate}`)
 * }
 * const arrivals = await fetch('/api/reservations?status=arrivals').then((response) => response.json())
 * ```
 */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<MockWorker> {
  const scope = globalThis as BrowserGlobals
  if (typeof scope.window === 'undefined' || typeof scope.document === 'undefined') {
    throw new Error(
      'startMockWorker() needs a browser page: it registers a service worker. ' +
        "In Node (tests, scripts), import from 'guest-reservation-mock/node' instead.",
    )
  }
  if (scope.isSecureContext === false) {
    // Service workers and crypto.randomUUID (which generates ids) exist only in secure contexts.
    throw new Error(
      'startMockWorker() needs a secure context, and this page is served over plain http from a host that is not local. ' +
        'Open it via https, http://localhost or http://127.0.0.1 instead.',
    )
  }
  if (!scope.navigator?.serviceWorker) {
    // Some browsers turn service workers off (private windows, policies). msw then patches fetch
    // in the page: the app still works, but the network panel shows no mocked requests.
    console.warn(
      '[guest-reservation-mock] Service workers are turned off in this browser, so requests are mocked by patching fetch in the page.',
    )
  }

  // Loaded here, not at the top: Node refuses to resolve 'msw/browser' at all, which would
  // bury the messages above under a module resolution error.
  const { setupWorker } = await import('msw/browser').catch((error: unknown) => {
    throw new Error(
      "startMockWorker() could not load msw's browser runtime: this looks like Node with a simulated DOM (jsdom?). " +
        "Import from 'guest-reservation-mock/node' there instead.",
      { cause: error },
    )
  })
  const db = await createDatabase({
    ...(options.seed !== undefined && { seed: options.seed }),
    ...(options.guests !== undefined && { guests: options.guests }),
    ...(options.businessDate !== undefined && { businessDate: options.businessDate }),
  })
  const worker = setupWorker(
    ...createHandlers(db, options.authTokens !== undefined ? { authTokens: options.authTokens } : {}),
  )
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    quiet: options.quiet ?? false,
    // Pages, scripts and styles go to the network untouched; only the API is mocked.
    onUnhandledRequest: 'bypass',
  })
  return { db, worker, stop: () => worker.stop() }
}
