import type { StandardSchemaV1 } from '@standard-schema/spec'
import { MockError } from '../shared/errors.js'
import { specSchemas, tookPassed } from '../spec/ajv.js'
import { toViolations } from '../spec/violations.js'
import { sameJson } from './same-json.js'

/**
 * A Standard Schema (what `@msw/data` collections take) backed by one of the spec's own component
 * schemas, so the records a collection accepts are exactly the resources the contract describes.
 * `trusted()` lets the store skip the check for data it validated already (a snapshot import) or
 * made itself (the seeded hotel, a reset), which is most of the cost of seeding a large hotel.
 *
 * A record that breaks the schema throws the VALIDATION error that lists what is wrong, rather than
 * returning the issues: the library would print them to the console and throw an error that names
 * none of them. These schemas are the store's collections' own, so nothing else reads their result.
 */
export function specRecordSchema<T>(componentName: string, trusted: () => boolean = () => false, built?: BuiltRecord): StandardSchemaV1<T, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'guest-reservation-mock',
      validate(value) {
        if (!trusted() && !built?.holds(value)) checkSpecValue(componentName, value)
        return { value: value as T }
      },
    },
  }
}

/**
 * The record a database method is writing, which it built itself from an input it has just
 * checked (`toGuest` of a valid `GuestInput`: a valid `Guest` by construction). While the write
 * runs, the collection's schema passes a value holding exactly that record's data without running
 * the validator again: the library checks the record it produced, a copy of what the method
 * built, and on a served write that second check was about a twentieth of the CPU
 * (docs/decisions/0337-built-records-checked-once.md). A value with any other data (an `update`
 * hook that changed the record, say) is checked as ever.
 */
export class BuiltRecord {
  #record: object | undefined

  /** Runs `write` with `record` vouched for; the vouching ends with it, whatever its outcome. */
  async during<R>(record: object, write: () => Promise<R>): Promise<R> {
    this.#record = record
    try {
      return await write()
    } finally {
      this.#record = undefined
    }
  }

  /** Whether `value` holds the data of the record being written, key for key. */
  holds(value: unknown): boolean {
    return this.#record !== undefined && sameJson(this.#record, value)
  }
}

/**
 * Throws VALIDATION, listing every broken rule, when `value` is not a valid `componentName` of the
 * spec: what the database's own methods (`createGuest`, `replaceGuest`) check of what code hands
 * them, as the API checks a request body, before anything changes.
 *
 * @example
 * checkSpecValue('GuestInput', {}) // MockError VALIDATION: /firstName and /lastName are required
 */
export function checkSpecValue(componentName: string, value: unknown): void {
  const validate = specSchemas().component(componentName)
  // A request body the API validated against this very schema a moment ago (`notePassed`).
  if (tookPassed(value, validate) || validate(value)) return
  const violations = toViolations(validate.errors, 'body')
  const count = violations.length
  throw new MockError('VALIDATION', `${count} field${count === 1 ? '' : 's'} of the ${componentName} ${count === 1 ? 'is' : 'are'} invalid.`, violations)
}
