import { decodeBody } from '../../handlers/body.js'
import type { MockRequest, MockResponse } from '../../handlers/exchange.js'
import { problemResponse } from '../../handlers/problem.js'

/** A Fetch `Request` as the core reads it, under `method` (HEAD is routed as GET): the URL parsed once, headers and body read through Fetch. */
export function fromFetchRequest(request: Request, method: string = request.method): MockRequest {
  return {
    method,
    url: new URL(request.url),
    header: (name) => request.headers.get(name),
    // Bytes that are not UTF-8 are refused (400), as on the standalone server, not replaced.
    text: async () => decodeBody(new Uint8Array(await request.arrayBuffer())),
  }
}

/** The core's answer as the Fetch `Response` msw hands back to the page or the test; with `head`, its status and headers alone. */
export function toFetchResponse({ status, headers, body }: MockResponse, head = false): Response {
  return new Response(head ? null : body, { status, headers })
}

/**
 * An error as the problem+json Fetch `Response` the mock would answer with, for a handler of your
 * own that wants to fail the same way.
 *
 * @example
 * server.use(http.get('http://hotel.test/api/guests', () => toProblemResponse(new MockError('INJECTED', 'down for a test', [], {}, 503))))
 */
export function toProblemResponse(error: unknown): Response {
  return toFetchResponse(problemResponse(error))
}
