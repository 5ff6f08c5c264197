import { formatCoverage } from './format-coverage.js'
import type { ReportedViolation, RootCause, VerifyReport } from './report.js'

/** Violations that follow from a root cause are listed one line each, after the others. */
const CAUSE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The report as a person reads it in a terminal or a CI log: the root causes first (what is wrong
 * at the root, and how many violations follow from each), the failed checks in one line each,
 * then each violation with the request that shows it (ready to replay with curl), what was
 * skipped and why, the coverage of the contract, and a summary line.
 *
 * @example
 * process.stdout.write(formatReport(await verify({ baseUrl: 'http://127.0.0.1:4010' })))
 */
export function formatReport(report: VerifyReport): string {
  const lines: string[] = []
  lines.push(`Contract verification of ${report.baseUrl} against ${report.spec.title} ${report.spec.version}`)
  const date = report.businessDate ? `business date ${report.businessDate.value} (${report.businessDate.source === 'option' ? '--business-date' : 'from the server'})` : 'business date unknown'
  lines.push(`${date}, seed ${report.seed}, ${report.fuzzRuns} fuzz runs per operation${report.readOnly ? ', read-only' : ''}`)
  lines.push('')
  const causes = report.diagnosis ?? []
  const letter = new Map(causes.map((cause, index) => [cause.id, CAUSE_LETTERS[index] ?? String(index + 1)]))
  if (causes.length > 0) {
    const explained = causes.reduce((sum, cause) => sum + cause.violations, 0)
    lines.push(`Diagnosis: ${causes.length === 1 ? 'one root cause' : `${causes.length} root causes`}; ${explained} of ${report.violations.length} violations follow from ${causes.length === 1 ? 'it' : 'them'}`)
    for (const cause of causes) lines.push(...formatCause(cause, letter.get(cause.id)!))
    lines.push('')
  }
  const failed = report.checks.filter((check) => check.status === 'failed')
  if (failed.length > 0) {
    lines.push(`Failed checks (${failed.length}):`)
    for (const check of failed) lines.push(`  - ${check.group}: ${check.title} (${check.violations} violation${check.violations === 1 ? '' : 's'})`)
    lines.push('')
  }
  const own = report.violations.filter((violation) => violation.cause === undefined)
  if (own.length > 0) {
    lines.push(causes.length > 0 ? `Violations not explained by a root cause (${own.length}):` : `Violations (${own.length}):`)
    lines.push('')
    // One broken rule on many routes (no Allow on any 405), or found by many checks (a link that
    // leaves the API, on every list), is one entry that names where else it was seen.
    const groups = new Map<string, ReportedViolation[]>()
    for (const violation of own) groups.set(violation.message, [...(groups.get(violation.message) ?? []), violation])
    ;[...groups.values()].forEach((group, index) => {
      lines.push(...formatViolation(group[0]!, index + 1))
      if (group.length > 1) lines.push(`   also on:  ${alsoOn(group)}`)
      lines.push('')
    })
  }
  for (const cause of causes) {
    const following = report.violations.filter((violation) => violation.cause === cause.id)
    if (following.length === 0) continue
    lines.push(`Violations that follow from ${letter.get(cause.id)} (${following.length}):`)
    for (const violation of following) lines.push(`  - [${violation.operationId}] ${violation.message}${violation.occurrences > 1 ? ` (seen ${violation.occurrences} times)` : ''}`)
    lines.push('')
  }
  const skipped = report.checks.filter((check) => check.status === 'skipped')
  const partial = report.checks.filter((check) => check.status === 'passed' && (check.notRun?.length ?? 0) > 0)
  if (skipped.length > 0) {
    lines.push('Skipped (not counted as passed):')
    for (const check of skipped) lines.push(`  - ${check.group}: ${check.title}: ${check.reason ?? ''}`)
    lines.push('')
  }
  if (partial.length > 0) {
    lines.push('Judged in part (the rest of each check passed; these parts could not be judged):')
    for (const check of partial) for (const part of check.notRun ?? []) lines.push(`  - ${check.group}: ${check.title}: ${part}`)
    lines.push('')
  }
  if (report.notes.length > 0) {
    lines.push('Notes:')
    for (const note of report.notes) lines.push(`  - ${note}`)
    lines.push('')
  }
  if (report.coverage) lines.push(...formatCoverage(report.coverage), '')
  lines.push(summaryLine(report))
  return `${lines.join('\n')}\n`
}

