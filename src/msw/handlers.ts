import { http, type HttpHandler } from 'msw'
import type { HandlerOptions } from '../../handlers/context.js'
import { createRouter } from '../../handlers/router.js'
import type { HotelDatabase } from '../db/database.js'
import { fromFetchRequest, toFetchResponse } from './fetch.js'

/**
 * The mock as msw handlers, over one database: one `http.all` handler in front of the core, which
 * routes by the spec. A request that is not the mock's (outside `/api` and `/__mock`) falls
 * through to the next handler or the network. The same array runs in a service worker and in
 * `setupServer`; `server.use(...)` overrides still go in front of it.
 *
 * @example
 * const db = await createDatabase({ seed: 1 })
 * const server = setupServer(...createHandlers(db))
 */
export function createHandlers(db: HotelDatabase, options: HandlerOptions = {}): HttpHandler[] {
  const route = createRouter(db, options)
  return [
    http.all('*', async ({ request }) => {
      const response = await route(fromFetchRequest(request))
      return response && toFetchResponse(response)
    }),
  ]
}
