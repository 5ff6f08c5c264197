/**
 * The contract verifier: runs the conformance suite of the Guest & Reservation API against any
 * server (a real backend or this mock) and reports every deviation from the spec.
 *
 * @example
 * import { verify, formatReport } from 'guest-reservation-mock/verify'
 *
 * const report = await verify({ baseUrl: 'http://127.0.0.1:4010', seed: 7 })
 * expect(report.violations).toEqual([])
 */
export { verify } from './verify.js'
export { runVerifyCli, type CliStreams } from './cli.js'
export { formatReport, summaryLine } from './format-report.js'
export { toJUnitXml } from './junit.js'
export { progressPrinter, type ProgressEvent } from './progress.js'
export { VerifySetupError } from './errors.js'
export { DEFAULT_FUZZ_RUNS, type FetchLike, type VerifyOptions } from './options.js'
export type { CheckResult, CheckStatus, Coverage, CoverageArea, RecordedRequest, RecordedResponse, ReportedViolation, RootCause, VerifyReport } from './report.js'
