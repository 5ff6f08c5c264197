import type { ReportedViolation, VerifyReport } from './report.js'

/**
 * The report as a person reads it in a terminal or a CI log: each violation with the request
 * that shows it (ready to replay with curl), what was expected and what came back, then a
 * summary line.
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
  if (report.violations.length > 0) {
    lines.push(`Violations (${report.violations.length}):`)
    lines.push('')
    report.violations.forEach((violation, index) => lines.push(...formatViolation(violation, index + 1), ''))
  }
  const skipped = report.checks.filter((check) => check.status === 'skipped')
  if (skipped.length > 0) {
    lines.push('Skipped:')
    for (const check of skipped) lines.push(`  - ${check.group}: ${check.title}: ${check.reason ?? ''}`)
    lines.push('')
  }
  if (report.notes.length > 0) {
    lines.push('Notes:')
    for (const note of report.notes) lines.push(`  - ${note}`)
    lines.push('')
  }
  lines.push(summaryLine(report))
  return `${lines.join('\n')}\n`
}

/** One line: verdict, counts, duration. */
export function summaryLine(report: VerifyReport): string {
  const passed = report.checks.filter((check) => check.status === 'passed').length
  const failed = report.checks.filter((check) => check.status === 'failed').length
  const skipped = report.checks.filter((check) => check.status === 'skipped').length
  const operations = [...new Set(report.violations.map((violation) => violation.operationId))]
  const verdict = report.passed
    ? 'PASSED: no violations'
    : `FAILED: ${report.violations.length} violation${report.violations.length === 1 ? '' : 's'} in ${operations.join(', ')}`
  return `${verdict} (${passed} checks passed, ${failed} failed, ${skipped} skipped; ${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s)`
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
  if (violation.occurrences > 1) lines.push(`   seen ${violation.occurrences} times`)
  return lines
}

function indent(text: string): string {
  return text.replace(/\n/g, '\n             ')
}
