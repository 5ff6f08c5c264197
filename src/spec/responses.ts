import { specSchemas, type SpecSchemas } from './ajv.js'
import type { SpecOperation } from './operations.js'
import { toViolations } from './violations.js'

/** A way in which a response breaks its operation's contract. */
export interface ContractViolation {
  /** What part of the response: `status`, `content-type`, `body`, or `header <name>`. */
  part: string
  /** Where inside it (a JSON Pointer for the body), or empty. */
  pointer: string
  message: string
}

export interface ObservedResponse {
  status: number
  headers: Headers
  /** The raw body text. */
  body: string
}

/**
 * Checks a response against what the spec declares for its operation: the status is declared,
 * the content type is one of the declared media types, the body validates against that media
 * type's schema, and every declared header that is present (and every required one) validates.
 */
export function checkResponse(
  operation: SpecOperation,
  response: ObservedResponse,
  schemas: SpecSchemas = specSchemas(),
): ContractViolation[] {
  const declared =
    operation.responses[String(response.status)] ??
    operation.responses[`${String(response.status)[0]}XX`] ??
    operation.responses.default
  if (!declared) {
    return [
      {
        part: 'status',
        pointer: '',
        message: `${operation.operationId} does not declare the status ${response.status} (declared: ${Object.keys(operation.responses).join(', ')})`,
      },
    ]
  }
  const violations: ContractViolation[] = []
  const mediaTypes = Object.keys(declared.content)
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (mediaTypes.length === 0) {
    if (response.body.length > 0) {
      violations.push({ part: 'body', pointer: '', message: `status ${response.status} declares no body, but one was sent` })
    }
  } else if (!mediaTypes.includes(contentType)) {
    violations.push({
      part: 'content-type',
      pointer: '',
      message: `expected ${mediaTypes.join(' or ')}, got ${contentType || 'no Content-Type'}`,
    })
  } else {
    const schema = declared.content[contentType]
    let body: unknown
    try {
      body = JSON.parse(response.body)
    } catch {
      violations.push({ part: 'body', pointer: '', message: 'is not valid JSON' })
    }
    if (schema && body !== undefined) {
      const validate = schemas.schema(schema)
      if (!validate(body)) {
        for (const violation of toViolations(validate.errors, 'body')) {
          violations.push({ part: 'body', pointer: violation.pointer, message: violation.message })
        }
      }
      if (contentType === 'application/problem+json' && (body as { status?: unknown }).status !== response.status) {
        violations.push({
          part: 'body',
          pointer: '/status',
          message: `the problem's status ${String((body as { status?: unknown }).status)} differs from the HTTP status ${response.status}`,
        })
      }
    }
  }
  for (const header of declared.headers) {
    const value = response.headers.get(header.name)
    if (value === null) {
      if (header.required) violations.push({ part: `header ${header.name}`, pointer: '', message: 'is required but missing' })
      continue
    }
    const parsed = header.schema.type === 'integer' && /^\d+$/.test(value) ? Number(value) : value
    const validate = schemas.schema(header.schema)
    if (!validate(parsed)) {
      for (const violation of toViolations(validate.errors, 'header')) {
        violations.push({ part: `header ${header.name}`, pointer: violation.pointer, message: `${JSON.stringify(value)} ${violation.message}` })
      }
    }
  }
  return violations
}
