/**
 * Responses built by the mock, with their body text remembered.
 *
 * MSW's `HttpResponse.json` encodes the body a second time only to count its bytes (a `Blob`), and
 * an adapter that writes to a socket (the Express bridge) would otherwise read the body back
 * through a stream. A plain `Response` costs a third of `HttpResponse.json`, and the remembered
 * text is handed to the socket as it is. Every runtime still gets a standard `Response`.
 */
const bodies = new WeakMap<Response, string>()

/** A response with a text body, remembered for `bodyText`. */
export function textResponse(status: number, text: string, headers: Record<string, string>): Response {
  const response = new Response(text, { status, headers })
  bodies.set(response, text)
  return response
}

/** A JSON response (`application/json` unless the headers say otherwise). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return textResponse(status, JSON.stringify(body), { 'Content-Type': 'application/json', ...headers })
}

/** The body text of a response built here, if it was; `undefined` for any other response. */
export function bodyText(response: Response): string | undefined {
  return bodies.get(response)
}

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
 * `.text`, `.empty`, `response.untyped`), built on `jsonResponse`. Callers type it as the
 * operation's own helper, so an undeclared status or body still fails to compile.
 */
export function fastResponseHelper() {
  const helper = (status: number) => ({
    json: (body: unknown, init?: ResponseInit) => jsonResponse(status, body, headerRecord(init)),
    text: (body: string, init?: ResponseInit) => textResponse(status, body, { 'Content-Type': 'text/plain', ...headerRecord(init) }),
    empty: (init?: ResponseInit) => new Response(null, { status, headers: { 'Content-Length': '0', ...headerRecord(init) } }),
  })
  helper.untyped = (response: Response) => response
  return helper
}
