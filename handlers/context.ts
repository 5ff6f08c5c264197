import type { HotelDatabase } from '../src/db/database.js'
import { asMockError, MockError } from '../src/errors.js'
import { MockControl } from '../src/control/mock-control.js'
import { specOperations, type SpecOperations } from '../src/spec/operations.js'
import { requestHeader } from './headers.js'
import { problemResponse } from './problem.js'
import { BuiltResponse, kDirect, responseHelper } from './response.js'
import { readParameters, type RequestParameters } from './request.js'

/** Options of the handler array. */
export interface HandlerOptions {
  /**
   * Bearer tokens the API accepts. Empty (the default) accepts anonymous calls; with tokens, every
   * `/api` call needs `Authorization: Bearer <one of them>` or is answered 401.
   */
  authTokens?: readonly string[]
  /**
   * Serve the control plane under `/__mock/` (reset, snapshots, business date, scenarios, latency
   * and error injection). Default true; false for contract-only runs.
   */
  controlPlane?: boolean
  /** The control state to use; by default a new one over `db`. Share one to drive it from code too. */
  control?: MockControl
}

/** What every handler closes over: its own database, never a global one. */
export interface HandlerContext {
  db: HotelDatabase
  control: MockControl
  operations: SpecOperations
  authTokens: ReadonlySet<string>
}

export function createHandlerContext(db: HotelDatabase, options: HandlerOptions = {}): HandlerContext {
  const control = options.control ?? new MockControl(db)
  if (control.db !== db) throw new Error('The control passed to createHandlers must be over the same database.')
  return { db, control, operations: specOperations(), authTokens: new Set(options.authTokens ?? []) }
}

/** The key under which the router hands the resolvers the URL it parsed. */
export const kUrl = Symbol('guest-reservation-mock.url')

/** What a resolver receives from MSW (and openapi-msw) that `handle` needs. */
interface ResolverInfo {
  request: Request
  params: Record<string, string | readonly string[] | undefined>
  response: { untyped(response: Response): unknown }
  /** Set by the router's direct entry point: answer with `BuiltResponse`s. */
  [kDirect]?: boolean
  /** The request URL as the router parsed it, so it is parsed once per request. */
  [kUrl]?: URL
}

/** The response helpers: they hold no per-request state, so one of each serves every request. */
const RESPOND_FETCH = responseHelper(false)
const RESPOND_DIRECT = responseHelper(true)

/**
 * Runs one operation of the spec: checks auth, validates query and path parameters against the
 * spec, then calls `resolve`. Any `MockError` thrown on the way becomes a problem+json response,
 * so each resolver only has to describe the success path and throw on failure.
 *
 * `resolve` answers through `respond`: the calls and types of the operation's openapi-msw
 * `response` helper (an undeclared status or body fails to compile), building a plain `Response`
 * under MSW or a `BuiltResponse` for the Express bridge (see `response.ts`).
 */
export async function handle<Info extends ResolverInfo, Result>(
  context: HandlerContext,
  operationId: string,
  info: Info,
  resolve: (input: RequestParameters & { respond: Info['response'] }) => Result | Promise<Result>,
): Promise<Result> {
  const direct = info[kDirect] === true
  const respond = (direct ? RESPOND_DIRECT : RESPOND_FETCH) as unknown as Info['response']
  let applied: string[] = []
  let result: Result
  try {
    checkAuth(context, info.request)
    const operation = context.operations.get(operationId)
    const url = info[kUrl] ?? new URL(info.request.url)
    // Latency and injected errors apply to the API only, never to the control plane itself.
    if (!operation.path.startsWith('/__mock/')) {
      const plan = context.control.planRequest(info.request, url)
      applied = plan.applied
      if (plan.delay > 0) await new Promise((wake) => setTimeout(wake, plan.delay))
      if (plan.injectedStatus !== undefined) {
        throw new MockError('INJECTED', `This error was injected because ${plan.injectedBecause}.`, [], {}, plan.injectedStatus)
      }
    }
    const pathParams: Record<string, string> = {}
    for (const [name, value] of Object.entries(info.params)) {
      if (typeof value === 'string') pathParams[name] = value
    }
    result = await resolve({ ...readParameters(operation, url, pathParams), respond })
  } catch (error) {
    result = problemResponse(asMockError(error), direct) as Result
  }
  if (applied.length > 0) {
    const value = applied.join(', ')
    if (result instanceof Response) result.headers.set('Preference-Applied', value)
    else if (result instanceof BuiltResponse) result.headers['Preference-Applied'] = value
  }
  return result
}

/** Throws UNAUTHORIZED unless auth is off or the request carries an accepted bearer token. */
export function checkAuth(context: HandlerContext, request: Request): void {
  if (context.authTokens.size === 0) return
  const header = requestHeader(request, 'authorization')
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  if (match && context.authTokens.has(match[1]!)) return
  throw new MockError(
    'UNAUTHORIZED',
    header
      ? 'The bearer token is not accepted. Send one of the tokens the mock was started with.'
      : 'This API needs an Authorization: Bearer <token> header.',
    [],
    {
      'WWW-Authenticate': header
        ? 'Bearer realm="guest-reservation-api", error="invalid_token"'
        : 'Bearer realm="guest-reservation-api"',
    },
  )
}
