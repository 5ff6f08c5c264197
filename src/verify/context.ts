import type { components } from '../generated/openapi.js'
import { conformanceFindings, type Finding } from './conformance.js'
import { NoResponseError, recordResponse, type Exchange, type SendInit, VerifierClient } from './http-client.js'
import type { ResolvedOptions } from './options.js'
import { SeededRandom } from '../shared/seeded-random.js'
import type { CheckResult, RecordedRequest, ReportedViolation } from './report.js'
import type { LoadedSpec } from './spec-source.js'

export type Guest = components['schemas']['Guest']
export type Reservation = components['schemas']['Reservation']

/** Items read by walking every page of a list. */
export interface DataSet<T> {
  items: T[]
  /** False when the walk stopped early (too many items, or a broken page). */
  complete: boolean
  totalCount: number
}

/** Everything a run shares: options, spec, client, the data read so far and the findings. */
export class VerifyContext {
  readonly random: SeededRandom
  /** Marks every record this run writes, e.g. `verify-k3x9q2-a@verify.example.com`; unique per run. */
  readonly runId: string
  businessDate: { value: string; source: 'option' | 'server' } | null = null
  guests: DataSet<Guest> | undefined
  reservations: DataSet<Reservation> | undefined
  /** Guests this run created and read back (fuzzed PUTs only ever touch these). */
  readonly createdGuests: Guest[] = []
  /** What each status list held when its check read it, for the business-date diagnosis. */
  readonly statusLists = new Map<string, DataSet<Reservation>>()
  /** Operations that answered different requests with the same body, and that body (the stateless diagnosis). */
  readonly cannedAnswers = new Map<string, string>()
  /** What the stateless probes saw, in words. */
  readonly statelessEvidence: string[] = []
  readonly checks: CheckResult[] = []
  readonly violations: ReportedViolation[] = []
  readonly notes: string[] = []
  readonly #violationIndex = new Map<string, ReportedViolation>()

  constructor(
    readonly options: ResolvedOptions,
    readonly spec: LoadedSpec,
    readonly client: VerifierClient,
  ) {
    this.random = new SeededRandom(options.seed)
    // Not from the seed: replaying a seed against a server that kept the last run's records must
    // not collide with them (the same marker email twice would be a 409).
    this.runId = new SeededRandom((Date.now() ^ (Math.random() * 2 ** 31)) >>> 0).word(6)
  }

  has(operationId: string): boolean {
    return this.spec.operations.list.some((operation) => operation.operationId === operationId)
  }

  note(message: string): void {
    this.notes.push(message)
    this.options.onProgress({ type: 'note', message })
  }

  /** Records a violation; the same one seen again only raises its count. */
  record(violation: Omit<ReportedViolation, 'occurrences'>): boolean {
    const key = `${violation.operationId}\u0000${violation.check}\u0000${violation.message}`
    const existing = this.#violationIndex.get(key)
    if (existing) {
      existing.occurrences++
      return false
    }
    const recorded = { ...violation, occurrences: 1 }
    this.#violationIndex.set(key, recorded)
    this.violations.push(recorded)
    return true
  }
}

export interface FailInput {
  message: string
  expected?: string
  actual?: string
  /** The exchange that shows the violation (its request is reported). */
  exchange?: Exchange
  /** The request to report when there is no exchange. */
  request?: RecordedRequest
  /** The operation to blame; default: the one the exchange's request routes to, else the check's. */
  operationId?: string
  /** Requests that lead to the violation when sent in order. */
  replay?: string[]
}

/** Signals that a check cannot run here; the runner records it as skipped. */
export class SkipCheck extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** What a check sees: a client that validates every response, and a way to report. */
export class CheckScope {
  violations = 0
  requests = 0
  /** Parts of the check that could not really be judged, each with the reason. */
  readonly notRun: string[] = []

  constructor(
    readonly ctx: VerifyContext,
    readonly title: string,
    /** The operation this check is about, blamed when nothing more precise is known. */
    readonly operationId: string,
  ) {}

  /**
   * Sends a request and checks the response against the spec (unless `conformance` is false,
   * as the fuzzer does: it reports only the shrunk counterexample).
   */
  async send(init: SendInit, options: { conformance?: boolean } = {}): Promise<Exchange> {
    this.requests++
    const exchange = await this.ctx.client.send(init)
    if (options.conformance !== false) {
      for (const finding of conformanceFindings(exchange, this.ctx.spec.schemas)) this.failWith(exchange, finding)
    }
    return exchange
  }

  failWith(exchange: Exchange, finding: Finding, operationId?: string): void {
    this.fail({ ...finding, exchange, ...(operationId ? { operationId } : {}) })
  }

  fail(input: FailInput): void {
    const operationId = input.operationId ?? input.exchange?.operationId ?? this.operationId
    const request = input.exchange?.request ?? input.request ?? { method: '-', url: '-', headers: {} }
    const recorded = this.ctx.record({
      operationId,
      check: this.title,
      message: input.message,
      ...(input.expected !== undefined ? { expected: input.expected } : {}),
      ...(input.actual !== undefined ? { actual: input.actual } : {}),
      request,
      ...(input.exchange ? { response: recordResponse(input.exchange) } : {}),
      ...(input.replay ? { replay: input.replay } : {}),
    })
    if (recorded) this.violations++
  }

  /** Asserts a status; reports and returns false when it differs. */
  expectStatus(exchange: Exchange, expected: number | number[], message?: string): boolean {
    const allowed = Array.isArray(expected) ? expected : [expected]
    if (allowed.includes(exchange.status)) return true
    this.fail({
      exchange,
      message: message ?? `answered ${exchange.status} instead of ${allowed.join(' or ')}`,
      expected: allowed.join(' or '),
      actual: String(exchange.status),
    })
    return false
  }

  skip(reason: string): never {
    throw new SkipCheck(reason)
  }

  /** Records that one part of the check could not really be judged, so it is not counted as passed. */
  skipPart(part: string, reason: string): void {
    const line = `${part}: ${reason}`
    if (!this.notRun.includes(line)) this.notRun.push(line)
  }

  reportNoResponse(error: NoResponseError): void {
    this.fail({ request: error.request, message: error.message })
  }
}
