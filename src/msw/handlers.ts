import type { HttpHandler } from 'msw'
import { parseScope, type HandlerOptions } from '../../handlers/context.js'
import { createRouter } from '../../handlers/router.js'
import type { HotelDatabase } from '../db/database.js'
import { fromFetchRequest, toFetchResponse } from './fetch.js'
import { http } from './msw-http.js'
import { escapeRegExp } from '../shared/regexp.js'

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
    // HEAD is answered as GET without the body, as on the standalone server (decision 0503).
    const head = request.method === 'HEAD'
    const response = await route(fromFetchRequest(request, head ? 'GET' : request.method))
    return response && toFetchResponse(response, head)
  }
  // Any origin (msw's `*` matched across slashes), or the one given: scheme, host and port. As
  // RegExps without groups, which msw matches as they are: a path pattern's wildcard would be
  // decoded first, and a malformed percent-escape then thrown as msw's 500 before the router could
  // answer its 400.
  const prefix = `^${origin === undefined ? '.*' : escapeRegExp(origin)}${escapeRegExp(basePath)}`
  const api = http.all(new RegExp(`${prefix}/api/`, 'i'), resolve)
  // Without a control plane, /__mock/ is not the mock's: no handler, so msw's onUnhandledRequest sees it.
  return options.controlPlane === false ? [api] : [api, http.all(new RegExp(`${prefix}/__mock/`, 'i'), resolve)]
}
