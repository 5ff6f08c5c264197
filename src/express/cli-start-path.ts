/**
 * Everything the bin needs once its arguments are parsed, in one module, so the bundled bin loads
 * its start path as one chunk rather than one file per module it imports (on Node 20, without a
 * compile cache, each extra file is paid on every start; docs/decisions/0313-cli-compile-cache.md).
 *
 * @example
 * const { createDatabase, startServer } = await import('./express/cli-start-path.js')
 */
export { createDatabase } from '../control/create-database.js'
export { todayUtc } from '../db/calendar.js'
export { HotelDatabase } from '../db/database.js'
export { networkWarning, progressBar } from './cli-options.js'
export { collectGarbage } from './collect-garbage.js'
export * as persistence from './persistence.js'
export { startServer } from './start-server.js'
export { describeHotel } from './summary.js'
