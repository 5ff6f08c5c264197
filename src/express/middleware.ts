import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { bodyLimitOf } from '../../handlers/body.js'
import type { MockResponse } from '../../handlers/exchange.js'
import { problemResponse } from '../../handlers/problem.js'
import type { MockRouter } from '../../handlers/router.js'
import { fromNodeRequest, hasBody, readBody } from './node-request.js'

/**
 * The headers the `cors` package adds to a simple (non-preflight) request with these options,
 * computed once: the middleware writes them itself, so API requests skip a middleware that would
 * recompute them on every request. `test/server/server.test.ts` checks they match.
 */
export function corsResponseHeaders(origin: string, exposedHeaders: readonly string[]): Record<string, string> {
  // Lower-case names: a handler's header of the same name is written after them and wins.
  return {
    'access-control-allow-origin': origin,
    ...(origin === '*' ? {} : { vary: 'Origin' }),
    'access-control-expose-headers': exposedHeaders.join(','),
  }
}

/**
 * Express middleware that answers with the core: the raw body is read once (no `express.json()`
 * in front, so malformed JSON reaches the core's own error model), and the `MockResponse` is
 * written straight to the socket. Requests the core leaves alone go on to `next()`. CORS
 * preflights are left to the `cors` middleware behind it (docs/decisions/0013-one-core-thin-adapters.md).
 */
export function mockMiddleware(route: MockRouter, corsHeaders: Readonly<Record<string, string>> = {}): RequestHandler {
  const preflights = Object.keys(corsHeaders).length > 0
  return async (req, res, next) => {
    if (preflights && req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) return next()
    try {
      const url = new URL(`${req.protocol}://${req.headers.host ?? '127.0.0.1'}${req.originalUrl}`)
      const body = hasBody(req) ? await readBody(req, bodyLimitOf(url.pathname)) : undefined
      const response = await route(fromNodeRequest(req.method, url, req.rawHeaders, body))
      if (!response) return next()
      writeResponse(res, response, corsHeaders)
    } catch (error) {
      if (res.headersSent) return next(error)
      writeResponse(res, problemResponse(error), corsHeaders)
    }
  }
}

/** Writes a response in one go: with its length known, Node sends head and body in one write. */
export function writeResponse(res: ServerResponse, { status, headers, body }: MockResponse, extraHeaders: Readonly<Record<string, string>> = {}): void {
  const head: Record<string, string> = { ...extraHeaders, ...headers }
  const text = body ?? ''
  if (status !== 204 && status !== 304) head['Content-Length'] = String(Buffer.byteLength(text))
  res.writeHead(status, head)
  res.end(text)
}
