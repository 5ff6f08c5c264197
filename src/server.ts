import { once } from 'node:events'
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import cors from 'cors'
import express, { type Express } from 'express'
import { createHandlers, type HandlerOptions } from '../handlers/index.js'
import { toProblemResponse } from '../handlers/problem.js'
import { API_BODY_LIMIT } from '../handlers/request.js'
import { CONTROL_BODY_LIMIT } from '../handlers/control.js'
import type { MockConfigChange } from './control/config.js'
import { controlHandle, type MockControlHandle } from './control/handle.js'
import { MockControl } from './control/mock-control.js'
import type { HotelDatabase } from './db/database.js'
import { createDatabase, type DatabaseOptions } from './control/create-database.js'
import { corsResponseHeaders, mswBridge } from './express-bridge.js'
import { MockError } from './errors.js'
import { openApiDocument } from './generated/openapi-document.js'

export * from './index.js'

export interface AppOptions extends DatabaseOptions, Omit<HandlerOptions, 'control'> {
  /** Allowed CORS origin: `*` (the default), one origin, or `false` to send no CORS headers. */
  corsOrigin?: string | false
  /** Use this database instead of seeding a new one. */
  db?: HotelDatabase
  /** Latency and error rate from the start. */
  config?: MockConfigChange
}

export interface ServerOptions extends AppOptions {
  /** Port to listen on; 0 picks a free one. Default 4010. */
  port?: number
  /** Interface to bind. Default 127.0.0.1 (only this machine). */
  host?: string
}

/** Headers a browser app may read from our responses. */
const EXPOSED_HEADERS = ['Location', 'X-Total-Count', 'Link', 'Allow', 'WWW-Authenticate', 'Preference-Applied']

/**
 * The standalone server as an Express app: the same MSW handler array as the browser and Node
 * runtimes, behind CORS and a raw-body bridge. `GET /openapi.json` serves the contract.
 *
 * @example
 * const { app } = await createApp({ seed: 7 })
 * app.listen(4010)
 */
export async function createApp(options: AppOptions = {}): Promise<{ app: Express; db: HotelDatabase; control: MockControl }> {
  const db = options.db ?? (await createDatabase(options))
  const control = new MockControl(db, options.config ? { config: options.config } : {})
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  const origin = options.corsOrigin === false ? undefined : (options.corsOrigin ?? '*')
  app.use(
    mswBridge(createHandlers(db, { ...options, control }), {
      bodyLimit: (path) => (path.startsWith('/__mock/') ? CONTROL_BODY_LIMIT : API_BODY_LIMIT),
      ...(origin !== undefined && { corsHeaders: corsResponseHeaders(origin, EXPOSED_HEADERS) }),
    }),
  )
  // Preflights, and everything the handlers do not answer, get their CORS headers here.
  if (origin !== undefined) app.use(cors({ origin, exposedHeaders: EXPOSED_HEADERS, maxAge: 600 }))
  app.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument)
  })
  // Whatever no handler took (outside /api) is a 404 problem too, never Express's HTML page.
  app.use(async (req, res) => {
    await writeProblem(res, new MockError('ROUTE_NOT_FOUND', `There is no ${req.method} ${req.path} here. The API lives under /api.`))
  })
  return { app, db, control }
}

async function writeProblem(res: express.Response, error: unknown): Promise<void> {
  const response = toProblemResponse(error)
  res.status(response.status)
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(await response.text())
}

/**
 * An HTTP server for an Express app whose requests and responses are born with the app's
 * prototypes.
 *
 * For every request Express switches the prototype of Node's request and response objects to its
 * own (`Object.setPrototypeOf` in `app.handle`). V8 then gives both objects new, slow shapes, and
 * every line of Node's HTTP code that touches them pays for it: on this mock that was half the CPU
 * time of a request (about 150 µs down to about 80 µs per get-by-id). Node lets a server choose
 * the classes it creates (`IncomingMessage` / `ServerResponse` options): here they are subclasses,
 * and the app's `request` and `response` objects are replaced by the subclasses' prototypes (with
 * the same parent and the same own properties), so Express's switch is a no-op. Express still
 * handles every request; what is added to `app.request` later goes on the new object as usual.
 *
 * They are classes (`extends`) so that V8 sizes each object for its constructor's properties and
 * gives every request one shared shape. A plain function calling `IncomingMessage.call(this)` left
 * room for a few properties only, so both objects turned into hash tables while being built: a
 * get-by-id cost twice the server CPU it costs now (about 86 against 43 µs, measured side by
 * side). `test/server/server.test.ts` checks that they keep one fast shape.
 */
export function createExpressServer(app: Express): Server {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  app.request = adoptPrototype(AppRequest, app.request)
  app.response = adoptPrototype(AppResponse, app.response)
  return createServer(
    {
      IncomingMessage: AppRequest as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  )
}

/**
 * Makes `subclass.prototype` stand in for `prototype` (one of an Express app's): the same parent
 * (Express's methods) and the same own properties (`app`, and any a user added).
 */
function adoptPrototype<T extends object>(subclass: { prototype: object }, prototype: T): T {
  Object.setPrototypeOf(subclass.prototype, Object.getPrototypeOf(prototype))
  const { constructor: _, ...own } = Object.getOwnPropertyDescriptors(prototype)
  Object.defineProperties(subclass.prototype, own)
  return subclass.prototype as T
}

export interface RunningServer extends MockControlHandle {
  /** The base URL, e.g. `http://127.0.0.1:4010`. */
  url: string
  server: Server
  /** Stops listening and closes open connections. */
  close(): Promise<void>
}

/**
 * Starts the standalone mock server. Rejects with the listen error (e.g. `EADDRINUSE`) when the
 * port cannot be used.
 *
 * @example
 * const mock = await startServer({ port: 0, businessDate: '2026-11-22' })
 * await fetch(`${mock.url}/api/reservations?status=arrivals`)
 * await mock.close()
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { app, control } = await createApp(options)
  const host = options.host ?? '127.0.0.1'
  const server = createExpressServer(app).listen(options.port ?? 4010, host)
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))])
  const { port } = server.address() as AddressInfo
  const shownHost = host.includes(':') ? `[${host}]` : host
  return {
    ...controlHandle(control),
    url: `http://${shownHost}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
