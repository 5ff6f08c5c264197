import type { StandardSchemaV1 } from '@standard-schema/spec'
import { specSchemas } from '../spec/ajv.js'
import { toViolations, type Violation } from '../spec/violations.js'

/**
 * Every broken rule of `value` against the spec's `componentName` schema; none when it is valid.
 * The validator is compiled on first use, so a database seeded from the (tested) generator keeps
 * the schema compiler off the start-up path.
 */
function recordViolations(componentName: string, value: unknown): Violation[] {
  const validate = specSchemas().component(componentName)
  return validate(value) ? [] : toViolations(validate.errors, 'body')
}

/**
 * A Standard Schema (what `@msw/data` collections take) backed by one of the spec's own component
 * schemas, so the records the database accepts are exactly the resources the contract describes.
 */
export function specRecordSchema<T>(componentName: string): StandardSchemaV1<T, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'guest-reservation-mock',
      validate(value) {
        const violations = recordViolations(componentName, value)
        if (violations.length === 0) return { value: value as T }
        return {
          issues: violations.map((violation) => ({
            message: `${componentName}${violation.pointer} ${violation.message}`,
            path: violation.pointer.split('/').slice(1),
          })),
        }
      },
    },
  }
}

/**
 * Request bodies that passed their operation's schema at the API's door (`readJsonBody`). A guest
 * built from one of those is valid by construction (the contract tests check every response the
 * API returns), so the database does not validate it a second time; input from code is.
 */
const validInputs = new WeakSet<object>()

export function noteValidInput(body: unknown): void {
  if (typeof body === 'object' && body !== null) validInputs.add(body)
}

export function isValidInput(input: object): boolean {
  return validInputs.has(input)
}

/**
 * Throws unless `value` is a valid record of the spec's `componentName` schema: the check
 * `@msw/data` runs on every create and update, for records stored without going through them.
 */
export function checkRecord(componentName: string, value: unknown): void {
  const violations = recordViolations(componentName, value)
  if (violations.length === 0) return
  const problems = violations.map((violation) => `${violation.pointer || '/'} ${violation.message}`)
  throw new Error(`The ${componentName} record does not match the spec: ${problems.join('; ')}`)
}
