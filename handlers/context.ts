import type { HotelDatabase } from '../src/db/database.js'
import { MockError } from '../src/shared/errors.js'
import { bearerTokenProblem } from '../src/shared/bearer-token.js'
import { shown } from '../src/shared/shown.js'
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
  /**
   * Answer only requests under this base URL, so every other request (another API on `/api`, a
   * third-party origin) is left to the runtime: in msw it goes on to the next handler and to
   * `onUnhandledRequest`. An absolute URL (`https://pms.example.com`, `http://localhost:3000/pms`)
   * fixes the origin and a path prefix; a path (`/pms`) fixes only the prefix, on any origin. The
   * API is then at `<base>/api/...` and the control plane at `<base>/__mock/...`. Default: every
   * origin, no prefix.
   */
  baseUrl?: string
}

/** Where the mock answers: an origin (or any) and a path prefix without a trailing slash ('' for none). */
export interface MockScope {
  origin: string | undefined
  basePath: string
}

/**
 * Reads the `baseUrl` option. Throws a plain `Error` that says what to pass for a value that is
 * neither an http(s) URL nor a path.
 */
export function parseScope(baseUrl: string | undefined): MockScope {
  if (baseUrl === undefined || baseUrl === '' || baseUrl === '/') return { origin: undefined, basePath: '' }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(baseUrl)
  let url: URL
  try {
    url = new URL(baseUrl, 'http://any.invalid')
  } catch {
    url = new URL('about:blank')
  }
  if ((absolute && url.protocol !== 'http:' && url.protocol !== 'https:') || (!absolute && !baseUrl.startsWith('/')) || url.search || url.hash) {
    throw new Error(`baseUrl must be an http(s) URL such as https://pms.example.com/hotel, or a path such as /hotel; got ${JSON.stringify(baseUrl)}.`)
  }
  return { origin: absolute ? url.origin : undefined, basePath: url.pathname.replace(/\/+$/, '') }
}

/**
 * Reads the `authTokens` option: an array of tokens, each one word. Throws a `TypeError` or
 * `RangeError` that says what to pass, so a token given as a plain string (from JavaScript, where
 * no type stops it) is refused rather than taken as one token per character.
 */
export function parseAuthTokens(authTokens: unknown): ReadonlySet<string> {
  if (authTokens === undefined) return new Set()
  if (!Array.isArray(authTokens)) {
    throw new TypeError(`authTokens must be an array of bearer tokens, e.g. ['secret-1'], not ${shown(authTokens)}.`)
  }
  authTokens.forEach((token: unknown, index) => {
    if (typeof token !== 'string') throw new TypeError(`authTokens[${index}] must be a string, not ${shown(token)}.`)
    const problem = bearerTokenProblem(token)
    if (problem) throw new RangeError(`authTokens[${index}] is ${shown(token)}: ${problem}`)
  })
  return new Set(authTokens as string[])
}

/**
 * Checks the handlers' options that can be wrong (`authTokens`, `baseUrl`) before anything is
 * made with them, throwing what `parseAuthTokens` and `parseScope` throw.
 */
export function checkHandlerOptions(options: HandlerOptions): void {
  parseAuthTokens(options.authTokens)
  parseScope(options.baseUrl)
}

/** What every operation closes over: its own database and knobs, never global ones. */
export interface HandlerContext {
  db: HotelDatabase
  control: MockControl
  operations: SpecOperations
  authTokens: ReadonlySet<string>
  scope: MockScope
  /** JSON for response bodies, with the texts of the records served often kept. */
  json: JsonWriter
}

/** One JSON writer per database, shared by every router over it (sessions reading one shared hotel). */
const writers = new WeakMap<HotelDatabase, JsonWriter>()

function jsonWriterOf(db: HotelDatabase): JsonWriter {
  let writer = writers.get(db)
  if (!writer) writers.set(db, (writer = new JsonWriter((value) => db.holds(value))))
  return writer
}

export function createHandlerContext(db: HotelDatabase, options: HandlerOptions = {}): HandlerContext {
  const control = options.control ?? new MockControl(db)
  if (control.db !== db) throw new Error('The control passed to the handlers must be over the same database.')
  return {
    db,
    control,
    operations: specOperations(),
    authTokens: parseAuthTokens(options.authTokens),
    scope: parseScope(options.baseUrl),
    json: jsonWriterOf(db),
  }
}

/**
 * The path below the base path (`/pms/api/guests` -> `/api/guests`), or undefined for a path
 * outside it. With no base path every path is its own.
 */
export function pathBelowBase(pathname: string, basePath: string): string | undefined {
  if (basePath === '') return pathname
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined
}

/** Throws UNAUTHORIZED unless auth is off or the request carries an accepted bearer token. */
export function checkAuth(context: HandlerContext, request: MockRequest): void {
  if (context.authTokens.size === 0) return
  const header = request.header('authorization')
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  if (match && context.authTokens.has(match[1]!)) return
  // RFC 6750 section 3.1: an error code only for a bearer token that was sent and refused; no
  // credentials, or another scheme's, get the challenge alone.
  throw new MockError(
    'UNAUTHORIZED',
    match
      ? 'The bearer token is not accepted. Send one of the tokens the mock was started with.'
      : `This API needs an Authorization: Bearer <token> header${header ? `, not ${JSON.stringify(header.split(/\s/)[0]!.slice(0, 20))}` : ''}.`,
    [],
    {
      'WWW-Authenticate': match
        ? 'Bearer realm="guest-reservation-api", error="invalid_token"'
        : 'Bearer realm="guest-reservation-api"',
    },
  )
}
