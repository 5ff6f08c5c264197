import type { StandardSchemaV1 } from '@standard-schema/spec'
import { specSchemas } from '../spec/ajv.js'
import { toViolations } from '../spec/violations.js'

/**
 * While `trusted` is set, records are stored without validation: the database sets it only while
 * it reloads records it has already validated once (a reset to the seeded state), which keeps a
 * reset between tests cheap.
 */
export interface LoadTrust {
  trusted: boolean
}

/**
 * A Standard Schema (what `@msw/data` collections take) backed by one of the spec's own component
 * schemas, so the records the database accepts are exactly the resources the contract describes.
 */
export function specRecordSchema<T>(componentName: string, trust: LoadTrust = { trusted: false }): StandardSchemaV1<T, T> {
  // Compiled on first use: a database seeded from the (tested) generator validates nothing until
  // its first write, which keeps the schema compiler off the start-up path.
  let validate: ReturnType<ReturnType<typeof specSchemas>['component']> | undefined
  return {
    '~standard': {
      version: 1,
      vendor: 'guest-reservation-mock',
      validate(value) {
        if (trust.trusted) return { value: value as T }
        validate ??= specSchemas().component(componentName)
        if (validate(value)) return { value: value as T }
        return {
          issues: toViolations(validate!.errors, 'body').map((violation) => ({
            message: `${componentName}${violation.pointer} ${violation.message}`,
            path: violation.pointer.split('/').slice(1),
          })),
        }
      },
    },
  }
}
