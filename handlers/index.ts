import type { HttpHandler } from 'msw'
import type { HotelDatabase } from '../src/db/database.js'
import { createHandlerContext, type HandlerOptions } from './context.js'
import { controlHandlers } from './control.js'
import { fallbackHandler } from './fallback.js'
import { guestHandlers } from './guests.js'
import { reservationHandlers } from './reservations.js'

export type { HandlerOptions } from './context.js'

/**
 * The MSW handlers of every operation, over one database. The same array runs in a service
 * worker, in `setupServer` and behind the standalone Express server.
 *
 * @example
 * const db = await createDatabase({ seed: 1 })
 * const server = setupServer(...createHandlers(db))
 */
export function createHandlers(db: HotelDatabase, options: HandlerOptions = {}): HttpHandler[] {
  const context = createHandlerContext(db, options)
  // Hot routes first: MSW tries handlers in order, and each miss costs a path match.
  return [
    ...guestHandlers(context),
    ...reservationHandlers(context),
    fallbackHandler(context),
    ...(options.controlPlane === false ? [] : controlHandlers(context)),
  ]
}
