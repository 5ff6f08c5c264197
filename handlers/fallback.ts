import { http, type HttpHandler } from 'msw'
import { MockError } from '../src/errors.js'
import { checkAuth, type HandlerContext } from './context.js'
import { toProblemResponse } from './problem.js'

/**
 * The last handler: every `/api` request no operation took. A known path with another method is a
 * 405 with `Allow` (OPTIONS answers 204 with `Allow`); anything else under `/api` is a 404 problem,
 * so an app never falls through to the network by accident.
 */
export function fallbackHandler(context: HandlerContext): HttpHandler {
  return http.all('*/api/*', ({ request }) => {
    try {
      checkAuth(context, request)
      const { pathname } = new URL(request.url)
      const match = context.operations.match(request.method, pathname)
      if (match?.kind === 'method-not-allowed') {
        const allow = match.allow.join(', ')
        if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allow } })
        throw new MockError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${match.path}; use ${allow}.`, [], {
          Allow: allow,
        })
      }
      throw new MockError('ROUTE_NOT_FOUND', `There is no ${request.method} ${pathname} in this API.`)
    } catch (error) {
      return toProblemResponse(error)
    }
  })
}
