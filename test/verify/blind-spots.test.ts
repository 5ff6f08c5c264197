import { beforeAll, describe, expect, test } from 'vitest'
import { formatReport, runVerifyCli, type VerifyReport } from '../../src/verify/index.js'
import { blindSpotMutants } from './support/blind-spot-mutants.js'
import { recordMutants } from './support/record-mutants.js'
import { inProcessMock, IN_PROCESS_URL, type InProcessMock } from './support/in-process.js'
import type { Mutant } from './support/mutants.js'

// Not today: nothing can pass by reading the wall clock.
const BUSINESS_DATE = '2030-06-15'
// Several seeds: each of these kinds of drift must be caught on every one, not by luck of the draw.
const SEEDS = [1, 2, 3]

async function verifyMutant(mock: InProcessMock, mutant: Mutant, seed: number): Promise<{ code: number; report: VerifyReport }> {
  let stdout = ''
  const code = await runVerifyCli(
    ['--base-url', IN_PROCESS_URL, '--business-date', BUSINESS_DATE, '--seed', String(seed), '--fuzz-runs', '10', '--json', '--quiet'],
    { stdout: (text) => (stdout += text), stderr: () => {}, fetch: mutant.wrap(mock.fetch) },
  )
  return { code, report: JSON.parse(stdout) as VerifyReport }
}

describe('drift the verifier used to let through is caught on every seed, and named in the first lines', () => {
  let mock: InProcessMock
  beforeAll(async () => {
    mock = await inProcessMock({ seed: 4, guests: 120, businessDate: BUSINESS_DATE })
  })

  test.each([...blindSpotMutants, ...recordMutants].flatMap((mutant) => SEEDS.map((seed) => [mutant.kind, seed, mutant] as const)))('%s (seed %i)', async (_kind, seed, mutant) => {
    await mock.db.reset()
    const { code, report } = await verifyMutant(mock, mutant, seed)
    expect(code).toBe(1)
    const caught = report.violations.filter(
      (violation) => violation.operationId === mutant.operationId && mutant.check.test(violation.check) && (mutant.message?.test(violation.message) ?? true),
    )
    expect(caught, `nothing caught it; got:\n${report.violations.map((v) => `[${v.operationId}] ${v.check}: ${v.message}`).join('\n')}`).not.toEqual([])
    // The failed check is listed near the top of the text report, before any violation's details.
    const text = formatReport(report)
    const opening = text.split('\n').slice(0, 25).join('\n')
    // Only checks that passed are listed as judged in part, as many as the summary line counts.
    const judgedInPart = (/^Judged in part .*\n((?:  - .*\n)*)/m.exec(text)?.[1] ?? '').split('\n').filter(Boolean)
    const failedTitles = report.checks.filter((check) => check.status === 'failed').map((check) => `  - ${check.group}: ${check.title}: `)
    expect(judgedInPart.filter((line) => failedTitles.some((title) => line.startsWith(title)))).toEqual([])
    const partial = report.checks.filter((check) => check.status === 'passed' && (check.notRun?.length ?? 0) > 0).length
    expect(text).toMatch(partial > 0 ? new RegExp(`\\(${partial} of them in part\\)`) : /checks passed, /)
    expect(opening).toMatch(new RegExp(`^ {2}- ${mutant.operationId}: .*(${mutant.check.source})`, 'm'))
  }, 60_000)
})