/** One line: verdict, counts, duration. */
export function summaryLine(report: VerifyReport): string {
  const passed = report.checks.filter((check) => check.status === 'passed').length
  const failed = report.checks.filter((check) => check.status === 'failed').length
  const skipped = report.checks.filter((check) => check.status === 'skipped').length
  const partial = report.checks.filter((check) => check.status === 'passed' && (check.notRun?.length ?? 0) > 0).length
  const operations = [...new Set(report.violations.map((violation) => violation.operationId))]
  const verdict = report.passed
    ? 'PASSED: no violations'
    : `FAILED: ${report.violations.length} violation${report.violations.length === 1 ? '' : 's'} in ${operations.join(', ')}`
  const passedLabel = partial > 0 ? `${passed} checks passed (${partial} of them in part)` : `${passed} checks passed`
  return `${verdict} (${passedLabel}, ${failed} failed, ${skipped} skipped; ${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s)`
}

function formatCause(cause: RootCause, letter: string): string[] {
  const lines = [`  ${letter}. ${cause.title}`]
  for (const evidence of cause.evidence) lines.push(`     seen: ${evidence}`)
  if (cause.hint) lines.push(`     what to do: ${cause.hint}`)
  lines.push(`     ${cause.violations} violation${cause.violations === 1 ? '' : 's'} follow${cause.violations === 1 ? 's' : ''} from it`)
  return lines
}

function formatViolation(violation: ReportedViolation, number: number): string[] {
  const lines = [`${number}. [${violation.operationId}] ${violation.message}`]
  lines.push(`   check:    ${violation.check}`)
  const request = violation.request
  lines.push(`   request:  ${request.method} ${request.url}`)
  for (const [name, value] of Object.entries(request.headers)) lines.push(`             ${name}: ${value}`)
  if (request.body !== undefined) lines.push(`             ${indent(request.body)}`)
  if (violation.expected !== undefined) lines.push(`   expected: ${indent(violation.expected)}`)
  if (violation.actual !== undefined) lines.push(`   actual:   ${indent(violation.actual)}`)
  if (violation.response) {
    const body = violation.response.body ? ` ${indent(violation.response.body)}` : ''
    lines.push(`   response: ${violation.response.status} ${violation.response.contentType || '(no content type)'}${body}`)
  }
  if (violation.replay && violation.replay.length > 0) {
    lines.push('   replay:   send in this order (the last one fails):')
    violation.replay.forEach((step, index) => lines.push(`             ${String(index + 1).padStart(2)}. ${indent(step)}`))
  }
  if (violation.occurrences > 1) lines.push(`   seen ${violation.occurrences} times`)
  return lines
}

/** Where else one violation was seen: each other operation or route once, with how many checks found it there. */
function alsoOn(group: readonly ReportedViolation[]): string {
  const checks = new Map<string, number>()
  for (const violation of group) checks.set(violation.operationId, (checks.get(violation.operationId) ?? 0) + 1)
  const [first] = group
  const places = [...checks].flatMap(([operationId, count]) => {
    if (operationId !== first!.operationId) return [count > 1 ? `${operationId} (${count} checks)` : operationId]
    return count > 1 ? [`${operationId} (${count - 1} more check${count > 2 ? 's' : ''})`] : []
  })
  const total = group.length === checks.size ? `${checks.size} operations or routes in all` : `${group.length} checks on ${checks.size} operations or routes in all`
  return `${places.join(', ')} (${total})`
}

function indent(text: string): string {
  return text.replace(/\n/g, '\n             ')
}
