import { isScenarioName, type ScenarioName } from '../../fixtures/scenario-names.js'
import { openSavedHotelStore, type SavedHotelStore } from './storage.js'
import type { MockConfigChange } from '../control/config.js'
import { MockControl, type MockControlOptions } from '../control/mock-control.js'
import type { CommitKind, HotelDatabase } from '../db/database.js'
import type { Snapshot } from '../db/snapshot-format.js'
import { validateSnapshot } from '../db/snapshot.js'
import { firstViolations } from '../shared/violation.js'
import { DEFAULT_PERSIST_KEY } from './persist-key.js'

/** The format tag of a hotel saved in the browser. */
export const SAVED_HOTEL_FORMAT = 'guest-reservation-mock/browser-save@1'

/** One saved hotel: the data, and the scenario it was seeded as (which the data alone cannot tell). */
export interface SavedHotel {
  format: typeof SAVED_HOTEL_FORMAT
  scenario: ScenarioName
  snapshot: Snapshot
}

/** `persist` as `startMockWorker` takes it: off, on under the default key, or on under a key of your own. */
export type PersistOption = boolean | { key?: string }

const LOG = '[guest-reservation-mock]'

/**
 * The control state of a browser mock, with persistence when asked for: a `PersistentMockControl`
 * that has loaded the saved hotel (if any), else a plain `MockControl`. A browser that cannot open
 * IndexedDB gets a warning and a mock that keeps its data in memory only.
 *
 * @example
 * const db = await createDatabase({ seed: 7 })
 * const control = await createBrowserControl(db, { persist: { key: 'front-desk' } })
 * const handlers = createHandlers(db, { control })
 */
/**
 * Throws when `persist` is not one `startMockWorker` takes: a boolean, or `{ key }` with a
 * non-empty key (an empty one would quietly share the default hotel).
 *
 * @example
 * checkPersistOption({ key: '' }) // RangeError: persist.key must be a non-empty string ...
 */
export function checkPersistOption(persist: unknown): void {
  if (persist === undefined || typeof persist === 'boolean') return
  if (typeof persist !== 'object' || persist === null || Array.isArray(persist)) {
    throw new TypeError(`persist must be true, false or { key: 'my-app' }, not ${JSON.stringify(persist) ?? String(persist)}.`)
  }
  const { key } = persist as { key?: unknown }
  if (key !== undefined && (typeof key !== 'string' || key.trim() === '')) {
    throw new RangeError(`persist.key must be a non-empty string, e.g. { key: 'my-app' }; leave it out to use "${DEFAULT_PERSIST_KEY}".`)
  }
}

export async function createBrowserControl(
  db: HotelDatabase,
  options: { persist?: PersistOption | undefined; config?: MockConfigChange | undefined; journalSize?: number | undefined },
): Promise<MockControl> {
  const settings = { config: options.config, journalSize: options.journalSize }
  if (!options.persist) return new MockControl(db, settings)
  const key = (typeof options.persist === 'object' && options.persist.key) || DEFAULT_PERSIST_KEY
  let store: SavedHotelStore
  try {
    store = await openSavedHotelStore(key)
  } catch (error) {
    console.warn(`${LOG} Cannot save the hotel in this browser (${describeError(error)}), so changes last only until the page reloads.`)
    return new MockControl(db, settings)
  }
  const control = new PersistentMockControl(db, store, settings)
  await control.resume()
  return control
}

/**
 * A `MockControl` that keeps the hotel in IndexedDB across page reloads: it saves after every
 * accepted write, before the write is acknowledged, and a reset removes the saved hotel, so the
 * next page load seeds afresh. The database itself still holds the seeded hotel as its state at
 * start, so `reset()` returns to the seed even after loading saved data.
 *
 * @example
 * const control = new PersistentMockControl(db, await openSavedHotelStore('front-desk'))
 * await control.resume() // 'restored' when a valid saved hotel was loaded, else 'seeded'
 */
