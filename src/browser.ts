/**
 * The browser runtime: msw's service worker over the mock's handlers, with optional persistence
 * in IndexedDB.
 *
 * @example
 * import { startMockWorker } from 'guest-reservation-mock/browser'
 */
export { startMockWorker, type MockDatabase, type MockWorker, type MockWorkerOptions } from './browser/start-worker.js'
export { type PersistOption } from './browser/persistence.js'
export { DEFAULT_PERSIST_KEY } from './browser/persist-key.js'
export type { MockControlHandle } from './control/handle.js'
export type { MockConfig, MockConfigChange } from './control/config.js'
export type { Snapshot } from './db/snapshot-format.js'
export type { ScenarioName } from '../fixtures/scenario-names.js'
