import cors from 'cors'
import express, { type Express, type RequestHandler } from 'express'
import { checkHandlerOptions, parseScope, type HandlerOptions } from '../../handlers/context.js'
import { problemResponse } from '../../handlers/problem.js'
import type { MockConfigChange } from '../control/config.js'
import type { MockControl } from '../control/mock-control.js'
import type { HotelDatabase } from '../db/database.js'
import { createDatabase, type DatabaseOptions } from '../control/create-database.js'
import { MockError } from '../shared/errors.js'
import { createSessionLayer, type SessionLayer } from '../sessions/session-layer.js'
import type { SessionLimits } from '../sessions/session-registry.js'
import { openApiDocument, servedFrom } from '../spec/document.js'
import { parseOrigins, parsePublicUrl, reflectsCredentials, type CorsPolicy } from './cors-policy.js'
import { trustedOrigin } from './request-target.js'
import { mockMiddleware, writeResponse } from './middleware.js'

export interface AppOptions extends DatabaseOptions, Omit<HandlerOptions, 'control'> {
  /**
   * Origins allowed to call `/api` from a browser: `*` (the default, what a frontend on another
   * port needs), one origin, several separated by commas, or `false` to send no CORS headers.
   */
  corsOrigin?: string | false
  /**
   * Origins whose pages may use the control plane (`/__mock/`): none by default, so a web page
   * cannot reset or replace the data; `*` turns the cross-site checks off.
   */
  controlOrigin?: string
  /**
   * The origin clients reach the server at (e.g. behind a proxy), for `Location` headers and the
   * control plane's same-origin check. Default: the address and port the client connected to.
   */
  publicUrl?: string
  /** Use this database instead of seeding a new one. */
  db?: HotelDatabase
  /** Latency and error rate from the start. */
  config?: MockConfigChange
  /** Limits of the isolated sessions (`X-Mock-Session` / `mock-session` cookie): `maxSessions`, `idleTimeoutSeconds`. */
  sessions?: SessionLimits
  /** How many answered requests each session's journal keeps (default 1000; 0 keeps none). */
  journalSize?: number
}

/** Headers a browser app may read from our responses. */
const EXPOSED_HEADERS = ['Location', 'X-Total-Count', 'Link', 'Allow', 'WWW-Authenticate', 'Preference-Applied', 'Retry-After']

/**
 * The standalone server as an Express app: the same core as the browser and Node runtimes,
 * behind CORS. `GET /openapi.json` serves the contract; the control plane's document is at
 * `GET /__mock/openapi.json`.
 *
 * @example
 * const { app } = await createApp({ seed: 7 })
 * app.listen(4010)
 */
export async function createApp(options: AppOptions = {}): Promise<{ app: Express; db: HotelDatabase; control: MockControl; sessions: SessionLayer }> {
  const { front: _, ...made } = await buildApp(options)
  return made
}

/**
 * `createApp`'s app, and the mock's own middleware in it (`front`, the first the app runs): a
 * server that owns the app may run that middleware ahead of Express (`createServerFor`), sparing
 * the API's requests Express's routing.
 */
export async function buildApp(
  options: AppOptions = {},
): Promise<{ app: Express; front: RequestHandler; db: HotelDatabase; control: MockControl; sessions: SessionLayer }> {
  const policy = corsPolicy(options)
  const publicOrigin = options.publicUrl === undefined ? undefined : parsePublicUrl(options.publicUrl)
  checkHandlerOptions(options)
  const db = options.db ?? (await createDatabase(options))
  // The default hotel and the sessions made from its start state (docs/decisions/0600-sessions-over-the-store.md).
  const sessions = createSessionLayer(db, { ...options, ...options.sessions })
  const { basePath } = parseScope(options.baseUrl)
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  const front = mockMiddleware(sessions.route, {
    cors: policy,
    exposedHeaders: EXPOSED_HEADERS,
    controlPlane: options.controlPlane !== false,
    basePath,
    ...(publicOrigin !== undefined && { publicOrigin }),
  })
  app.use(front)
  // Preflights, and everything the core does not answer, get their CORS headers here: the
  // control plane's own (none by default), the API's for the rest.
  const isControl = (req: { url?: string }) => (req.url ?? '').includes('/__mock/')
  const allowedFor = (req: { url?: string }) => (isControl(req) ? policy.control : policy.api)
  // As `corsHeadersFor`: whenever `*` may be answered, the answer varies by origin.
  app.use((req, res, next) => {
    if (allowedFor(req) === '*') res.vary('Origin')
    next()
  })
  app.use(
    cors((req, callback) => {
      const control = isControl(req)
      const allowed = allowedFor(req)
      // As `corsHeadersFor`: a browser's origin is named, with credentials, rather than `*`.
      const credentials = reflectsCredentials(allowed, req.headers.origin)
      const origin = allowed === '*' ? (credentials ? true : '*') : allowed.length > 0 ? [...allowed] : false
      // The methods the contracts declare (the control plane also deletes), not the cors package's PATCH.
      const methods = control ? 'GET,HEAD,PUT,POST,DELETE' : 'GET,HEAD,PUT,POST'
      callback(null, { origin, credentials, methods, exposedHeaders: EXPOSED_HEADERS, maxAge: 600 })
    }),
  )
  // The contract alone, with `servers` naming the origin it was fetched from.
  app.get(`${basePath}/openapi.json`, (req, res) => {
    res.json(servedFrom(openApiDocument, `${trustedOrigin(req, publicOrigin)}${basePath}`))
  })
  // Whatever the core left alone (outside /api) is a 404 problem too, never Express's HTML page.
  app.use((req, res) => {
    const where = isControl(req) || req.path.endsWith('/__mock')
      ? `The control plane lives under ${basePath}/__mock/.`
      : req.path.endsWith('/openapi.json')
        ? `The contract is served at ${basePath}/openapi.json.`
        : `The API lives under ${basePath}/api/ (${basePath}/api/guests, ${basePath}/api/reservations).`
    writeResponse(res, problemResponse(new MockError('ROUTE_NOT_FOUND', `There is no ${req.method} ${req.path} here. ${where}`)))
  })
  return { app, front, db, control: sessions.control, sessions }
}

function corsPolicy(options: AppOptions): CorsPolicy {
  return {
    api: options.corsOrigin === false ? [] : parseOrigins(options.corsOrigin ?? '*'),
    control: options.controlOrigin === undefined ? [] : parseOrigins(options.controlOrigin),
  }
}
