/** Where in a request a violation was found. */
export type ViolationLocation = 'body' | 'query' | 'path' | 'header'

/** One broken rule, as listed in a problem document's `errors`. */
export interface Violation {
  location: ViolationLocation
  /** JSON Pointer (RFC 6901) to the offending value, relative to its location. */
  pointer: string
  message: string
}

/**
 * The first `max` violations as `pointer message` lines (`/` for the value itself), and how many
 * more there are: what a one-line error message shows of a longer list.
 *
 * @example
 * firstViolations(violations, 3) // { shown: ['/email must be a valid email address'], more: 0 }
 */
export function firstViolations(violations: readonly Violation[], max: number): { shown: string[]; more: number } {
  const shown = violations.slice(0, max).map((violation) => `${violation.pointer || '/'} ${violation.message}`)
  return { shown, more: violations.length - shown.length }
}
