import { firstViolations, type Violation } from './violation.js'

/** The kinds of failure the mock reports; each maps to one HTTP status and problem type. */
export type MockErrorCode =
  | 'INVALID_PARAMETERS'
  | 'MALFORMED_BODY'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'ROUTE_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'DUPLICATE_EMAIL'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'VALIDATION'
  | 'INJECTED'
  | 'SESSION_LIMIT'
  | 'FORBIDDEN'
  | 'NOT_SAVED'
  | 'TOO_MANY_DELAYED'
  | 'MALFORMED_REQUEST'
  | 'HEADERS_TOO_LARGE'
  | 'REQUEST_TIMEOUT'

/**
 * The one error type of the mock. Handlers and the database throw it; `toProblemResponse`
 * (handlers/problem.ts) is the only place that turns it into HTTP.
 *
 * @example
 * throw new MockError('NOT_FOUND', 'No guest has the id 3f0c2b1e-8d4a-4c57-9a0e-5b2f6d7e8a91.')
 */
export class MockError extends Error {
  constructor(
    readonly code: MockErrorCode,
    readonly detail: string,
    readonly violations: Violation[] = [],
    readonly headers: Record<string, string> = {},
    /** Only for INJECTED: the status that was asked for. */
    readonly status?: number,
  ) {
    // What a test runner prints is the message: it names the fields, where `detail` may only count them.
    super(violations.length === 0 ? detail : `${detail} ${describeViolations(violations)}`)
    this.name = 'MockError'
  }
}

/** The first few violations in one line, e.g. `/dateOfBirth must be before the business date 2026-11-22.` */
function describeViolations(violations: readonly Violation[]): string {
  const { shown, more } = firstViolations(violations, 5)
  return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`
}

/**
 * Errors the platform throws on hostile input, translated to what they mean for the client: a
 * malformed percent-encoding in the URL (which MSW's path matching decodes) is a 400, not a bug.
 */
export function asMockError(error: unknown): unknown {
  if (error instanceof URIError) {
    return new MockError('INVALID_PARAMETERS', 'The URL has a malformed percent-encoding.', [
      { location: 'path', pointer: '', message: 'must be valid percent-encoded UTF-8' },
    ])
  }
  return error
}
