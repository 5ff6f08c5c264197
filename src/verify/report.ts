/** The shape of what `verify()` returns: plain data, ready for JSON, text or JUnit XML. */
import type { Coverage } from './coverage.js'

export type { Coverage, CoverageArea } from './coverage.js'

/** A request as the report shows it: enough to replay it with curl. */
export interface RecordedRequest {
  method: string
  url: string
  /** Only the headers that matter for the case (content type, a redacted authorization). */
  headers: Record<string, string>
  /** The body as sent, cut to a readable length. */
  body?: string
}

/** A response as the report shows it. */
export interface RecordedResponse {
  status: number
  contentType: string
  /** The start of the body. */
  body: string
}

/** One way in which the server breaks its contract. */
export interface ReportedViolation {
  /** The operation that misbehaved (its operationId), or `METHOD /path` for a route the spec does not have. */
  operationId: string
  /** The check that found it. */
  check: string
  /** What is wrong, in one sentence. */
  message: string
  expected?: string
  actual?: string
  /** The request that caused it. */
  request: RecordedRequest
  response?: RecordedResponse
  /** How many times the same violation was seen (same operation, check and message); the request is the first. */
  occurrences: number
  /** The id of the root cause it follows from, when the diagnosis found one. */
  cause?: string
  /** A sequence of requests that shows the violation when sent in order (stateful sequences). */
  replay?: string[]
}

/** Something wrong at the root, found before the violations are listed, with what shows it. */
export interface RootCause {
  /** Stable id, e.g. `stateless` or `business-date`. */
  id: string
  /** What is wrong, in one sentence. */
  title: string
  /** What the verifier saw that shows it. */
  evidence: string[]
  /** What to do about it. */
  hint?: string
  /** How many of the report's violations follow from it. */
  violations: number
}

export type CheckStatus = 'passed' | 'failed' | 'skipped'

/** One named check of the suite and how it went. */
export interface CheckResult {
  /** A stable identifier such as `searchGuests.case-insensitive-q`. */
  id: string
  /** The group it reports under: the operation it exercises, or `routes`, `auth`, `fuzz`... */
  group: string
  title: string
  status: CheckStatus
  /** Why it was skipped. */
  reason?: string
  /** Parts of a check that ran but could not really be judged (a one-item list has no order), with the reason. */
  notRun?: string[]
  violations: number
  requests: number
  durationMs: number
}

export interface VerifyReport {
  baseUrl: string
  spec: { title: string; version: string }
  startedAt: string
  durationMs: number
  /** The seed of the run's random choices and fuzzing; pass it as `--seed` to replay the run. */
  seed: number
  fuzzRuns: number
  readOnly: boolean
  businessDate: { value: string; source: 'option' | 'server' } | null
  /** Requests sent to the server. */
  requests: number
  checks: CheckResult[]
  violations: ReportedViolation[]
  /** Things the run could not check, and why. */
  notes: string[]
  /** Root causes, found before the violations are listed; violations that follow from one carry its id. */
  diagnosis: RootCause[]
  /** What of the contract the run exercised. */
  coverage: Coverage
  /** True when no check found a violation. */
  passed: boolean
}
