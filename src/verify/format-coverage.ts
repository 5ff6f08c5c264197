import type { Coverage, CoverageArea } from './coverage.js'

const AREAS: Array<[keyof Coverage, string]> = [
  ['operations', 'operations'],
  ['statuses', 'documented statuses'],
  ['parameters', 'parameters'],
  ['errorTypes', 'error types'],
]

/** One line per area of coverage. */
export function coverageRows(coverage: Coverage): Array<{ label: string; area: CoverageArea }> {
  return AREAS.map(([key, label]) => ({ label, area: coverage[key] }))
}

/**
 * The coverage table of the text report: how much of each area of the contract the run reached,
 * and what it did not.
 *
 * @example
 * lines.push(...formatCoverage(report.coverage))
 */
export function formatCoverage(coverage: Coverage): string[] {
  const lines = ['Coverage of the contract:', '  area                 reached   percent  not reached']
  for (const { label, area } of coverageRows(coverage)) {
    const reached = `${area.reached}/${area.total}`
    lines.push(`  ${label.padEnd(20)} ${reached.padEnd(9)} ${`${area.percent}%`.padStart(7)}  ${area.missing.length === 0 ? '-' : area.missing.join(', ')}`)
  }
  return lines
}
