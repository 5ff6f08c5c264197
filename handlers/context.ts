import type { HotelDatabase } from '../src/db/database.js'
import { MockError } from '../src/shared/errors.js'
import { MockControl } from '../src/control/mock-control.js'
import { specOperations, type SpecOperations } from '../src/spec/operations.js'
import type { MockRequest } from './exchange.js'
import { JsonWriter } from './json.js'

/** Options of the handlers, the same in every runtime. */
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

/** What every operation closes over: its own database and knobs, never global ones. */
export interface HandlerContext {
  db: HotelDatabase
  control: MockControl
  operations: SpecOperations
  authTokens: ReadonlySet<string>
  /** JSON for response bodies, with the texts of the records served often kept. */
  json: JsonWriter
}

export function createHandlerContext(db: HotelDatabase, options: HandlerOptions = {}): HandlerContext {
  const control = options.control ?? new MockControl(db)
  if (control.db !== db) throw new Error('The control passed to the handlers must be over the same database.')
  return { db, control, operations: specOperations(), authTokens: new Set(options.authTokens ?? []), json: new JsonWriter((value) => db.holds(value)) }
}

/** Throws UNAUTHORIZED unless auth is off or the request carries an accepted bearer token. */
export function checkAuth(context: HandlerContext, request: MockRequest): void {
  if (context.authTokens.size === 0) return
  const header = request.header('authorization')
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
