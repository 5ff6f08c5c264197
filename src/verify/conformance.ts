import type { SpecSchemas } from '../spec/ajv.js'
import { checkResponse } from '../spec/responses.js'
import { toViolations } from '../spec/violations.js'
import type { Exchange } from './http-client.js'

/** A finding about one response, before it is attributed to a check. */
export interface Finding {
  message: string
  expected?: string
  actual?: string
}

/**
 * Every response the verifier receives goes through here: a 5xx is always a bug; a response of a
 * spec operation must match what the operation declares (status, media type, body schema,
 * headers); any other error response must still be an RFC 9457 problem document.
 */
export function conformanceFindings(exchange: Exchange, schemas: SpecSchemas): Finding[] {
  if (exchange.status >= 500) {
    return [
      {
        message: `answered ${exchange.status}: a server error is a bug, whatever the input`,
        expected: 'a 2xx or a 4xx problem',
        actual: `${exchange.status} ${exchange.contentType || '(no content type)'}`,
      },
    ]
  }
  const route = exchange.route
  if (route?.kind === 'operation') {
    return checkResponse(route.operation, { status: exchange.status, headers: exchange.headers, body: exchange.text }, schemas).map(
      (violation) => ({
        message: `${describePart(violation.part, violation.pointer)}: ${violation.message}`,
      }),
    )
  }
  if (exchange.status >= 400) return problemFindings(exchange, schemas)
  return []
}

/** Findings for an error response that must be a problem document of its own status. */
export function problemFindings(exchange: Exchange, schemas: SpecSchemas): Finding[] {
  if (exchange.contentType !== 'application/problem+json') {
    return [
      {
        message: `the ${exchange.status} error is not a problem document`,
        expected: 'Content-Type: application/problem+json',
        actual: `Content-Type: ${exchange.contentType || '(none)'}`,
      },
    ]
  }
  if (exchange.json === undefined) return [{ message: `the ${exchange.status} problem body is not valid JSON` }]
  const validate = schemas.component('Problem')
  const findings: Finding[] = []
  if (!validate(exchange.json)) {
    for (const violation of toViolations(validate.errors, 'body')) {
      findings.push({ message: `problem body ${normalizePointer(violation.pointer) || '(root)'}: ${violation.message}` })
    }
  }
  const status = (exchange.json as { status?: unknown }).status
  if (status !== exchange.status) {
    findings.push({ message: `the problem's status differs from the HTTP status`, expected: String(exchange.status), actual: String(status) })
  }
  return findings
}

function describePart(part: string, pointer: string): string {
  return pointer ? `${part} ${normalizePointer(pointer)}` : part
}

/** `/data/17/email` and `/data/3/email` are the same finding: array indexes become `*`. */
export function normalizePointer(pointer: string): string {
  return pointer.replace(/\/\d+(?=\/|$)/g, '/*')
}
