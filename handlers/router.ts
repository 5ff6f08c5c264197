import type { HotelDatabase } from '../src/db/database.js'
import { MockError } from '../src/shared/errors.js'
import { checkAuth, createHandlerContext, pathBelowBase, type HandlerContext, type HandlerOptions } from './context.js'
import type { MockRequest, MockResponse } from './exchange.js'
import type { OperationDefinition } from './operation.js'
import { OPERATIONS } from './operations.js'
import { journalRequest } from './journal.js'
import { problemResponse } from './problem.js'

/** The core as every runtime calls it: a response, or undefined for a request that is not the mock's. */
export type MockRouter = (request: MockRequest) => Promise<MockResponse | undefined>

/**
 * The core of the mock over one database: routes by the spec (literal paths before templates, so
 * `/api/guests/search` is never a guest id) to the operation's handler, and answers the rest under
 * `/api` itself: a known path with another method is a 405 with `Allow` (OPTIONS a 204), an unknown
 * route a 404 problem, so an app never reaches the network by accident. Anything outside `/api` and
 * `/__mock` (under the `baseUrl` when one is given) is left to the runtime
 * (docs/decisions/0013-one-core-thin-adapters.md, docs/decisions/0401-scoped-handlers.md).
 *
 * @example
 * const route = createRouter(await createDatabase({ seed: 1 }))
 * const response = await route({ method: 'GET', url: new URL('http://hotel.test/api/guests'), header: () => null, text: async () => '' })
 */
export function createRouter(db: HotelDatabase, options: HandlerOptions = {}): MockRouter {
  const context = createHandlerContext(db, options)
  const served = OPERATIONS.filter((definition) => options.controlPlane !== false || !definition.path.startsWith('/__mock/'))
  const byId = new Map(served.map((definition) => [definition.operationId as string, definition]))
  const { origin, basePath } = context.scope
  return async (request) => {
    // Outside the scope (another origin, or not under the base path) is not the mock's.
    if (origin !== undefined && request.url.origin !== origin) return undefined
    const pathname = pathBelowBase(request.url.pathname, basePath)
    if (pathname === undefined) return undefined
    const isApi = pathname.startsWith('/api/')
    if (!isApi && !pathname.startsWith('/__mock/')) return undefined
    // Every answer under /api goes into the journal (docs/decisions/0601-request-journal.md).
    const journaled = isApi ? journalRequest(context.control.journal, request) : undefined
    const match = context.operations.match(request.method, pathname)
    if (match?.kind === 'operation') {
      const definition = byId.get(match.operation.operationId)
      if (definition) {
        const response = await answer(context, definition, journaled?.request ?? request, match.pathParams)
        await journaled?.record(response, definition.operationId)
        return response
      }
    }
    // The control plane, when it is off, is not ours: the request goes on to the runtime.
    if (!isApi && options.controlPlane === false) return undefined
    const response = answerUnmatched(context, journaled?.request ?? request, match, isApi ? 'this API' : "the mock's control plane")
    await journaled?.record(response, null)
    return response
  }
}

/**
 * The answer under /api or /__mock when no operation matched: 204 or 405 for another method, else
 * 404, so an unknown path there never reaches the network.
 */
function answerUnmatched(context: HandlerContext, request: MockRequest, match: ReturnType<HandlerContext['operations']['match']>, area: string): MockResponse {
  const { pathname } = request.url
  try {
    checkAuth(context, request)
    if (match?.kind === 'method-not-allowed') {
      // HEAD is answered wherever GET is, in every runtime (decision 0503).
      const allow = match.allow.flatMap((method) => (method === 'GET' && !match.allow.includes('HEAD') ? ['GET', 'HEAD'] : [method])).join(', ')
      if (request.method === 'OPTIONS') return { status: 204, headers: { Allow: allow }, body: null }
      throw new MockError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${context.scope.basePath}${match.path}; use ${allow}.`, [], { Allow: allow })
    }
    throw new MockError('ROUTE_NOT_FOUND', `There is no ${request.method} ${pathname} in ${area}.`)
  } catch (error) {
    return problemResponse(error)
  }
}

/**
 * Runs one operation: auth, then (on the API only, never the control plane) the requested or
 * configured latency and error injection, then the handler. Any error becomes a problem response.
 */
async function answer(context: HandlerContext, definition: OperationDefinition, request: MockRequest, pathParams: Record<string, string>): Promise<MockResponse> {
  let applied: string[] = []
  let response: MockResponse
  try {
    checkAuth(context, request)
    if (!definition.path.startsWith('/__mock/')) {
      const plan = context.control.planRequest(request.header('prefer'), request.url.searchParams)
      applied = plan.applied
      if (plan.delay > 0) await context.control.delay(plan.delay)
      if (plan.injectedStatus !== undefined) {
        throw new MockError('INJECTED', `This error was injected because ${plan.injectedBecause}.`, [], {}, plan.injectedStatus)
      }
    }
    response = await definition.run(context, request, pathParams)
  } catch (error) {
    response = problemResponse(error)
  }
  if (applied.length > 0) response.headers['Preference-Applied'] = applied.join(', ')
  return response
}
