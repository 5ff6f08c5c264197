import { MockError } from '../src/shared/errors.js'
import { notePassed, specSchemas } from '../src/spec/ajv.js'
import type { SpecOperation } from '../src/spec/operations.js'
import { toViolations, withRuleViolations } from '../src/spec/violations.js'
import type { Violation } from '../src/spec/violations.js'
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

/** A 400 or 422 lists at most this many violations; its detail says how many more there are. */
export const MAX_LISTED_VIOLATIONS = 100

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Decodes a request body as UTF-8, refusing (400) bytes that are not UTF-8 instead of storing
 * replacement characters. Adapters that read raw bytes decode them with it.
 *
 * @example
 * decodeBody(new Uint8Array([0x7b, 0x7d])) // '{}'
 */
export function decodeBody(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes)
  } catch {
    throw new MockError('MALFORMED_BODY', 'The body is not valid UTF-8. Send JSON encoded as UTF-8.', [
      { location: 'body', pointer: '', message: 'must be valid UTF-8' },
    ])
  }
}

/**
 * A validation error that lists at most `MAX_LISTED_VIOLATIONS` violations, so a body with a
 * million bad items gets a short answer; the detail gives the total.
 */
export function cappedValidationError(
  code: 'VALIDATION' | 'INVALID_PARAMETERS',
  describe: (count: number) => string,
  violations: readonly Violation[],
  total: number = violations.length,
): MockError {
  const listed = violations.slice(0, MAX_LISTED_VIOLATIONS)
  const more = Math.max(0, total - listed.length)
  return new MockError(code, `${describe(total)}${more > 0 ? `; the first ${listed.length} are listed (and ${more} more)` : ''}.`, listed)
}

function unsupportedCharset(charset: string): MockError {
  return new MockError(
    'UNSUPPORTED_MEDIA_TYPE',
    `The body must be encoded as UTF-8; charset=${charset} is not supported. Send the JSON as UTF-8 (charset=utf-8, or no charset).`,
    [],
    { 'Accept-Post': 'application/json' },
  )
}

function fieldsOfTheBody(count: number): string {
  return `${count} field${count === 1 ? '' : 's'} of the request body ${count === 1 ? 'is' : 'are'} invalid`
}

/** Operations whose body the handler validates itself, record by record (`checkSnapshot`). */
const RECORD_BY_RECORD = new Set(['mockImportSnapshot'])

/** Fields of the resource that a client may read but never write. */
const READ_ONLY_FIELDS = new Set(['id', 'createdAt', 'updatedAt'])

/**
 * Patch documents are JSON with other semantics: a merge patch read as a full replacement would
 * null every field it leaves out, so they are refused rather than read as JSON. Any `...patch+json`
 * is one (`merge-patch+json`, `json-patch+json`, `strategic-merge-patch+json`, `vnd....merge-patch+json`).
 */
function isPatchMediaType(mediaType: string): boolean {
  return /^application\/[a-z0-9.+-]*patch\+json$/.test(mediaType)
}

/** `application/json`, or another JSON media type (`+json`) that is not a patch document. */
function isJsonMediaType(contentType: string | null): boolean {
  if (!contentType) return false
  if (contentType === 'application/json') return true
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
  return mediaType === 'application/json' || (/^application\/[a-z0-9.+-]+\+json$/.test(mediaType) && !isPatchMediaType(mediaType))
}

/** The 415 for a body whose Content-Type is not JSON (or a patch document), naming what was sent. */
function notJson(contentType: string | null): MockError {
  const sent = contentType ? contentType.split(';')[0]!.trim() : undefined
  const patch = sent !== undefined && isPatchMediaType(sent.toLowerCase())
  return new MockError(
    'UNSUPPORTED_MEDIA_TYPE',
    `The body must be application/json, not ${sent ?? 'a body without a Content-Type'}.${patch ? ' PUT replaces the whole resource; patch documents are not supported.' : ''}`,
    [],
    { 'Accept-Post': 'application/json' },
  )
}

/** The `charset` parameter of a Content-Type, lower-cased and unquoted, or undefined when absent. */
function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType)
  return match ? match[2]!.toLowerCase() : undefined
}

/**
 * What a body must keep beyond its schema (a guest born before the business date): its
 * violations, given any parsed JSON value.
 */
export type BodyRules = (body: unknown) => Violation[]

/**
 * Reads a JSON request body and validates it against the operation's schema: 413 over the size
 * limit, 415 for a body that is not JSON or not UTF-8 or is compressed, 400 for malformed or missing JSON (or
 * bytes that are not UTF-8, refused by the adapter's `decodeBody`), 422 listing the schema
 * violations and those of `rules` (at most `MAX_LISTED_VIOLATIONS`, with the count of the rest). The database still checks what it stores (docs/decisions/0002-record-validation-from-the-spec.md).
 */
export async function readJsonBody(operation: SpecOperation, request: MockRequest, rules?: BodyRules): Promise<unknown> {
  const limit = bodyLimitOf(operation.path)
  const declaredLength = Number(request.header('content-length') ?? '0')
  if (declaredLength > limit) throw payloadTooLarge(declaredLength, limit)
  // A compressed body is refused as such (RFC 9110 section 8.4.1): decoded as text it would only
  // look like bytes that are not UTF-8.
  const coding = request.header('content-encoding')?.trim().toLowerCase()
  if (coding && coding !== 'identity') {
    throw new MockError('UNSUPPORTED_MEDIA_TYPE', `The body must not be encoded; Content-Encoding: ${coding.slice(0, 40)} is not supported. Send the JSON uncompressed.`, [], {
      'Accept-Encoding': 'identity',
    })
  }
  const contentType = request.header('content-type')
  const charset = contentType ? charsetOf(contentType) : undefined
  const foreignCharset = charset !== undefined && charset !== 'utf-8' && charset !== 'utf8'
  let text: string
  try {
    text = await request.text()
  } catch (error) {
    // Bytes that are not UTF-8 under a charset we do not read: the charset is the problem, 415.
    if (foreignCharset) throw unsupportedCharset(charset)
    throw error
  }
  // A UTF-8 character takes at most 3 bytes per UTF-16 unit: only bodies near the limit are encoded to count.
  if (text.length * 3 > limit) {
    const length = new TextEncoder().encode(text).length
    if (length > limit) throw payloadTooLarge(length, limit)
  }
  if (text.length > 0 && !isJsonMediaType(contentType)) throw notJson(contentType)
  if (text.length > 0 && foreignCharset) throw unsupportedCharset(charset)
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
  // A snapshot is checked record by record by the import itself, in time linear in its size and
  // stopping at a cap; one pass over it with every error collected would be quadratic
  // (docs/decisions/0501-bounded-validation.md).
  if (schema && !RECORD_BY_RECORD.has(operation.operationId)) {
    const validate = specSchemas().schema(schema)
    // The rules are listed with the schema's violations, so one 422 names every field to fix.
    const violations = withRuleViolations(validate(body) ? [] : toViolations(validate.errors, 'body', { readOnly: READ_ONLY_FIELDS }), rules?.(body) ?? [])
    if (violations.length > 0) throw cappedValidationError('VALIDATION', fieldsOfTheBody, violations)
    // The database checks what it is given against its schema again; this body need not be.
    notePassed(body, validate)
  }
  return body
}
