import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { runVerifyCli, type VerifyReport } from '../../src/verify/index.js'
import { inProcessMock, IN_PROCESS_URL, type InProcessMock } from './support/in-process.js'
import { mutants, type Mutant } from './support/mutants.js'

// Not today: a status filter that reads the wall clock must get a different answer.
const BUSINESS_DATE = '2030-06-15'

/** Runs the CLI in-process against a broken variant and returns its exit code and JSON report. */
async function verifyMutant(mock: InProcessMock, mutant: Mutant): Promise<{ code: number; report: VerifyReport; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runVerifyCli(
    ['--base-url', IN_PROCESS_URL, '--business-date', BUSINESS_DATE, '--seed', '7', '--fuzz-runs', '10', '--json', '--quiet'],
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), fetch: mutant.wrap(mock.fetch) },
  )
  return { code, report: JSON.parse(stdout) as VerifyReport, stderr }
}

describe('the verifier catches drift: each broken variant of the mock fails the run and is named', () => {
  let mock: InProcessMock
  beforeAll(async () => {
    // A smaller hotel keeps each of the runs short; the reservations still fill the 120 rooms.
    mock = await inProcessMock({ seed: 4, guests: 120, businessDate: BUSINESS_DATE })
  })
  // Every run starts from the seeded data, so one variant's writes cannot hide or cause another's findings.
  beforeEach(() => mock.db.reset())

  test('there are at least a dozen kinds of drift', () => {
    expect(new Set(mutants.map((mutant) => mutant.kind)).size).toBeGreaterThanOrEqual(12)
  })

  test.each(mutants.map((mutant) => [mutant.kind, mutant] as const))('%s', async (_kind, mutant) => {
    const { code, report, stderr } = await verifyMutant(mock, mutant)
    expect(stderr).toBe('')
    expect(code).toBe(1)
    expect(report.passed).toBe(false)
    const caught = report.violations.filter(
      (violation) =>
         violation.operationId === mutant.operationId && mutant.check.test(violation.check) && (mutant.message?.test(violation.message) ?? true),
    )
    expect(caught, `no violation of ${mutant.operationId} from a check matching ${mutant.check}; got:\n${report.violations.map((v) => `[${v.operationId}] ${v.check}: ${v.message}`).join('\n')}`).not.toEqual([])
    // Every violation can be replayed: it carries the request that showed it.
    for (const violation of caught) {
      expect(violation.request.method).toMatch(/^[A-Z]+$/)
      expect(violation.request.url).toMatch(/^http:\/\/hotel\.test\//)
    }
  }, 60_000)
})
