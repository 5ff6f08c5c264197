import type { HotelDatabase } from '../src/db/database.js'
import { asMockError, MockError } from '../src/errors.js'
import { specOperations, type SpecOperations } from '../src/spec/operations.js'
import { toProblemResponse } from './problem.js'
import { readParameters, type RequestParameters } from './request.js'

/** Options of the handler array. */
export interface HandlerOptions {
  /**
   * Bearer tokens the API accepts. Empty (the default) accepts anonymous calls; with tokens, every
   * `/api` call needs `Authorization: Bearer <one of them>` or is answered 401.
   */
  authTokens?: readonly string[]
}

/** What every handler closes over: its own database, never a global one. */
export interface HandlerContext {
  db: HotelDatabase
  operations: SpecOperations
  authTokens: ReadonlySet<string>
}

export function createHandlerContext(db: HotelDatabase, options: HandlerOptions = {}): HandlerContext {
  return { db, operations: specOperations(), authTokens: new Set(options.authTokens ?? []) }
}

/** What a resolver receives from MSW (and openapi-msw) that `handle` needs. */
interface ResolverInfo {
  request: Request
  params: Record<string, string | readonly string[] | undefined>
  response: { untyped(response: Response): unknown }
}

/**
 * Runs one operation of the spec: checks auth, validates query and path parameters against the
 * spec, then calls `resolve`. Any `MockError` thrown on the way becomes a problem+json response,
 * so each resolver only has to describe the success path and throw on failure.
 */
export async function handle<Result>(
  context: HandlerContext,
  operationId: string,
  info: ResolverInfo,
  resolve: (input: RequestParameters) => Result | Promise<Result>,
): Promise<Result> {
  try {
    checkAuth(context, info.request)
    const operation = context.operations.get(operationId)
    const pathParams: Record<string, string> = {}
    for (const [name, value] of Object.entries(info.params)) {
      if (typeof value === 'string') pathParams[name] = value
    }
    return await resolve(readParameters(operation, info.request, pathParams))
  } catch (error) {
    return info.response.untyped(toProblemResponse(asMockError(error))) as Result
  }
}


/** Throws UNAUTHORIZED unless auth is off or the request carries an accepted bearer token. */
export function checkAuth(context: HandlerContext, request: Request): void {
  if (context.authTokens.size === 0) return
  const header = request.headers.get('authorization')
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
