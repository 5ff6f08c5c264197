import type { setupWorker } from 'msw/browser'

interface BrowserGlobals {
  window?: unknown
  document?: unknown
  navigator?: { serviceWorker?: unknown }
  isSecureContext?: boolean
}

/**
 * Checks that this is a browser page the mock can run in, then loads msw's browser runtime.
 * Throws with what to do instead outside a browser or on an insecure origin; warns when the
 * browser has service workers turned off (msw then patches `fetch` in the page).
 *
 * @example
 * const setupWorker = await loadWorkerRuntime()
 * const worker = setupWorker(...handlers)
 */
export async function loadWorkerRuntime(): Promise<typeof setupWorker> {
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
  const runtime = await import('msw/browser').catch((error: unknown) => {
    throw new Error(
      "startMockWorker() could not load msw's browser runtime: this looks like Node with a simulated DOM (jsdom?). " +
        "Import from 'guest-reservation-mock/node' there instead.",
      { cause: error },
    )
  })
  return runtime.setupWorker
}
