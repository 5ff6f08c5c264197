import type { HttpHandler } from 'msw'
import { parseScope, type HandlerOptions } from '../../handlers/context.js'
import { createRouter } from '../../handlers/router.js'
import type { HotelDatabase } from '../db/database.js'
import { fromFetchRequest, toFetchResponse } from './fetch.js'
import { http } from './msw-http.js'

/**
 * The mock as msw handlers, over one database: an `http.all` handler for `/api` and one for
 * `/__mock` (under `baseUrl` when one is given) in front of the core, which routes by the spec.
 * A request they do not match goes on to the next handler and to msw's `onUnhandledRequest`
 * (docs/decisions/0401-scoped-handlers.md). The same array runs in a service worker and in
 * `setupServer`; `server.use(...)` overrides still go in front of it.
 *
 * @example
 * const db = await createDatabase({ seed: 1 })
 * const server = setupServer(...createHandlers(db, { baseUrl: 'http://hotel.test' }))
 */
export function createHandlers(db: HotelDatabase, options: HandlerOptions = {}): HttpHandler[] {
  const route = createRouter(db, options)
  const { origin, basePath } = parseScope(options.baseUrl)
  const resolve = async ({ request }: { request: Request }) => {
    const response = await route(fromFetchRequest(request))
    return response && toFetchResponse(response)
  }
  // msw matches `*` across slashes; an origin pins the scheme, host and port.
  const prefix = `${origin ?? '*'}${basePath}`
  return [http.all(`${prefix}/api/*`, resolve), http.all(`${prefix}/__mock/*`, resolve)]
}
