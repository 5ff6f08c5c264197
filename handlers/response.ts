import { toJson } from './json.js'

/**
 * How the handlers build responses.
 *
 * Under MSW (browser, `setupServer`) a resolver must return a Fetch `Response`. MSW's own
 * `HttpResponse.json` also encodes the body a second time only to count its bytes (a `Blob`), so
 * the handlers build a plain `Response` instead: a third of the cost.
 *
 * Behind the Express bridge nothing needs a Fetch `Response` at all: the bridge writes status,
 * headers and text to the socket. There the router calls the same resolvers in direct mode and
 * they return a `BuiltResponse`, which skips the `Response` constructor and reading its body back
 * through a stream (together about 30-60 µs a request, as much as the rest of a lookup).
 */
export class BuiltResponse {
  constructor(
    readonly status: number,
    /** Header names as given; the bridge writes them as they are. */
    readonly headers: Record<string, string>,
    readonly body: string | null,
  ) {}
}

/** A response in the form the caller asked for: a Fetch `Response`, or a `BuiltResponse` in direct mode. */
export function buildResponse(direct: boolean, status: number, body: string | null, headers: Record<string, string>): Response | BuiltResponse {
  return direct ? new BuiltResponse(status, headers, body) : new Response(body, { status, headers })
}

/**
 * Set on the resolver info when the router is entered directly (by the Express bridge): the
 * handlers then answer with `BuiltResponse`s.
 */
export const kDirect = Symbol('guest-reservation-mock.direct')

interface ResponseInit {
  headers?: ConstructorParameters<typeof Headers>[0]
}

function headerRecord(init: ResponseInit | undefined): Record<string, string> {
  if (!init?.headers) return {}
  const { headers } = init
  if (!(headers instanceof Headers) && !Array.isArray(headers) && Object.values(headers).every((value) => typeof value === 'string')) {
    return headers as Record<string, string>
  }
  return Object.fromEntries(new Headers(headers as ConstructorParameters<typeof Headers>[0]))
}

/**
 * The same calls as openapi-msw's typed `response` helper (`response(200).json(body, init)`,
 * `.text`, `.empty`, `response.untyped`). Callers type it as the operation's own helper, so an
 * undeclared status or body still fails to compile; `direct` picks what it builds.
 */
export function responseHelper(direct: boolean) {
  const helper = (status: number) => ({
    json: (body: unknown, init?: ResponseInit) =>
      buildResponse(direct, status, toJson(body), { 'Content-Type': 'application/json', ...headerRecord(init) }),
    text: (body: string, init?: ResponseInit) => buildResponse(direct, status, body, { 'Content-Type': 'text/plain', ...headerRecord(init) }),
    empty: (init?: ResponseInit) => buildResponse(direct, status, null, { 'Content-Length': '0', ...headerRecord(init) }),
  })
  helper.untyped = (response: Response | BuiltResponse) => response
  return helper
}
