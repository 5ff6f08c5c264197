import { MockError } from '../shared/errors.js'
import { specSchemas } from '../spec/ajv.js'
import { toViolations } from '../spec/violations.js'

/** Latency and chaos settings of a running mock. */
export interface MockConfig {
  /** Milliseconds added to every /api response: fixed when min equals max, else uniform in [min, max]. */
  latency: { min: number; max: number }
  /** Share (0..1) of /api requests answered with an injected 503. */
  errorRate: number
}

export type MockConfigChange = Partial<MockConfig> | { latency?: number | { min: number; max: number }; errorRate?: number }

export const DEFAULT_CONFIG: MockConfig = { latency: { min: 0, max: 0 }, errorRate: 0 }

/** The longest delay the mock will add to one response. */
export const MAX_DELAY_MS = 60_000

/**
 * Applies a change to a configuration after validating it against the spec's `MockConfigChange`
 * (a number as latency means a fixed delay). Throws VALIDATION listing every problem.
 */
export function applyConfigChange(current: MockConfig, change: MockConfigChange): MockConfig {
  const normalised = typeof change.latency === 'number' ? { ...change, latency: { min: change.latency, max: change.latency } } : change
  const validate = specSchemas().component('MockConfigChange')
  if (!validate(normalised)) {
    throw new MockError('VALIDATION', 'The configuration is invalid.', toViolations(validate.errors, 'body'))
  }
  const next: MockConfig = {
    latency: (normalised.latency as MockConfig['latency'] | undefined) ?? current.latency,
    errorRate: normalised.errorRate ?? current.errorRate,
  }
  if (next.latency.min > next.latency.max) {
    throw new MockError('VALIDATION', 'The configuration is invalid.', [
      { location: 'body', pointer: '/latency/min', message: 'must not be above latency.max' },
    ])
  }
  return { latency: { ...next.latency }, errorRate: next.errorRate }
}
