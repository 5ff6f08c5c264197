/** Where in a request a violation was found. */
export type ViolationLocation = 'body' | 'query' | 'path' | 'header'

/** One broken rule, as listed in a problem document's `errors`. */
export interface Violation {
  location: ViolationLocation
  /** JSON Pointer (RFC 6901) to the offending value, relative to its location. */
  pointer: string
  message: string
}
