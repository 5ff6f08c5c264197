import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { getResponse, type HttpHandler } from 'msw'
import { toProblemResponse } from '../handlers/problem.js'
import { BuiltResponse } from '../handlers/response.js'
import { directDispatch, type Dispatch } from '../handlers/router.js'
import { bridgeRequest, fetchRequest } from './bridge-request.js'
import { asMockError, MockError } from './errors.js'

export interface BridgeOptions {
  /** The most bytes read from a request body to this path; above it the bridge answers 413 itself. */
  bodyLimit: (path: string) => number
  /**
   * CORS headers for every response the bridge writes (see `corsResponseHeaders`). CORS preflights
   * are left to the next middleware (the `cors` package), which answers them.
   */
  corsHeaders?: Readonly<Record<string, string>>
}

/**
 * The headers the `cors` package adds to a simple (non-preflight) request with these options,
 * computed once: the bridge writes them itself, so API requests skip a middleware that would
 * recompute them on every request. `test/server/server.test.ts` checks they match.
 */
export function corsResponseHeaders(origin: string, exposedHeaders: readonly string[]): Record<string, string> {
  // Lower-case names, as a Fetch `Response` lists its own: a handler's header of the same name wins.
  return {
    'access-control-allow-origin': origin,
    ...(origin === '*' ? {} : { vary: 'Origin' }),
    'access-control-expose-headers': exposedHeaders.join(','),
  }
}

/**
 * Express middleware that answers requests with the MSW handler array: Express request ->
 * Fetch `Request` -> the handlers -> Express response. The body is read once, raw, and handed to
 * the handlers untouched (no `express.json()` in front), so malformed JSON reaches the handlers'
 * own error model. Requests no handler takes go on to `next()`.
 *
 * The mock's own handler array is one router with a direct entry point: it gets a `Request` built
 * lazily from what Express parsed (`bridge-request.ts`) and answers with `BuiltResponse`s, written
 * straight to the socket. Any other array of msw handlers goes through msw's `getResponse`.
 */
export function mswBridge(handlers: readonly HttpHandler[], { bodyLimit, corsHeaders = {} }: BridgeOptions): RequestHandler {
  const handlerList = [...handlers]
  const direct = directDispatch(handlerList)
  const dispatch: Dispatch = direct ?? ((request: Request) => getResponse(handlerList, request))
  const preflights = Object.keys(corsHeaders).length > 0
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (preflights && req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) return next()
    try {
      const body = hasBody(req) ? await readBody(req, bodyLimit(req.path)) : undefined
      const init = { method: req.method, url: `${req.protocol}://${req.headers.host ?? '127.0.0.1'}${req.originalUrl}`, rawHeaders: req.rawHeaders, body }
      const request = direct ? bridgeRequest(init) : fetchRequest(init)
      const response = await dispatch(request)
      if (!response) return next()
      await send(res, response, corsHeaders)
    } catch (error) {
      if (res.headersSent) return next(error)
      await send(res, toProblemResponse(asMockError(error)), corsHeaders).catch(next)
    }
  }
}

/** Writes a response to Express: a `BuiltResponse` as it is, a Fetch `Response` read once. */
async function send(res: ExpressResponse, response: Response | BuiltResponse, corsHeaders: Readonly<Record<string, string>>): Promise<void> {
  let headers: Record<string, string>
  let body: string | Buffer
  if (response instanceof BuiltResponse) {
    headers = { ...corsHeaders, ...response.headers }
    body = response.body ?? ''
  } else {
    headers = { ...corsHeaders }
    response.headers.forEach((value, name) => {
      headers[name] = value
    })
    body = Buffer.from(await response.arrayBuffer())
  }
  // With its length known, Node sends the head and the body in one write instead of chunks.
  if (response.status !== 204 && response.status !== 304 && headers['Content-Length'] === undefined && headers['content-length'] === undefined) {
    headers['Content-Length'] = String(Buffer.byteLength(body))
  }
  res.writeHead(response.status, headers)
  res.end(body)
}

/** Whether a request carries a body at all (a length above zero, or a chunked body). */
function hasBody(req: ExpressRequest): boolean {
  const length = req.headers['content-length']
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined
}

/** Reads the raw body, refusing (413) as soon as it passes the limit instead of buffering it all. */
function readBody(req: ExpressRequest, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(req.headers['content-length'] ?? '0')
  if (declared > limit) {
    req.resume()
    return Promise.reject(tooLarge(declared, limit))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(tooLarge(size, limit))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(size === 0 ? undefined : new Uint8Array(Buffer.concat(chunks, size))))
    req.on('error', reject)
  })
}

function tooLarge(length: number, limit: number): MockError {
  return new MockError('PAYLOAD_TOO_LARGE', `The request body is at least ${length} bytes; the limit is ${limit} bytes.`)
}
