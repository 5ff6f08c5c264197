import type { CheckScope } from '../context.js'
import type { Exchange } from '../http-client.js'
import { show } from '../excerpt.js'

export interface ProblemExpectation {
  status: number | number[]
  /** Where the `errors` entries must say the problem is. */
  location?: 'body' | 'query' | 'path' | 'header'
  /** JSON Pointers that must each have an entry in `errors` (an entry at a parent or child pointer counts). */
  pointers?: string[]
  /** Words the problem must mention somewhere (e.g. the allowed values of an enum). */
  mentions?: string[]
  /** What was sent, for the report: "for malformed JSON". */
  label?: string
}

interface ProblemEntry {
  location?: unknown
  pointer?: unknown
  message?: unknown
}

/**
 * Checks that an error response is the right one: the expected status, and (the problem document
 * itself is validated with every response) an `errors` list that names each broken field where it is.
 * Returns whether the status was right.
 */
export function expectProblem(scope: CheckScope, exchange: Exchange, expectation: ProblemExpectation): boolean {
  const allowed = Array.isArray(expectation.status) ? expectation.status : [expectation.status]
  const suffix = expectation.label ? ` for ${expectation.label}` : ''
  if (!scope.expectStatus(exchange, allowed, `answered ${exchange.status} instead of ${allowed.join(' or ')}${suffix}`)) return false
  const body = exchange.json as { errors?: unknown; detail?: unknown; title?: unknown } | undefined
  const errors = Array.isArray(body?.errors) ? (body.errors as ProblemEntry[]) : []
  for (const pointer of expectation.pointers ?? []) {
    const found = errors.some(
      (entry) =>
        typeof entry.pointer === 'string' &&
        pointerRelated(entry.pointer, pointer) &&
        (expectation.location === undefined || entry.location === expectation.location),
    )
    if (!found) {
      scope.fail({
        exchange,
        message: `the problem's errors do not name ${expectation.location ? `${expectation.location} ` : ''}${pointer || '(root)'}${suffix}`,
        expected: `an errors entry { location: ${expectation.location ?? 'any'}, pointer: ${pointer} }`,
        actual: show(errors.map((entry) => ({ location: entry.location, pointer: entry.pointer }))),
      })
    }
  }
  if (expectation.mentions?.length) {
    const text = [body?.title, body?.detail, ...errors.map((entry) => entry.message)].filter((part) => typeof part === 'string').join(' ')
    const missing = expectation.mentions.filter((word) => !text.includes(word))
    if (missing.length > 0) {
      scope.fail({ exchange, message: `the problem does not list the allowed values ${missing.join(', ')}`, actual: show(text) })
    }
  }
  return true
}

/** Same pointer, or one inside the other (`/address` for `/address/countryCode` and vice versa), never the root. */
function pointerRelated(actual: string, expected: string): boolean {
  if (actual === expected) return true
  if (actual === '' || expected === '') return false
  return actual.startsWith(`${expected}/`) || expected.startsWith(`${actual}/`)
}
