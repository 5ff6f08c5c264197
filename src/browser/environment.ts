interface BrowserGlobals {
  window?: unknown
  document?: unknown
  navigator?: { serviceWorker?: unknown }
  isSecureContext?: boolean
}

const NOT_A_BROWSER_PAGE =
  'startMockWorker() needs a browser page: it registers a service worker. ' +
  "In Node (tests, scripts), import from 'guest-reservation-mock/node' instead."

/** Whether `window` and `document` exist: a page, or Node with a simulated DOM. */
function hasPageGlobals(scope: BrowserGlobals): boolean {
  return typeof scope.window !== 'undefined' && typeof scope.document !== 'undefined'
}

const SIMULATED_DOM =
  "startMockWorker() needs a real browser page: this looks like Node with a simulated DOM (jsdom?), where msw's browser runtime does not run. " +
  "Import from 'guest-reservation-mock/node' there instead."

/**
 * Checks that this is a browser page the mock can run in. Throws with what to do instead on an
 * insecure origin (or, should a bundle for browsers run elsewhere, outside a page); warns when the
 * browser has service workers turned off (msw then patches `fetch` in the page).
 *
 * @example
 * checkBrowserPage()
 * const worker = setupWorker(...handlers)
 */
export function checkBrowserPage(): void {
  const scope = globalThis as BrowserGlobals
  if (!hasPageGlobals(scope)) throw new Error(NOT_A_BROWSER_PAGE)
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
}

/**
 * Why `startMockWorker()` cannot run in Node, where the `node` condition of the browser entry
 * leads (`src/browser/in-node.ts`): msw's browser runtime does not load there at all.
 */
export function outsideABrowserError(): Error {
  return new Error(hasPageGlobals(globalThis as BrowserGlobals) ? SIMULATED_DOM : NOT_A_BROWSER_PAGE)
}
