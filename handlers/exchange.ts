/**
 * The one request shape the handlers read and the one response shape they answer with. Every
 * runtime adapter builds a `MockRequest` from what its runtime parsed and turns the
 * `MockResponse` into what its runtime writes (docs/decisions/0013-one-core-thin-adapters.md).
 */
export interface MockRequest {
  /** The method in upper case, e.g. `GET`. */
  readonly method: string
  /** The full request URL, parsed once by the adapter. */
  readonly url: URL
  /** A header's value as Fetch's `headers.get(name)` gives it (repeated values joined by ", "); `name` in lower case. */
  header(name: string): string | null
  /** The body as text (empty when there is none); read at most once. */
  text(): Promise<string>
}

/** A plain response: status, headers (names as written) and the body text, or null for none. */
export interface MockResponse {
  status: number
  headers: Record<string, string>
  body: string | null
}
