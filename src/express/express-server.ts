import { createServer, IncomingMessage, maxHeaderSize, ServerResponse, STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Express, RequestHandler } from 'express'
import { problemResponse } from '../../handlers/problem.js'
import { MockError } from '../shared/errors.js'
import { inFront } from './middleware.js'

/**
 * How long an idle keep-alive connection stays open: a minute, where Node's default is 5 s.
 * Whichever side closes an idle connection first can do so just as the other sends on it, and a
 * client that sends its next request on a connection the server is closing gets `ECONNRESET`.
 * Clients close theirs sooner (Node's `http.Agent` after 5 s, undici's `fetch` 2 s before the
 * server's `Keep-Alive: timeout` hint), so the race needs a connection idle for a minute rather
 * than for a few seconds, as one often is between two tests (decision 0507).
 */
const KEEP_ALIVE_MS = 65_000

/**
 * An HTTP server for an Express app whose requests and responses are born with the app's
 * prototypes, so Express's per-request `Object.setPrototypeOf` is a no-op and V8 keeps one fast
 * shape for them. They are subclasses (`extends`), so V8 sizes each object for its constructor;
 * the app's `request` and `response` objects are replaced by the subclasses' prototypes (same
 * parent, same own properties). `test/server/server.test.ts` checks the shapes stay fast;
 * docs/decisions/0005-express-bridge.md says why.
 */
export function createExpressServer(app: Express): Server {
  return createServerFor(app)
}

/**
 * `createExpressServer`, with `front` (the app's own mock middleware, see `buildApp`) run ahead of
 * Express for every request (`inFront`): for a server that owns the app, such as `startServer`'s.
 */
export function createServerFor(app: Express, front?: RequestHandler): Server {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  app.request = adoptPrototype(AppRequest, app.request)
  app.response = adoptPrototype(AppResponse, app.response)
  const server = createServer(
    {
      IncomingMessage: AppRequest as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
      // The app refuses an HTTP/1.1 request without Host itself, with a problem (`checkHost`).
      requireHostHeader: false,
    },
    front ? inFront(front, app) : app,
  )
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.on('clientError', answerClientError)
  // CONNECT asks for a tunnel, which this server never opens: a 405 problem, not a closed socket.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    writeProblem(socket, new MockError('METHOD_NOT_ALLOWED', 'This server opens no tunnels (CONNECT).', [], { Allow: 'GET, HEAD, POST, PUT, OPTIONS' }))
  })
  return server
}

/**
 * Answers a request Node's parser refused before the app saw it (too large a request line or
 * headers, bytes that are not HTTP, a request that took too long) with a problem document, as
 * every other error, where Node would write a bare status line. The connection is closed after.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  writeProblem(socket, refusal(error.code))
}

/** What a refusal of Node's parser (its error code) means to the client. */
function refusal(code: string | undefined): MockError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new MockError('HEADERS_TOO_LARGE', `The request line and headers are larger than this server reads (${Math.round(maxHeaderSize / 1024)} KB in all).`)
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new MockError('REQUEST_TIMEOUT', 'The request was not received in full in time.')
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new MockError('PAYLOAD_TOO_LARGE', 'The chunk extensions of the body are larger than this server reads.')
    default:
      return new MockError('MALFORMED_REQUEST', 'The request is not valid HTTP/1.1.')
  }
}

/** Writes `error`'s problem document straight to the socket, and closes the connection. */
function writeProblem(socket: Duplex, error: MockError): void {
  const { status, headers, body } = problemResponse(error)
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
  head.push(`Content-Length: ${Buffer.byteLength(body ?? '')}`, 'Connection: close')
  socket.end(`${head.join('\r\n')}\r\n\r\n${body ?? ''}`)
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
