import type { HttpHandler } from 'msw'
import type { HotelDatabase } from '../src/db/database.js'
import { createHandlerContext, type HandlerOptions } from './context.js'
import { controlHandlers } from './control.js'
import { guestHandlers } from './guests.js'
import { reservationHandlers } from './reservations.js'
import { routeToOperations } from './router.js'

export type { HandlerOptions } from './context.js'

/**
 * The MSW handlers of every operation, over one database: a router in front of one typed handler
 * per operation of the spec. The same array runs in a service worker, in `setupServer` and behind
 * the standalone Express server; `server.use(...)` overrides still go in front of it.
 *
 * @example
 * const db = await createDatabase({ seed: 1 })
 * const server = setupServer(...createHandlers(db))
 */
export function createHandlers(db: HotelDatabase, options: HandlerOptions = {}): HttpHandler[] {
  const context = createHandlerContext(db, options)
  const operations = new Map(
    Object.entries({
      ...guestHandlers(context),
      ...reservationHandlers(context),
      ...(options.controlPlane === false ? {} : controlHandlers(context)),
    }),
  )
  return [routeToOperations(context, operations)]
}
