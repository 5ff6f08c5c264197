import { buildScenario, isScenarioName, SCENARIO_NAMES, type ScenarioName } from '../../fixtures/scenarios.js'
import { HotelDatabase } from '../db/database.js'
import { resolveHotelOptions, type HotelOptions } from '../db/seed/hotel.js'

export interface DatabaseOptions extends HotelOptions {
  /** The named data set to seed (see fixtures/scenarios.ts). Default `default`. */
  scenario?: ScenarioName
}

/**
 * The options of {@link createDatabase} resolved, or a `RangeError` that says which one is wrong:
 * what a runtime checks before it starts anything, so bad options change nothing.
 *
 * @example
 * checkDatabaseOptions({ scenario: 'sold-out', businessDate: '2026-11-22' })
 */
export function checkDatabaseOptions(options: DatabaseOptions): { resolved: ReturnType<typeof resolveHotelOptions>; scenario: ScenarioName } {
  const resolved = resolveHotelOptions(options)
  const scenario = options.scenario ?? 'default'
  if (!isScenarioName(scenario)) {
    throw new RangeError(`Unknown scenario "${String(scenario)}"; use one of: ${SCENARIO_NAMES.join(', ')}.`)
  }
  return { resolved, scenario }
}

/**
 * Creates a database seeded with a scenario of a generated hotel. The same seed, business date and
 * size give the same data, byte for byte, in every runtime.
 *
 * @example
 * const db = await createDatabase({ seed: 42, guests: 500, businessDate: '2026-11-22' })
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<HotelDatabase> {
  const { resolved, scenario } = checkDatabaseOptions(options)
  const settings = { ...options, ...resolved, onProgress: undefined }
  // Generating is about a third of the wait, storing the records the rest.
  const { onProgress } = options
  const data = buildScenario(scenario, { ...settings, ...(onProgress && { onProgress: (done: number) => onProgress(done * 0.35) }) })
  return HotelDatabase.fromData(data, {
    origin: { seed: resolved.seed, guests: resolved.guests, scenario },
    // A reset after a wholesale change makes the hotel again rather than keep a second copy of it.
    initial: () => buildScenario(scenario, settings),
    // Each hotel is generated for this database alone, so its collections keep the generated records.
    handsOver: true,
    ...(onProgress && { onProgress: (done: number) => onProgress(0.35 + done * 0.65) }),
  })
}
