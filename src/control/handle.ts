import type { ScenarioName } from '../../fixtures/scenarios.js'
import type { HotelDatabase } from '../db/database.js'
import type { Snapshot } from '../db/snapshot-format.js'
import type { MockConfig, MockConfigChange } from './config.js'
import type { JournalEntry, JournalEntryOf, JournalFilter, JournalOperationId } from './journal-entry.js'
import type { MockControl } from './mock-control.js'

/**
 * The control plane in code: what every runtime's handle offers, the same knobs as `/__mock/`.
 */
export interface MockControlHandle {
  /** The database behind the handlers, for arranging data and asserting on it. */
  db: HotelDatabase
  /** Back to the state at start: data, business date, scenario, latency and error rate. */
  reset(): Promise<void>
  /** The whole database as JSON data. */
  snapshot(): Snapshot
  /** Replaces all data with a snapshot; an invalid one is refused (MockError VALIDATION) and changes nothing. */
  restore(snapshot: unknown): Promise<void>
  /** Moves the business date; moving it forward runs the night audit. */
  setBusinessDate(businessDate: string): Promise<{ businessDate: string; noShows: number }>
  /** Sets latency (`{ min, max }` in ms, or one number) and the chaos error rate (0..1). */
  configure(change: MockConfigChange): MockConfig
  /** Reseeds the data as a named scenario: `default`, `empty`, `sold-out` or `small`. */
  useScenario(name: ScenarioName): Promise<void>
  /**
   * The requests this hotel answered under `/api`, oldest first, filtered by `operationId`,
   * `method`, `path` (`*` for any run of characters) and `status`. With an `operationId`, entries
   * are typed by it: an accepted `createGuest` entry's `body` is a `GuestInput`.
   *
   * @example
   * const [sent] = mock.requests({ operationId: 'createGuest', status: 201 })
   * if (sent?.accepted) expect(sent.body.email).toBe('ada@example.com')
   */
  requests<Id extends JournalOperationId>(filter: JournalFilter<Id> & { operationId: Id }): JournalEntryOf<Id>[]
  requests(filter?: JournalFilter): JournalEntry[]
  /** Empties the journal (a reset does too). */
  clearRequests(): void
}

/** The control handle over one `MockControl`, with `reset` extended by the runtime (e.g. handler overrides). */
export function controlHandle(control: MockControl, afterReset: () => void = () => undefined): MockControlHandle {
  return {
    db: control.db,
    async reset() {
      afterReset()
      await control.reset()
    },
    snapshot: () => control.snapshot(),
    restore: (snapshot) => control.restore(snapshot),
    setBusinessDate: (businessDate) => control.setBusinessDate(businessDate),
    configure: (change) => control.configure(change),
    async useScenario(name) {
      await control.useScenario(name)
    },
    requests: ((filter?: JournalFilter) => control.journal.list(filter)) as MockControlHandle['requests'],
    clearRequests: () => control.journal.clear(),
  }
}