export class PersistentMockControl extends MockControl {
  readonly #store: SavedHotelStore
  /** The scenario of the loaded data, until the next scenario switch or reset. */
  #loadedScenario: ScenarioName | undefined
  /** Set during a scenario switch: its commit is saved before MockControl records the new name. */
  #switchingTo: ScenarioName | undefined
  #saveFailing = false

  constructor(db: HotelDatabase, store: SavedHotelStore, options: MockControlOptions = {}) {
    super(db, options)
    this.#store = store
  }

  override get scenario(): ScenarioName {
    return this.#loadedScenario ?? super.scenario
  }

  /**
   * Loads the saved hotel when there is a valid one (an invalid one is left alone, with a warning,
   * and the seed is used), then starts saving after every accepted write.
   */
  async resume(): Promise<'restored' | 'seeded'> {
    let outcome: 'restored' | 'seeded' = 'seeded'
    let saved: unknown
    try {
      saved = await this.#store.read()
    } catch (error) {
      console.warn(`${LOG} Could not read the hotel saved in ${this.#store.location} (${describeError(error)}), so the mock starts from the seed.`)
    }
    if (saved !== undefined) {
      const problem = savedHotelProblem(saved)
      if (problem === undefined) {
        const { scenario, snapshot } = saved as SavedHotel
        await this.db.restore(snapshot)
        this.#loadedScenario = scenario
        outcome = 'restored'
      } else {
        console.warn(
          `${LOG} The hotel saved in ${this.#store.location} cannot be used: ${problem}. ` +
            'The mock starts from the seed instead; the next change replaces the saved hotel.',
        )
      }
    }
    this.db.onCommit((_db, { kind }) => this.#persist(kind))
    return outcome
  }

  override async useScenario(name: string): Promise<ScenarioName> {
    this.#switchingTo = isScenarioName(name) ? name : undefined
    try {
      const scenario = await super.useScenario(name)
      this.#loadedScenario = undefined
      return scenario
    } finally {
      this.#switchingTo = undefined
    }
  }

  override async reset(): Promise<void> {
    try {
      await super.reset()
    } finally {
      this.#loadedScenario = undefined
    }
  }

  /** Saves after a write; after a reset (from code or POST /__mock/reset) removes the saved hotel instead. */
  async #persist(kind: CommitKind): Promise<void> {
    try {
      if (kind === 'reset') {
        await this.#store.clear()
      } else {
        const saved: SavedHotel = { format: SAVED_HOTEL_FORMAT, scenario: this.#switchingTo ?? this.scenario, snapshot: this.db.snapshot() }
        await this.#store.write(saved)
      }
      this.#saveFailing = false
    } catch (error) {
      // A full disk or a storage policy must not break the app: the mock keeps answering from
      // memory, and says once that reloading will lose what follows.
      if (!this.#saveFailing) {
        console.error(
          `${LOG} Could not save the hotel in ${this.#store.location} (${describeError(error)}). ` +
            'The mock keeps working, but changes from now on last only until the page reloads.',
        )
      }
      this.#saveFailing = true
    }
  }
}

/** Why a stored value is not a usable saved hotel, or undefined when it is one. */
export function savedHotelProblem(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return 'it is not an object'
  const saved = value as Partial<Record<keyof SavedHotel, unknown>>
  if (saved.format !== SAVED_HOTEL_FORMAT) return `its format is ${JSON.stringify(saved.format)}, not "${SAVED_HOTEL_FORMAT}"`
  if (typeof saved.scenario !== 'string' || !isScenarioName(saved.scenario)) return `${JSON.stringify(saved.scenario)} is not a scenario`
  const violations = validateSnapshot(saved.snapshot)
  if (violations.length === 0) return undefined
  const { shown, more } = firstViolations(violations, 3)
  return `its snapshot is invalid (${shown.join('; ')}${more > 0 ? `, and ${more} more` : ''})`
}

function describeError(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message } = error as { name?: string; message: string }
    return name && name !== 'Error' ? `${name}: ${message}` : message
  }
  return String(error)
}
