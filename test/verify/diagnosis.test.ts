import { beforeAll, describe, expect, test } from 'vitest'
import { formatReport, runVerifyCli, verify, type FetchLike, type VerifyReport } from '../../src/verify/index.js'
import { exampleServer } from './support/example-server.js'
import { inProcessMock, IN_PROCESS_URL, type InProcessMock } from './support/in-process.js'
import { pageOf, readAll } from './support/mutants.js'

const BUSINESS_DATE = '2030-06-15'

async function cli(argv: string[], fetch: FetchLike): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runVerifyCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), fetch })
  return { code, stdout, stderr }
}

describe('a stateless, example-based server', () => {
  let report: VerifyReport
  let text: string
  beforeAll(async () => {
    report = await verify({ baseUrl: IN_PROCESS_URL, fetch: exampleServer(), businessDate: BUSINESS_DATE, seed: 1, fuzzRuns: 20 })
    text = formatReport(report)
  }, 60_000)

  test('the report opens with the diagnosis that answers do not depend on the request or state', () => {
    expect(report.diagnosis[0]?.id).toBe('stateless')
    const opening = text.split('\n').slice(0, 5).join('\n')
    expect(opening).toMatch(/^Diagnosis: .*violations follow from/m)
    expect(opening).toMatch(/do not depend on the request or its state/)
  })

  test('most violations are grouped under that cause, with their count', () => {
    const cause = report.diagnosis[0]!
    expect(cause.violations).toBe(report.violations.filter((v) => v.cause === 'stateless').length)
    expect(cause.violations * 2).toBeGreaterThan(report.violations.length)
  })

  test('nothing says a guest was created, and no rejection is said to be a 2xx', () => {
    for (const violation of report.violations) {
      expect(violation.message).not.toMatch(/was created|created a guest|created (it|them)\b/)
      expect(violation.message).not.toMatch(/rejected with 2\d\d/)
    }
    // The example guest never carries the run's markers, so no check could use it as the run's own.
    expect(report.checks.find((check) => check.id === 'updateGuest.replaces')?.status).toBe('skipped')
  })
})

describe('a business date that disagrees with the data', () => {
  let mock: InProcessMock
  beforeAll(async () => {
    mock = await inProcessMock({ seed: 4, guests: 120, businessDate: BUSINESS_DATE })
  })

  test('is named as the root cause, with the date the data suggests, and the status-list violations grouped under it', async () => {
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, businessDate: '2030-06-14', seed: 2, fuzzRuns: 0, readOnly: true })
    expect(report.passed).toBe(false)
    const cause = report.diagnosis.find((candidate) => candidate.id === 'business-date')
    expect(cause?.title).toContain('2030-06-15')
    expect(cause?.hint).toContain('--business-date 2030-06-15')
    const statusViolations = report.violations.filter((v) => /status=/.test(v.check))
    expect(statusViolations.length).toBeGreaterThan(0)
    for (const violation of statusViolations) expect(violation.cause).toBe('business-date')
    // The records' own rules against the date (no-shows before it) follow from it too: nothing is left unexplained.
    expect(report.violations.some((v) => /internally consistent/.test(v.check) && /the business date 2030-06-14/.test(v.message))).toBe(true)
    expect(report.violations.filter((v) => v.cause !== 'business-date').map((v) => v.message)).toEqual([])
    expect(formatReport(report).split('\n').slice(0, 6).join('\n')).toMatch(/disagrees with the data: .* those of 2030-06-15/)
  }, 60_000)

  test('a right business date gives no diagnosis at all', async () => {
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, businessDate: BUSINESS_DATE, seed: 2, fuzzRuns: 0, readOnly: true })
    expect(report.violations).toEqual([])
    expect(report.diagnosis).toEqual([])
  }, 60_000)
})

describe('setup problems and checks that cannot really run', () => {
  test('a base URL where no operation exists is a setup error (exit 2), not a list of violations', async () => {
    const mock = await inProcessMock({ seed: 3, guests: 20, businessDate: BUSINESS_DATE })
    // The API lives at the root; every path under /pms is unknown to it.
    const rootOnly: FetchLike = (request) => (new URL(request.url).pathname.startsWith('/api/') ? mock.fetch(request) : Promise.resolve(new Response('Not Found', { status: 404 })))
    const { code, stdout, stderr } = await cli(['--base-url', `${IN_PROCESS_URL}/pms`, '--quiet'], rootOnly)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/No operation of the spec exists at http:\/\/hotel\.test\/pms\/.*path prefix/s)
  }, 30_000)

  test('an order check on a one-guest list is reported as skipped with the reason, never as passed', async () => {
    const mock = await inProcessMock({ seed: 3, guests: 20, businessDate: BUSINESS_DATE })
    // A list that holds one guest: nothing about its order can be judged.
    const oneGuest: FetchLike = async (request) => {
      const url = new URL(request.url)
      if (url.pathname !== '/api/guests' || request.method !== 'GET') return mock.fetch(request)
      return pageOf(url, (await readAll(mock.fetch, url)).slice(0, 1))
    }
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: oneGuest, businessDate: BUSINESS_DATE, seed: 1, fuzzRuns: 0, readOnly: true })
    const order = report.checks.find((check) => check.id === 'listGuests.default-order')
    expect(order?.status).toBe('skipped')
    expect(order?.reason).toMatch(/held 1 guests?: no order to judge/)
    expect(formatReport(report)).toMatch(/^Skipped \(not counted as passed\):\n(.*\n)*  - listGuests: orders by lastName, firstName, id by default: .*no order to judge/m)
  }, 30_000)

  test('coverage says what of the contract the run reached, and what not', async () => {
    const mock = await inProcessMock({ seed: 3, guests: 40, businessDate: BUSINESS_DATE })
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, businessDate: BUSINESS_DATE, seed: 1, fuzzRuns: 10 })
    expect(report.violations).toEqual([])
    expect(report.coverage.operations).toEqual({ reached: 7, total: 7, percent: 100, missing: [] })
    // Without a token no 401 can be provoked, nor a 507 from a mock that saves nothing: the
    // coverage says so instead of claiming everything.
    expect(report.coverage.statuses.missing).toContain('listGuests 401')
    expect(report.coverage.statuses.missing).toContain('createGuest 507')
    expect(report.coverage.errorTypes.missing.sort()).toEqual(['/problems/not-saved', '/problems/unauthorized'])
    expect(report.coverage.parameters.percent).toBe(100)
    expect(formatReport(report)).toMatch(/^ {2}documented statuses +\d+\/\d+ +\d+% {2}.*listGuests 401/m)
  }, 30_000)
})
