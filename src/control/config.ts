import { MockError } from '../shared/errors.js'
import { specSchemas } from '../spec/ajv.js'
import { toViolations, withRuleViolations, type Violation } from '../spec/violations.js'

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
  const violations = withRuleViolations(validate(normalised) ? [] : toViolations(validate.errors, 'body'), configRuleViolations(normalised))
  if (violations.length > 0) throw new MockError('VALIDATION', 'The configuration is invalid.', violations)
  const next: MockConfig = {
    latency: (normalised.latency as MockConfig['latency'] | undefined) ?? current.latency,
    errorRate: normalised.errorRate ?? current.errorRate,
  }
  return { latency: { ...next.latency }, errorRate: next.errorRate }
}

/**
 * What a configuration change must keep beyond its schema: a latency range whose min is not above
 * its max. Takes any JSON value, so a request body's schema violations and this rule are listed
 * in one 422.
 */
export function configRuleViolations(change: unknown): Violation[] {
  const latency = typeof change === 'object' && change !== null ? (change as { latency?: unknown }).latency : undefined
  if (typeof latency !== 'object' || latency === null) return []
  const { min, max } = latency as { min?: unknown; max?: unknown }
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    return [{ location: 'body', pointer: '/latency/min', message: 'must not be above latency.max' }]
  }
  return []
}
