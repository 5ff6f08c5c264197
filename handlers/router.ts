import { http, type HttpHandler } from 'msw'
import { MockError } from '../src/errors.js'
import { checkAuth, kUrl, type HandlerContext } from './context.js'
import { kResolver } from './openapi-http.js'
import { problemResponse } from './problem.js'
import { buildResponse, kDirect, type BuiltResponse } from './response.js'

/** The resolver of an HTTP handler, as MSW calls it (openapi-msw's typed wrapper sits inside). */
type DirectResolver = (info: {
  request: Request
  requestId: string
  params: Record<string, string>
  cookies: Record<string, string>
  [kDirect]: boolean
  [kUrl]: URL
}) => Promise<Response | BuiltResponse | undefined> | Response | BuiltResponse | undefined

/**
 * The one handler MSW sees. It routes by the spec (literal paths before templates, so
 * `/api/guests/search` is never a guest id) to the typed handler of the operation, and answers
 * everything else under `/api` itself: a known path with another method is a 405 with `Allow`
 * (OPTIONS a 204 with `Allow`), an unknown route a 404 problem, so an app never reaches the network
 * by accident. MSW tries handlers one by one and each miss costs it a path compilation; one router
 * in front of the operations keeps that cost flat however many operations there are.
 */
export function routeToOperations(context: HandlerContext, operations: ReadonlyMap<string, HttpHandler>): HttpHandler {
  let requests = 0
  const route = async (request: Request, requestId: string, direct: boolean): Promise<Response | BuiltResponse | undefined> => {
    const url = (request as { [kParsedUrl]?: URL })[kParsedUrl] ?? new URL(request.url)
    const { pathname } = url
    const isApi = pathname.startsWith('/api/')
    if (!isApi && !pathname.startsWith('/__mock/')) return undefined
    const match = context.operations.match(request.method, pathname)
    if (match?.kind === 'operation') {
      const handler = operations.get(match.operation.operationId)
      // An operation without a handler (the control plane when it is off) falls through.
      if (!handler) return undefined
      // The route is known, and so are its path parameters: call the operation's resolver directly
      // rather than have MSW match the path and parse cookies a second time (and openapi-msw
      // parse the URL again for a typed query the handlers do not read).
      const resolver = (handler as { [kResolver]?: DirectResolver })[kResolver] ?? (handler as unknown as { resolver: DirectResolver }).resolver
      const response = await resolver({ request, requestId, params: match.pathParams, cookies: {}, [kDirect]: direct, [kUrl]: url })
      if (response) return response
    }
    if (!isApi) return undefined
    try {
      checkAuth(context, request)
      if (match?.kind === 'method-not-allowed') {
        const allow = match.allow.join(', ')
        if (request.method === 'OPTIONS') return buildResponse(direct, 204, null, { Allow: allow })
        throw new MockError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${match.path}; use ${allow}.`, [], { Allow: allow })
      }
      throw new MockError('ROUTE_NOT_FOUND', `There is no ${request.method} ${pathname} in this API.`)
    } catch (error) {
      return problemResponse(error, direct)
    }
  }
  const handler = http.all('*', ({ request, requestId }) => route(request, requestId, false) as Promise<Response | undefined>)
  const dispatch: Dispatch = (request) => route(request, `direct-${++requests}`, true)
  return Object.assign(handler, { [kDispatch]: dispatch })
}

/**
 * The router's own entry point, for adapters that write to a socket themselves (the Express
 * bridge): the same routing and resolvers as the MSW handler, without MSW's generic lookup over
 * the handler array in front of it, answering with `BuiltResponse`s (see `response.ts`).
 */
export const kDispatch = Symbol.for('guest-reservation-mock.dispatch')

/** A request's URL already parsed by whoever made it (the bridge's requests), read instead of parsing it again. */
export const kParsedUrl = Symbol('guest-reservation-mock.parsed-url')
export type Dispatch = (request: Request) => Promise<Response | BuiltResponse | undefined>

/** The direct entry point of a handler array that is just our router, if it is one. */
export function directDispatch(handlers: readonly HttpHandler[]): Dispatch | undefined {
  if (handlers.length !== 1) return undefined
  return (handlers[0] as HttpHandler & { [kDispatch]?: Dispatch })[kDispatch]
}
