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
 * A record a database method is about to write, built by itself from an input it has just checked
 * (`toGuest` of a valid `GuestInput`: a valid `Guest` by construction). The collection's next
 * check of a value passes a value holding exactly that record's data without running the
 * validator again: the library checks the record it produced, a copy of what the method built,
 * and on a served write that second check cost about a twentieth of the CPU
 * (docs/decisions/0337-built-records-checked-once.md). A value with any other data (an `update`
 * hook changed the record, say) is checked as ever.
 *
 * The record vouched for must be one nothing else can reach, not the one handed to the library:
 * a hook could change that one's nested objects, and the copy the library checks with it.
 */
export class BuiltRecord {
  #record: object | undefined

  /** Vouches for `record` until the next check (a write that fails before its check leaves it to the next one). */
  vouch(record: object): void {
    this.#record = record
  }

  /** Whether `value` holds the data of the record vouched for, key for key; the vouch is used up either way. */
  holds(value: unknown): boolean {
    const record = this.#record
    if (record === undefined) return false
    this.#record = undefined
    return sameJson(record, value)
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
