import { MockError } from '../src/errors.js'
import { requestHeader } from './headers.js'
import { specSchemas } from '../src/spec/ajv.js'
import type { SpecOperation } from '../src/spec/operations.js'
import { parseParameters } from '../src/spec/parameters.js'
import { toViolations } from '../src/spec/violations.js'

/** Request bodies on `/api` may be at most this many bytes. */
export const API_BODY_LIMIT = 1024 * 1024

/** Fields of the resource that a client may read but never write. */
const READ_ONLY_FIELDS = new Set(['id', 'createdAt', 'updatedAt'])

/** Validated and typed query and path parameters (defaults filled in). */
export interface RequestParameters {
  query: Record<string, unknown>
  path: Record<string, unknown>
  /** The request URL, parsed once. */
  url: URL
}

/** Validates the query and path parameters of a request, listing every violation in one 400. */
export function readParameters(operation: SpecOperation, url: URL, pathParams: Record<string, string>): RequestParameters {
  const parsed = parseParameters(operation, url, pathParams)
  if (parsed.violations.length > 0) {
    const count = parsed.violations.length
    throw new MockError(
      'INVALID_PARAMETERS',
      `${count} request parameter${count === 1 ? ' is' : 's are'} invalid.`,
      parsed.violations,
    )
  }
  return { query: parsed.query, path: parsed.path, url }
}

function isJsonMediaType(contentType: string | null): boolean {
  if (!contentType) return false
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType)
}

/**
 * Reads a JSON request body and validates it against the operation's schema: 413 over the size
 * limit, 415 for a body that is not JSON, 400 for malformed or missing JSON, 422 listing every
 * schema violation. Returns the parsed body, which the caller may trust.
 */
export async function readJsonBody(operation: SpecOperation, request: Request, limit = API_BODY_LIMIT): Promise<unknown> {
  const declaredLength = Number(requestHeader(request, 'content-length') ?? '0')
  if (declaredLength > limit) throw tooLarge(declaredLength, limit)
  const contentType = requestHeader(request, 'content-type')
  const text = await request.text()
  // A UTF-8 character takes at most 3 bytes per UTF-16 unit: only bodies near the limit are encoded to count.
  if (text.length * 3 > limit) {
    const length = new TextEncoder().encode(text).length
    if (length > limit) throw tooLarge(length, limit)
  }
  if (text.length > 0 && !isJsonMediaType(contentType)) {
    throw new MockError(
      'UNSUPPORTED_MEDIA_TYPE',
      `The body must be application/json, not ${contentType ? contentType.split(';')[0]!.trim() : 'a body without a Content-Type'}.`,
      [],
      { 'Accept-Post': 'application/json' },
    )
  }
  if (text.trim().length === 0) {
    throw new MockError('MALFORMED_BODY', 'The request needs a JSON body.', [
      { location: 'body', pointer: '', message: 'is required' },
    ])
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw new MockError('MALFORMED_BODY', `The body is not valid JSON: ${(error as Error).message}.`, [
      { location: 'body', pointer: '', message: 'must be valid JSON' },
    ])
  }
  const schema = operation.requestBody?.content['application/json']
  if (schema) {
    const validate = specSchemas().schema(schema)
    if (!validate(body)) {
      const violations = toViolations(validate.errors, 'body', { readOnly: READ_ONLY_FIELDS })
      const count = violations.length
      throw new MockError(
        'VALIDATION',
        `${count} field${count === 1 ? '' : 's'} of the request body ${count === 1 ? 'is' : 'are'} invalid.`,
        violations,
      )
    }
  }
  return body
}

function tooLarge(length: number, limit: number): MockError {
  return new MockError('PAYLOAD_TOO_LARGE', `The request body is ${length} bytes; the limit is ${limit} bytes.`)
}
