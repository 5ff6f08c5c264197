/**
 * Which browser origins may call the standalone server, for `/api` and for the control plane
 * apart: by default any page may read and write the mock's `/api` (what a frontend on another
 * port needs, and the API holds nothing but mock data), while `/__mock/` answers no other origin
 * unless listed (docs/decisions/0505-safe-on-a-network.md).
 */
export interface CorsPolicy {
  /** `*`, or the origins allowed on `/api`; empty sends no CORS headers there. */
  api: '*' | readonly string[]
  /** The origins allowed on `/__mock/` (never `*` unless asked for). */
  control: '*' | readonly string[]
}

/** An origin as browsers send it: scheme, host and optional port, nothing else. */
const ORIGIN_PATTERN = /^https?:\/\/(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/

/**
 * Reads a `--cors-origin` value: `*`, `none`, one origin, or several separated by commas
 * (`http://a.test,http://b.test`). Throws a `RangeError` that says what is wrong.
 *
 * @example
 * parseOrigins('http://localhost:5173, http://127.0.0.1:5173') // ['http://localhost:5173', 'http://127.0.0.1:5173']
 */
export function parseOrigins(value: string): '*' | string[] {
  const trimmed = value.trim()
  if (trimmed === '*') return '*'
  if (trimmed === 'none') return []
  const origins = trimmed.split(',').map((part) => part.trim())
  for (const origin of origins) {
    if (origin === '*') throw new RangeError("'*' cannot be part of a list: pass it alone.")
    if (!ORIGIN_PATTERN.test(origin)) {
      throw new RangeError(
        `"${origin.slice(0, 80)}" is not an origin: use scheme://host[:port] with no path or trailing slash, e.g. http://localhost:5173 (several separated by commas).`,
      )
    }
    const port = /:(\d+)$/.exec(origin)?.[1]
    if (port !== undefined && Number(port) > 65_535) throw new RangeError(`"${origin}" has a port above 65535.`)
  }
  return [...new Set(origins.map((origin) => origin.toLowerCase()))]
}

/** Whether `origin` (a request's `Origin`) is allowed by `allowed`. */
export function isAllowedOrigin(allowed: '*' | readonly string[], origin: string | null): boolean {
  if (origin === null) return false
  return allowed === '*' || allowed.includes(origin.toLowerCase())
}

/**
 * The CORS headers of a simple (non-preflight) response. With `*`, a browser's request gets its own
 * origin back with `Access-Control-Allow-Credentials: true` (and `Vary: Origin`), so an app that
 * fetches with `credentials: 'include'` (cookies, such as `mock-session`) works as with any origin;
 * a request without an origin (or with the opaque `null`) gets `*`, still with `Vary: Origin`, so
 * no cache hands that answer to a browser's request. A list names the request's origin when it is
 * listed, also with credentials, and no other.
 */
export function corsHeadersFor(
  allowed: '*' | readonly string[],
  origin: string | null,
  exposedHeaders: readonly string[],
): Record<string, string> {
  // Lower-case names: a handler's header of the same name is written after them and wins.
  const expose = { 'access-control-expose-headers': exposedHeaders.join(',') }
  const named = (name: string) => ({ 'access-control-allow-origin': name, 'access-control-allow-credentials': 'true', vary: 'Origin', ...expose })
  // `*` also varies by origin: a browser's request to the same URL is answered with its own name.
  if (allowed === '*') return reflectsCredentials(allowed, origin) ? named(origin!) : { 'access-control-allow-origin': '*', vary: 'Origin', ...expose }
  if (allowed.length === 0) return {}
  // As the cors package answers a list: only a listed origin is named; others get no CORS headers.
  return isAllowedOrigin(allowed, origin) ? named(origin!) : { vary: 'Origin' }
}

/** Whether a response to `origin` names it and allows credentials (see `corsHeadersFor`). */
export function reflectsCredentials(allowed: '*' | readonly string[], origin: string | null | undefined): boolean {
  if (origin === null || origin === undefined) return false
  return allowed === '*' ? ORIGIN_PATTERN.test(origin) : isAllowedOrigin(allowed, origin)
}

/**
 * A public URL given as an origin (scheme, host, port): paths are not supported, so none may be given.
 *
 * @example
 * parsePublicUrl('https://hotel-mock.example.com/') // 'https://hotel-mock.example.com'
 */
export function parsePublicUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new RangeError(`The public URL "${value.slice(0, 100)}" is not a URL; give an origin such as https://hotel-mock.example.com.`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new RangeError(`The public URL must be an http(s) origin with no path, query or credentials, such as https://hotel-mock.example.com; not "${value.slice(0, 100)}".`)
  }
  return url.origin
}
