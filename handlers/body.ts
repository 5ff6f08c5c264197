import { MockError } from '../src/shared/errors.js'
import { specSchemas } from '../src/spec/ajv.js'
import type { SpecOperation } from '../src/spec/operations.js'
import { toViolations } from '../src/spec/violations.js'
import type { MockRequest } from './exchange.js'

/** Request bodies on `/api` may be at most this many bytes. */
export const API_BODY_LIMIT = 1024 * 1024

/** Snapshot imports under `/__mock/` may be this large (the default hotel's snapshot is several MB). */
export const CONTROL_BODY_LIMIT = 64 * 1024 * 1024

/** The body limit of a path: adapters that read the body themselves stop reading past it. */
export function bodyLimitOf(pathname: string): number {
  return pathname.startsWith('/__mock/') ? CONTROL_BODY_LIMIT : API_BODY_LIMIT
}

/** The one 413 error, whoever counts the bytes (this module or an adapter reading a stream). */
export function payloadTooLarge(length: number, limit: number): MockError {
  return new MockError('PAYLOAD_TOO_LARGE', `The request body has at least ${length} bytes; the limit is ${limit} bytes.`)
}

/** Fields of the resource that a client may read but never write. */
const READ_ONLY_FIELDS = new Set(['id', 'createdAt', 'updatedAt'])

function isJsonMediaType(contentType: string | null): boolean {
  if (!contentType) return false
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType)
}

/**
 * Reads a JSON request body and validates it against the operation's schema: 413 over the size
 * limit, 415 for a body that is not JSON, 400 for malformed or missing JSON, 422 listing every
 * schema violation. The database still checks what it stores (docs/decisions/0002-record-validation-from-the-spec.md).
 */
export async function readJsonBody(operation: SpecOperation, request: MockRequest): Promise<unknown> {
  const limit = bodyLimitOf(operation.path)
  const declaredLength = Number(request.header('content-length') ?? '0')
  if (declaredLength > limit) throw payloadTooLarge(declaredLength, limit)
  const contentType = request.header('content-type')
  const text = await request.text()
  // A UTF-8 character takes at most 3 bytes per UTF-16 unit: only bodies near the limit are encoded to count.
  if (text.length * 3 > limit) {
    const length = new TextEncoder().encode(text).length
    if (length > limit) throw payloadTooLarge(length, limit)
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
    throw new MockError('MALFORMED_BODY', 'The request needs a JSON body.', [{ location: 'body', pointer: '', message: 'is required' }])
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
      throw new MockError('VALIDATION', `${count} field${count === 1 ? '' : 's'} of the request body ${count === 1 ? 'is' : 'are'} invalid.`, violations)
    }
  }
  return body
}
