import type { IncomingMessage } from 'node:http'
import { MockError } from '../shared/errors.js'

/** `uri-host [":" port]` (RFC 9110 section 7.2): a reg-name, IPv4 or bracketed IPv6 literal, then an optional port. */
const HOST_PATTERN = /^(?:\[[0-9A-Fa-f:.]+(?:%25[\w.~-]+)?\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::(\d{1,5}))?$/

/**
 * Checks the `Host` header as RFC 9112 section 3.2 asks: exactly one in an HTTP/1.1 request (an
 * HTTP/1.0 client may leave it out), with a valid value (a port up to 65535). Anything else is a
 * 400 problem, never a 500 or another route. (The server leaves this check to the app, where
 * Node's own would answer a bare 400: `createExpressServer`.)
 */
export function checkHost(rawHeaders: readonly string[], httpVersion = '1.1'): void {
  let count = 0
  let value = ''
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') {
      count++
      value = rawHeaders[i + 1]!
    }
  }
  if (count === 0) {
    if (httpVersion === '1.0') return
    throw new MockError('INVALID_PARAMETERS', 'An HTTP/1.1 request needs a Host header.', [{ location: 'header', pointer: '/host', message: 'is required' }])
  }
  const match = count === 1 ? HOST_PATTERN.exec(value) : null
  if (!match || (match[1] !== undefined && Number(match[1]) > 65_535)) {
    throw new MockError('INVALID_PARAMETERS', count === 1 ? 'The Host header is not a valid host[:port].' : 'The request has more than one Host header.', [
      { location: 'header', pointer: '/host', message: count === 1 ? 'must be a host name or IP address, optionally with a port up to 65535' : 'must be sent once' },
    ])
  }
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\]):(\d{1,5})$/i

/**
 * The trusted origin of this server for one connection: the configured public URL, else the
 * address and port the client reached (the server's own, never an arbitrary client `Host`).
 */
export function trustedOrigin(req: IncomingMessage, publicOrigin: string | undefined): string {
  if (publicOrigin) return publicOrigin
  // A loopback name for this very port (localhost or 127.0.0.1) is this server whichever the client
  // used, so the links keep the name it fetched from; any other Host is not trusted.
  const named = LOOPBACK_HOST.exec(req.headers.host ?? '')
  if (named && Number(named[2]) === req.socket.localPort) return `http://${named[1]!.toLowerCase()}:${named[2]}`
  let address = req.socket.localAddress ?? '127.0.0.1'
  if (address.startsWith('::ffff:')) address = address.slice('::ffff:'.length)
  const host = address.includes(':') ? `[${address}]` : address
  return `http://${host}:${req.socket.localPort ?? 80}`
}

/**
 * An origin-form target that reads the same appended to the origin as set through the URL's
 * setters: no `#` (one parse would take a fragment off), space or control character (it would
 * strip them at the end). A leading `//` stays a path either way, as the origin comes first.
 */
const PLAIN_TARGET = /^\/[^#\x00-\x20\x7f]*$/

/**
 * The request URL the core sees: the request target's path and query on the trusted origin.
 * Absolute-form targets (`GET http://hotel.test/api/guests`, which HTTP/1.1 servers must accept)
 * keep their path and query; their authority, like `Host`, is not trusted for building links.
 */
export function requestUrl(target: string, origin: string): URL {
  // The common target in one parse, a third of the time of the setters below.
  if (PLAIN_TARGET.test(target)) return new URL(origin + target)
  if (target.startsWith('/')) {
    const url = new URL(origin)
    // Set as a path, so `//evil.test/x` stays a path and never becomes an authority.
    const query = target.indexOf('?')
    url.pathname = query === -1 ? target : target.slice(0, query)
    url.search = query === -1 ? '' : target.slice(query)
    return url
  }
  if (/^https?:\/\//i.test(target)) {
    let absolute: URL
    try {
      absolute = new URL(target)
    } catch {
      throw badTarget()
    }
    const url = new URL(origin)
    url.pathname = absolute.pathname
    url.search = absolute.search
    return url
  }
  throw badTarget()
}

function badTarget(): MockError {
  return new MockError('INVALID_PARAMETERS', 'The request target must be a path (/api/...) or an absolute http URL.', [
    { location: 'path', pointer: '', message: 'must be origin-form or absolute-form' },
  ])
}

