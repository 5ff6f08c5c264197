import { coverageRows } from './format-coverage.js'
import type { CheckResult, ReportedViolation, VerifyReport } from './report.js'

/**
 * The report as JUnit XML, the format every CI system shows as a test tab: one test suite per
 * operation (or group), one test case per check, a `<failure>` per failed check listing its
 * violations with their requests, `<skipped>` with the reason.
 *
 * @example
 * await writeFile('contract.xml', toJUnitXml(report))
 */
export function toJUnitXml(report: VerifyReport): string {
  const groups = new Map<string, CheckResult[]>()
  for (const check of report.checks) groups.set(check.group, [...(groups.get(check.group) ?? []), check])
  const byCheck = new Map<string, ReportedViolation[]>()
  for (const violation of report.violations) byCheck.set(violation.check, [...(byCheck.get(violation.check) ?? []), violation])
  const count = (checks: CheckResult[], status: CheckResult['status']) => checks.filter((check) => check.status === status).length
  const seconds = (ms: number) => (ms / 1000).toFixed(3)
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>']
  out.push(
    `<testsuites name="${attr(`contract verification of ${report.baseUrl}`)}" tests="${report.checks.length + (report.coverage ? coverageRows(report.coverage).length : 0)}" failures="${count(report.checks, 'failed')}" skipped="${count(report.checks, 'skipped')}" errors="0" time="${seconds(report.durationMs)}" timestamp="${attr(report.startedAt)}">`,
  )
  let first = true
  for (const [group, checks] of groups) {
    const time = checks.reduce((sum, check) => sum + check.durationMs, 0)
    out.push(
      `  <testsuite name="${attr(group)}" tests="${checks.length}" failures="${count(checks, 'failed')}" skipped="${count(checks, 'skipped')}" errors="0" time="${seconds(time)}">`,
    )
    // The run's parameters, once, so a failing CI job says how to replay it.
    if (first) {
      first = false
      out.push('    <properties>')
      out.push(`      <property name="seed" value="${report.seed}"/>`)
      out.push(`      <property name="businessDate" value="${attr(report.businessDate?.value ?? 'unknown')}"/>`)
      out.push(`      <property name="spec" value="${attr(`${report.spec.title} ${report.spec.version}`)}"/>`)
      for (const cause of report.diagnosis ?? []) out.push(`      <property name="root-cause.${attr(cause.id)}" value="${attr(`${cause.title} (${cause.violations} violations follow from it)`)}"/>`)
      if (report.coverage) {
        for (const { label, area } of coverageRows(report.coverage)) {
          out.push(`      <property name="coverage.${attr(label.replace(/ /g, '-'))}" value="${area.reached}/${area.total} (${area.percent}%)${area.missing.length ? `; not reached: ${attr(area.missing.join(', '))}` : ''}"/>`)
        }
      }
      out.push('    </properties>')
    }
    for (const check of checks) {
      const open = `    <testcase classname="${attr(group)}" name="${attr(check.title)}" time="${seconds(check.durationMs)}"`
      if (check.status === 'passed' && !check.notRun?.length) {
        out.push(`${open}/>`)
        continue
      }
      if (check.status === 'passed') {
        out.push(`${open}>`, `      <system-out>${text(`parts not judged:\n${check.notRun!.join('\n')}`)}</system-out>`, '    </testcase>')
        continue
      }
      out.push(`${open}>`)
      if (check.status === 'skipped') out.push(`      <skipped message="${attr(check.reason ?? '')}"/>`)
      else {
        const violations = byCheck.get(`${group}: ${check.title}`) ?? []
        const first = violations[0]
        out.push(`      <failure type="ContractViolation" message="${attr(`${violations.length} violation${violations.length === 1 ? '' : 's'}${first ? `; first: [${first.operationId}] ${first.message}` : ''}`)}">${text(violations.map(describe).join('\n\n'))}</failure>`)
      }
      out.push('    </testcase>')
    }
    out.push('  </testsuite>')
  }
  if (report.coverage) {
    // Coverage as a suite of its own, so CI shows what the run did not reach next to the checks.
    out.push(`  <testsuite name="coverage" tests="${coverageRows(report.coverage).length}" failures="0" skipped="0" errors="0" time="0.000">`)
    for (const { label, area } of coverageRows(report.coverage)) {
      out.push(`    <testcase classname="coverage" name="${attr(`${label}: ${area.reached}/${area.total} (${area.percent}%)`)}" time="0.000">`)
      out.push(`      <system-out>${text(area.missing.length ? `not reached: ${area.missing.join(', ')}` : 'all reached')}</system-out>`)
      out.push('    </testcase>')
    }
    out.push('  </testsuite>')
  }
  out.push('</testsuites>')
  return `${out.join('\n')}\n`
}

function describe(violation: ReportedViolation): string {
  const lines = [`[${violation.operationId}] ${violation.message}${violation.cause ? ` (follows from the root cause ${violation.cause})` : ''}`, `${violation.request.method} ${violation.request.url}`]
  if (violation.request.body !== undefined) lines.push(violation.request.body)
  if (violation.expected !== undefined) lines.push(`expected: ${violation.expected}`)
  if (violation.actual !== undefined) lines.push(`actual: ${violation.actual}`)
  if (violation.response) lines.push(`response: ${violation.response.status} ${violation.response.contentType} ${violation.response.body}`)
  if (violation.replay?.length) lines.push('replay, in this order:', ...violation.replay.map((step, index) => `${index + 1}. ${step}`))
  return lines.join('\n')
}

/** XML 1.0 cannot carry most control characters at all, escaped or not; they become U+FFFD. */
function clean(value: string): string {
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

function attr(value: string): string {
  return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;')
}

function text(value: string): string {
  return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
