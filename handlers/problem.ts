import { asMockError, MockError, type MockErrorCode } from '../src/shared/errors.js'
import type { MockResponse } from './exchange.js'

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'

const PROBLEM_TYPES: Record<MockErrorCode, { status: number; type: string; title: string }> = {
  INVALID_PARAMETERS: { status: 400, type: '/problems/invalid-parameters', title: 'Invalid request parameters' },
  MALFORMED_BODY: { status: 400, type: '/problems/malformed-body', title: 'Malformed request body' },
  UNAUTHORIZED: { status: 401, type: '/problems/unauthorized', title: 'Unauthorized' },
  NOT_FOUND: { status: 404, type: '/problems/not-found', title: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, type: '/problems/route-not-found', title: 'No such route' },
  METHOD_NOT_ALLOWED: { status: 405, type: '/problems/method-not-allowed', title: 'Method not allowed' },
  DUPLICATE_EMAIL: { status: 409, type: '/problems/duplicate-email', title: 'Email already in use' },
  PAYLOAD_TOO_LARGE: { status: 413, type: '/problems/payload-too-large', title: 'Payload too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, type: '/problems/unsupported-media-type', title: 'Unsupported media type' },
  VALIDATION: { status: 422, type: '/problems/validation-error', title: 'The request body is invalid' },
  INJECTED: { status: 503, type: '/problems/injected-error', title: 'Error injected by the mock' },
  SESSION_LIMIT: { status: 503, type: '/problems/session-limit', title: 'Too many live sessions' },
  FORBIDDEN: { status: 403, type: '/problems/cross-site-request', title: 'Cross-site request refused' },
  NOT_SAVED: { status: 507, type: '/problems/not-saved', title: 'The change could not be saved' },
  TOO_MANY_DELAYED: { status: 503, type: '/problems/too-many-delayed-requests', title: 'Too many delayed requests' },
  MALFORMED_REQUEST: { status: 400, type: '/problems/malformed-request', title: 'Malformed HTTP request' },
  HEADERS_TOO_LARGE: { status: 431, type: '/problems/request-header-fields-too-large', title: 'Request header fields too large' },
  REQUEST_TIMEOUT: { status: 408, type: '/problems/request-timeout', title: 'Request timeout' },
}

const INTERNAL_ERROR = {
  type: '/problems/internal-error',
  title: 'Internal error in the mock',
  status: 500,
  detail: 'The mock failed to handle this request. This is a bug in guest-reservation-mock; please report it.',
}

/**
 * The one mapping from the mock's errors to HTTP: an RFC 9457 problem document. Anything that is
 * not a `MockError` is a bug in the mock and is answered as a 500 problem, never a stack trace.
 *
 * @example
 * problemResponse(new MockError('NOT_FOUND', 'No guest has the id 42.')).status // 404
 */
export function problemResponse(thrown: unknown): MockResponse {
  const error = asMockError(thrown)
  const headers = { 'Content-Type': PROBLEM_CONTENT_TYPE }
  if (!(error instanceof MockError)) {
    console.error('[guest-reservation-mock] unexpected error while handling a request:', error)
    return { status: 500, headers, body: JSON.stringify(INTERNAL_ERROR) }
  }
  const kind = PROBLEM_TYPES[error.code]
  const status = error.status ?? kind.status
  const body: Record<string, unknown> = { type: kind.type, title: kind.title, status, detail: error.detail }
  if (error.violations.length > 0) body.errors = error.violations
  return { status, headers: { ...error.headers, ...headers }, body: JSON.stringify(body) }
}
