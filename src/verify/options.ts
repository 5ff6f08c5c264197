import { isCalendarDate } from '../shared/calendar-date.js'
import type { OpenApiDocument } from '../spec/document-types.js'
import { VerifySetupError } from './errors.js'
import type { ProgressEvent } from './progress.js'
import { shown } from '../shared/shown.js'

/** A `fetch` the verifier sends every request through: the global one, or an in-process handler. */
export type FetchLike = (request: Request) => Promise<Response>

export interface VerifyOptions {
  /** The origin (and optional base path) of the server under test; the spec's paths are appended. */
  baseUrl: string
  /** The contract: a parsed OpenAPI document, or a path or URL of a YAML or JSON file. Default: the bundled spec. */
  spec?: OpenApiDocument | string
  /** A bearer token sent with every request; when given, the 401 rules are checked too. */
  token?: string
  /** The hotel's business date (YYYY-MM-DD); without it the server's `/__mock/business-date` is asked. */
  businessDate?: string
  /** Send no POST or PUT at all: no write round trips, no body cases, no body fuzzing. */
  readOnly?: boolean
  /** Property-based runs per fuzzed operation (0 turns fuzzing off). Default 100. */
  fuzzRuns?: number
  /** Seed of every random choice of the run. Default: a fresh one, printed in the report. */
  seed?: number
  /** Per-request time limit in milliseconds. Default 10 000. */
  timeoutMs?: number
  /** How many list items a full walk may read before the exact-set checks give way to sampled ones. Default 10 000. */
  maxWalkItems?: number
  /** Replaces the global `fetch`, e.g. to run against MSW handlers in-process. */
  fetch?: FetchLike
  /** Called as checks start and end (the CLI prints these to stderr). */
  onProgress?: (event: ProgressEvent) => void
}

export interface ResolvedOptions {
  baseUrl: URL
  spec: OpenApiDocument | string | undefined
  token: string | undefined
  businessDate: string | undefined
  readOnly: boolean
  fuzzRuns: number
  seed: number
  timeoutMs: number
  maxWalkItems: number
  fetch: FetchLike
  onProgress: (event: ProgressEvent) => void
}

export const DEFAULT_FUZZ_RUNS = 100

/** Checks the options and fills in the defaults; throws a `VerifySetupError` that says what to fix. */
export function resolveOptions(options: VerifyOptions): ResolvedOptions {
  let baseUrl: URL
  try {
    baseUrl = new URL(options.baseUrl)
  } catch {
    throw new VerifySetupError(`The base URL "${options.baseUrl}" is not a URL. Pass one like http://127.0.0.1:4010.`)
  }
  if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:') {
    throw new VerifySetupError(`The base URL must use http or https, not ${baseUrl.protocol}`)
  }
  baseUrl.search = ''
  baseUrl.hash = ''
  if (!baseUrl.pathname.endsWith('/')) baseUrl.pathname += '/'
  if (options.businessDate !== undefined && !isCalendarDate(options.businessDate)) {
    throw new VerifySetupError(`The business date "${options.businessDate}" is not a date. Pass it as YYYY-MM-DD.`)
  }
  const fuzzRuns = options.fuzzRuns ?? DEFAULT_FUZZ_RUNS
  if (!Number.isInteger(fuzzRuns) || fuzzRuns < 0 || fuzzRuns > 100_000) {
    throw new VerifySetupError(`The fuzz run count must be a whole number from 0 to 100000, not ${shown(options.fuzzRuns)}.`)
  }
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31)
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 31) {
    throw new VerifySetupError(`The seed must be a whole number from 0 to 2147483647, not ${shown(options.seed)}.`)
  }
  const timeoutMs = options.timeoutMs ?? 10_000
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new VerifySetupError(`The request time limit must be a positive number of milliseconds, not ${shown(options.timeoutMs)}.`)
  }
  const globalFetch: FetchLike = (request) => fetch(request)
  return {
    baseUrl,
    spec: options.spec,
    token: options.token === '' ? undefined : options.token,
    businessDate: options.businessDate,
    readOnly: options.readOnly ?? false,
    fuzzRuns,
    seed,
    timeoutMs,
    maxWalkItems: options.maxWalkItems ?? 10_000,
    fetch: options.fetch ?? globalFetch,
    onProgress: options.onProgress ?? (() => {}),
  }
}

