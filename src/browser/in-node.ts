/**
 * What the browser entry is in Node (its `node` condition): msw's browser runtime does not load
 * there, so `startMockWorker()` refuses with what to import instead, and the rest of the entry is
 * the browser's own. The types are the browser entry's (`dist/src/browser.d.ts`).
 *
 * @example
 * import { startMockWorker } from 'guest-reservation-mock/browser'
 * await startMockWorker() // in Node: rejects, pointing at 'guest-reservation-mock/node'
 */
import type { MockWorker, MockWorkerOptions } from './start-worker.js'
import { outsideABrowserError } from './environment.js'

export { DEFAULT_PERSIST_KEY } from './persist-key.js'

/** Refuses: a service worker needs a browser page. */
export async function startMockWorker(_options: MockWorkerOptions = {}): Promise<MockWorker> {
  throw outsideABrowserError()
}
