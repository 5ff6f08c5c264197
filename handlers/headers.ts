/**
 * A request header as `request.headers.get(name)` reads it, without making a `Headers` object when
 * the request can answer from what its server already parsed.
 *
 * The Express bridge's requests (`src/bridge-request.ts`) hold Node's raw headers; building a Fetch
 * `Headers` from them validates and copies every header, several microseconds per request, to
 * read the two or three the handlers look at.
 */
export const kHeader = Symbol('guest-reservation-mock.header')

interface HeaderSource {
  /** The value of a header, its name in lower case: what `headers.get(name)` returns. */
  [kHeader]?: (name: string) => string | null
}

/** `request.headers.get(name)`, for a lower-case `name`. */
export function requestHeader(request: Request, name: string): string | null {
  const source = request as Request & HeaderSource
  return source[kHeader] ? source[kHeader](name) : request.headers.get(name)
}
