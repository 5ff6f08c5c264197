import type { ErrorObject } from './ajv.js'
import { escapePointerToken } from '../shared/json-pointer.js'

import type { Violation, ViolationLocation } from '../shared/violation.js'

export type { Violation, ViolationLocation } from '../shared/violation.js'

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'must be a valid email address',
  uuid: 'must be a UUID',
  date: 'must be a date (YYYY-MM-DD)',
  'date-time': 'must be an RFC 3339 date-time',
  'uri-reference': 'must be a URI reference',
}


/**
 * Turns Ajv's errors into one readable violation per broken rule.
 * `oneOf: [X, {type: null}]` (how the spec writes "X or null") would otherwise report the null
 * branch and the oneOf itself next to the real problem; those are folded away here.
 */
export function toViolations(
  errors: readonly ErrorObject[] | null | undefined,
  location: ViolationLocation,
  options: { readOnly?: ReadonlySet<string>; prefix?: string } = {},
): Violation[] {
  if (!errors) return []
  const prefix = options.prefix ?? ''
  const nullableAt = new Set<string>()
  // How many errors more precise than a oneOf sit at or below each path: counted in one pass, so
  // a body with many errors costs time linear in them (schemas are shallow, paths short).
  const detailsAtOrBelow = new Map<string, number>()
  for (const error of errors) {
    if (error.keyword === 'type' && error.params.type === 'null') {
      nullableAt.add(error.instancePath)
      continue
    }
    if (error.keyword === 'oneOf') continue
    for (let path = error.instancePath; ; path = path.slice(0, path.lastIndexOf('/'))) {
      detailsAtOrBelow.set(path, (detailsAtOrBelow.get(path) ?? 0) + 1)
      if (path === '') break
    }
  }
  const seen = new Set<string>()
  const out: Violation[] = []
  for (const error of errors) {
    if (error.keyword === 'type' && error.params.type === 'null') continue
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf') {
      // An anyOf error is counted among the details; it does not hide itself.
      const others = (detailsAtOrBelow.get(error.instancePath) ?? 0) - (error.keyword === 'anyOf' ? 1 : 0)
      if (others > 0) continue
    }
    let pointer = prefix + error.instancePath
    let message: string
    switch (error.keyword) {
      case 'required':
        pointer += `/${escapePointerToken(String(error.params.missingProperty))}`
        message = 'is required'
        break
      case 'additionalProperties': {
        const property = String(error.params.additionalProperty)
        pointer += `/${escapePointerToken(property)}`
        message =
          prefix === '' && error.instancePath === '' && options.readOnly?.has(property)
            ? 'is read-only and cannot be set'
            : 'is not a known field'
        break
      }
      case 'unevaluatedProperties':
        pointer += `/${escapePointerToken(String(error.params.unevaluatedProperty))}`
        message = 'is not a known field'
        break
      case 'type': {
        const types = ([] as string[]).concat(error.params.type as string | string[])
        if (nullableAt.has(error.instancePath) && !types.includes('null')) types.push('null')
        message = `must be ${types.map((t) => (t === 'null' ? 'null' : `${article(t)} ${t}`)).join(' or ')}`
        break
      }
      case 'enum':
        message = `must be one of: ${(error.params.allowedValues as unknown[])
          .map((value) => (value === null ? 'null' : String(value)))
          .join(', ')}`
        break
      case 'format':
        message = FORMAT_MESSAGES[String(error.params.format)] ?? `must be a valid ${error.params.format}`
        break
      case 'pattern':
        message = `must match the pattern ${error.params.pattern}`
        break
      case 'minLength':
        message = error.params.limit === 1 ? 'must not be empty' : `must have at least ${error.params.limit} characters`
        break
      case 'maxLength':
        message = `must have at most ${error.params.limit} characters`
        break
      case 'minimum':
        message = `must be at least ${error.params.limit}`
        break
      case 'maximum':
        message = `must be at most ${error.params.limit}`
        break
      case 'maxItems':
        message = `must have at most ${error.params.limit} items`
        break
      case 'multipleOf':
        message = `must be a multiple of ${error.params.multipleOf}`
        break
      default:
        message = error.message ?? `breaks the rule "${error.keyword}"`
    }
    const key = `${pointer}\u0000${message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ location, pointer, message })
  }
  return out
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? 'an' : 'a'
}

/**
 * Adds to `violations` (a schema's) the violations of rules checked beyond the schema, leaving out
 * a rule's at a pointer the schema already names, so one error lists every field once.
 */
export function withRuleViolations(violations: Violation[], rules: readonly Violation[]): Violation[] {
  for (const broken of rules) {
    if (!violations.some((violation) => violation.pointer === broken.pointer)) violations.push(broken)
  }
  return violations
}
