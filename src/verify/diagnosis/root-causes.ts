import type { VerifyContext } from '../context.js'
import type { ReportedViolation, RootCause } from '../report.js'
import type { CannedAnswer } from './answer-tracker.js'
import { suggestedBusinessDate } from './business-date.js'

interface Cause {
  cause: Omit<RootCause, 'violations'>
  /** Whether a violation follows from this cause. */
  explains(violation: ReportedViolation): boolean
}

/** Checks whose verdict depends on the business date. */
const DATED_CHECK = /^listReservations: status=|dateOfBirth on the business date|breaks? the rule: .*the business date/

/**
 * Finds what is wrong at the root and marks each violation that follows from it, so the report
 * can say "the server is stateless" once instead of listing hundreds of consequences first. A
 * violation is given to the first cause that explains it.
 */
export function diagnose(ctx: VerifyContext, canned: CannedAnswer[]): RootCause[] {
  const causes: Cause[] = []
  const cannedOperations = new Set(canned.map((answer) => answer.operationId))
  const cannedBodies = new Set(canned.map((answer) => answer.body))
  if (canned.length >= 2) {
    causes.push({
      cause: {
        id: 'stateless',
        title: `the server's answers do not depend on the request or its state: ${canned.map((answer) => answer.operationId).join(', ')} answer the same body to different requests (an example-based or stub server?)`,
        evidence: canned.map((answer) => `${answer.operationId}: one body for ${answer.requests} of ${answer.of} different requests, e.g. ${answer.examples.join(' and ')}`),
        hint: 'point --base-url at a server that stores data; nothing written by this run was kept as sent',
      },
      explains: (violation) =>
        cannedOperations.has(violation.operationId) || (violation.response !== undefined && cannedBodies.has(violation.response.body)),
    })
  }
  const date = suggestedBusinessDate(ctx)
  if (date !== undefined && ctx.businessDate) {
    const source = ctx.businessDate.source === 'option' ? '--business-date' : "the server's /__mock/business-date"
    causes.push({
      cause: {
        id: 'business-date',
        title: `the business date ${ctx.businessDate.value} (${source}) disagrees with the data: the server's arrivals and departures are those of ${date}`,
        evidence: [`every stay on status=arrivals arrives on ${date}, and every stay on status=departures leaves on ${date} (where the lists are not empty)`],
        hint: `run again with --business-date ${date}, or check the server's night audit`,
      },
      explains: (violation) => DATED_CHECK.test(violation.check) || DATED_CHECK.test(violation.message),
    })
  }
  const counts = new Map<string, number>()
  for (const violation of ctx.violations) {
    const found = causes.find((candidate) => candidate.explains(violation))
    if (!found) continue
    violation.cause = found.cause.id
    counts.set(found.cause.id, (counts.get(found.cause.id) ?? 0) + 1)
  }
  return causes.map(({ cause }) => ({ ...cause, violations: counts.get(cause.id) ?? 0 }))
}
