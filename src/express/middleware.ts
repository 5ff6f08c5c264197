import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { pathBelowBase } from '../../handlers/context.js'
import { bodyLimitOf } from '../../handlers/body.js'
import type { MockResponse } from '../../handlers/exchange.js'
import { problemResponse } from '../../handlers/problem.js'
import type { MockRouter } from '../../handlers/router.js'
import { checkControlRequest } from './control-guard.js'
import { corsHeadersFor, type CorsPolicy } from './cors-policy.js'
import { ClientGoneError, fromNodeRequest, hasBody, rawHeader, readBody } from './node-request.js'
import { checkHost, requestUrl, trustedOrigin } from './request-target.js'

/** What the middleware needs besides the core. */
export interface EdgeOptions {
  cors: CorsPolicy
  /** Headers a browser app may read from our responses. */
  exposedHeaders: readonly string[]
  /** The origin `Location` and the control plane's same-origin check use; default the server's own address. */
  publicOrigin?: string
  /** Whether `/__mock/` is served. */
  controlPlane: boolean
  /** The path everything is served under (`--base-path`), `''` for none. */
  basePath?: string
}

/**
 * Express middleware that answers with the core: the raw body is read once (no `express.json()`
 * in front, so malformed JSON reaches the core's own error model), and the `MockResponse` is
 * written straight to the socket. Requests the core leaves alone go on to `next()`. At the edge it
 * refuses malformed `Host` headers, accepts absolute-form targets, builds the URL from a trusted
 * origin (never the client's `Host`), answers HEAD as GET without a body and guards the control
 * plane against cross-site browsers (the core answers a wrong method there with 405). CORS preflights
 * are left to the `cors` middleware behind it (docs/decisions/0013-one-core-thin-adapters.md,
 * docs/decisions/0503-request-edges.md).
 */
export function mockMiddleware(route: MockRouter, options: EdgeOptions): RequestHandler {
  const corsHeaders = knownCorsHeaders(options.exposedHeaders)
  return async (req, res, next) => {
    // Run ahead of the app already (`inFront`), which passed the request on to it.
    if (passedOn.has(req)) return next()
    let cors: Readonly<Record<string, string>> = {}
    try {
      checkHost(req.rawHeaders, req.httpVersion)
      const origin = trustedOrigin(req, options.publicOrigin)
      const url = requestUrl(req.url, origin)
      // Outside the base path nothing is the mock's: the 404 behind says where the API lives.
      const pathname = pathBelowBase(url.pathname, options.basePath ?? '')
      if (pathname === undefined) return next()
      const isControl = pathname.startsWith('/__mock/')
      if (!isControl && !pathname.startsWith('/api/')) return next()
      const allowed = isControl ? options.cors.control : options.cors.api
      cors = corsHeaders(allowed, rawHeader(req.rawHeaders, 'origin'))
      // The control plane's guard answers by origin (another page's is a 403), whatever CORS allows.
      if (isControl && options.controlPlane && cors.vary === undefined) cors = { ...cors, vary: 'Origin' }
      // Preflights go to the cors middleware, unless no origin at all is allowed here.
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined && allowed.length > 0) return next()
      const head = req.method === 'HEAD'
      const method = head ? 'GET' : req.method
      const body = hasBody(req) ? await readBody(req, bodyLimitOf(pathname)) : undefined
      const request = fromNodeRequest(method, url, req.rawHeaders, body)
      if (isControl && options.controlPlane) checkControlRequest(request, origin, options.cors.control)
      const response = await route(request)
      if (!response) return next()
      writeResponse(res, response, cors, head)
    } catch (error) {
      // A client that went away mid-request is not a bug: there is nobody left to answer.
      if (error instanceof ClientGoneError || req.socket.destroyed) return
      if (res.headersSent) return next(error)
      writeResponse(res, problemResponse(error), cors, req.method === 'HEAD')
    }
  }
}

/** How many origins' CORS headers a middleware keeps, for each list of allowed origins. */
const KNOWN_ORIGINS = 32

/**
 * `corsHeadersFor`, kept for the origins seen last (a client sends the same one, or none, on
 * every request): the same frozen object answers each of them.
 */
function knownCorsHeaders(exposedHeaders: readonly string[]): (allowed: '*' | readonly string[], origin: string | null) => Readonly<Record<string, string>> {
  const known = new Map<'*' | readonly string[], Map<string | null, Readonly<Record<string, string>>>>()
  return (allowed, origin) => {
    let byOrigin = known.get(allowed)
    if (!byOrigin) known.set(allowed, (byOrigin = new Map()))
    let headers = byOrigin.get(origin)
    if (!headers) {
      if (byOrigin.size >= KNOWN_ORIGINS) byOrigin.clear()
      byOrigin.set(origin, (headers = Object.freeze(corsHeadersFor(allowed, origin, exposedHeaders))))
    }
    return headers
  }
}

/** Requests a middleware run by `inFront` left to the app behind it: the app's own copy of that middleware lets them by. */
const passedOn = new WeakSet<IncomingMessage>()

/**
 * A request listener that runs `front` (an app's own `mockMiddleware`, the first it runs) ahead of
 * `app`, outside Express: the requests it answers (the API's, the control plane's) skip
 * Express's routing, about a twentieth of a served write's CPU. Whatever it leaves alone goes to
 * the app as it came, where that middleware lets it by. An error it hands on (or a rejection of
 * its promise) is a 500 problem, or, once the answer has begun, the end of the connection, as
 * Express's final handler would have it. The request and response must be born with the app's
 * prototypes (`createServerFor`), so `front` sees what it sees in the app.
 */
export function inFront(front: RequestHandler, app: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const next = (error?: unknown) => {
      if (error === undefined || error === 'route' || error === 'router') {
        passedOn.add(req)
        app(req, res)
      } else if (res.headersSent) {
        req.socket.destroy()
      } else {
        writeResponse(res, problemResponse(error))
      }
    }
    // As Express 5 does with a middleware's promise: a rejection is an error handed on.
    Promise.resolve(front(req as never, res as never, next)).catch((error: unknown) => next(error ?? new Error('The mock middleware failed.')))
  }
}

/**
 * Writes a response in one go: with its length known, Node sends head and body in one write.
 * For HEAD, the head of the GET response (its Content-Length included) and no body.
 */
export function writeResponse(
  res: ServerResponse,
  { status, headers, body }: MockResponse,
  extraHeaders: Readonly<Record<string, string>> = {},
  headOnly = false,
): void {
  if (res.destroyed) return
  const head: Record<string, string> = { ...extraHeaders, ...headers }
  const text = body ?? ''
  if (status !== 204 && status !== 304) head['Content-Length'] = String(Buffer.byteLength(text))
  res.writeHead(status, head)
  res.end(headOnly ? undefined : text)
}
