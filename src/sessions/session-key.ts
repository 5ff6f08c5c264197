import type { MockRequest } from '../../handlers/exchange.js'
import { MockError } from '../shared/errors.js'

/** The header that names a session. */
export const SESSION_HEADER = 'X-Mock-Session'
/** The cookie that names a session, for pages that cannot add a header. */
export const SESSION_COOKIE = 'mock-session'
/** What a session key may look like: short and plain, safe in a header, a cookie and a log line. */
export const SESSION_KEY_PATTERN = /^[A-Za-z0-9._-]{1,64}$/

const RULE = '1 to 64 characters: letters, digits, ".", "_" or "-"'

/**
 * The session key a request carries: the `X-Mock-Session` header, else the `mock-session`
 * cookie, else null (the default session). A key that breaks the rule throws INVALID_PARAMETERS
 * (a 400 naming where it came from), so a typo never lands in the default hotel.
 *
 * @example
 * readSessionKey(request) // 'checkout-test-3', or null
 */
export function readSessionKey(request: MockRequest): string | null {
  const header = request.header('x-mock-session')
  if (header !== null) return checked(header.trim(), `/${SESSION_HEADER}`)
  const cookie = request.header('cookie')
  if (cookie === null) return null
  // A cookie header is `name=value` pairs split by ";" (RFC 6265); the value may be quoted.
  for (const pair of cookie.split(';')) {
    const equals = pair.indexOf('=')
    if (equals < 0 || pair.slice(0, equals).trim() !== SESSION_COOKIE) continue
    return checked(pair.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1'), `/Cookie/${SESSION_COOKIE}`)
  }
  return null
}

/** Whether `key` can name a session. */
export function isSessionKey(key: string): boolean {
  return SESSION_KEY_PATTERN.test(key)
}

function checked(key: string, pointer: string): string {
  if (isSessionKey(key)) return key
  // Bytes beyond ASCII reach a server decoded as Latin-1, so echoing them would show other letters.
  const shown = /^[\x20-\x7e]*$/.test(key) ? `"${key.length > 70 ? `${key.slice(0, 64)}...` : key}"` : 'given (it has characters beyond ASCII)'
  throw new MockError('INVALID_PARAMETERS', `The session key ${shown} is not usable; a key is ${RULE}.`, [
    { location: 'header', pointer, message: `must be ${RULE}` },
  ])
}
