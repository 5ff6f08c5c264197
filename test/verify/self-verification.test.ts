import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer, type RunningServer } from '../../src/server.js'
import { verify, VerifySetupError, type FetchLike, type VerifyReport } from '../../src/verify/index.js'
import { inProcessMock, IN_PROCESS_URL, recording, type InProcessMock } from './support/in-process.js'

// A business date that is not today, so nothing can pass by reading the wall clock.
const BUSINESS_DATE = '2030-06-15'

function ids(report: VerifyReport, status: 'passed' | 'failed' | 'skipped'): string[] {
  return report.checks.filter((check) => check.status === status).map((check) => check.id)
}

/** The violations, readable in a failing assertion. */
function violations(report: VerifyReport): string[] {
  return report.violations.map((v) => `[${v.operationId}] ${v.message} (${v.request.method} ${v.request.url})`)
}

describe('the verifier against our own mock, served by Express on loopback', () => {
  let mock: RunningServer
  beforeAll(async () => {
    // The default hotel (about 500 guests), as a team would start it with `npm start`.
    mock = await startServer({ port: 0, businessDate: BUSINESS_DATE })
  })
  afterAll(() => mock.close())

  test('a full run with default fuzzing finds no violation and checks every operation', async () => {
    const report = await verify({ baseUrl: mock.url, businessDate: BUSINESS_DATE, seed: 20_300_615 })
    expect(violations(report)).toEqual([])
    expect(report.passed).toBe(true)
    // Only the 401 rules wait for a token; everything else ran.
    expect(ids(report, 'skipped')).toEqual(['auth.bearer'])
    const operations = new Set(report.checks.filter((check) => check.status === 'passed').map((check) => check.group))
    for (const operationId of ['listGuests', 'createGuest', 'searchGuests', 'getGuest', 'updateGuest', 'listReservations', 'getReservation']) {
      expect(operations).toContain(operationId)
    }
    expect(report.fuzzRuns).toBe(100)
  }, 90_000)
})

describe('the verifier against our own mock, in-process', () => {
  let mock: InProcessMock
  beforeAll(async () => {
    mock = await inProcessMock({ seed: 11, guests: 200, businessDate: BUSINESS_DATE })
  })

  test('the handler array answering through getResponse keeps the contract too', async () => {
    await mock.db.reset()
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, businessDate: BUSINESS_DATE, seed: 5, fuzzRuns: 40 })
    expect(violations(report)).toEqual([])
    expect(ids(report, 'failed')).toEqual([])
  }, 60_000)

  test('every record the run writes carries the verify.example.com marker', async () => {
    await mock.db.reset()
    const before = new Set(mock.db.guests.all().map((guest) => guest.id))
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, businessDate: BUSINESS_DATE, seed: 6, fuzzRuns: 25 })
    expect(report.passed).toBe(true)
    const written = mock.db.guests.all().filter((guest) => !before.has(guest.id))
    expect(written.length).toBeGreaterThan(5)
    for (const guest of written) expect(guest.email).toMatch(/@verify\.example\.com$/i)
  }, 60_000)

  test('--read-only sends no POST or PUT, skips the writes, and leaves the data as it was', async () => {
    await mock.db.reset()
    const guestsBefore = mock.db.guests.all().length
    const { fetch, requests } = recording(mock.fetch)
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch, businessDate: BUSINESS_DATE, seed: 8, fuzzRuns: 20, readOnly: true })
    expect(violations(report)).toEqual([])
    expect(requests.filter((request) => request.method === 'POST' || request.method === 'PUT')).toEqual([])
    // The only other methods are wrong-method probes, aimed at ids that do not exist.
    for (const request of requests.filter((r) => r.method !== 'GET')) {
      expect(request.method).toMatch(/^(DELETE|PATCH)$/)
      expect(mock.db.guests.all().some((guest) => request.url.endsWith(guest.id))).toBe(false)
    }
    expect(ids(report, 'skipped')).toEqual(
      expect.arrayContaining(['createGuest.round-trip', 'updateGuest.replaces', 'createGuest.rejected-bodies', 'createGuest.fuzz', 'updateGuest.fuzz']),
    )
    expect(mock.db.guests.all().length).toBe(guestsBefore)
  }, 60_000)

  test('without a business date the status filters are skipped, saying how to provide one', async () => {
    // A backend without the mock's control plane: /__mock/business-date is an unknown route.
    const withoutControlPlane: FetchLike = (request) =>
      new URL(request.url).pathname.startsWith('/__mock/') ? Promise.resolve(new Response(null, { status: 404 })) : mock.fetch(request)
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: withoutControlPlane, seed: 9, fuzzRuns: 0, readOnly: true })
    expect(report.businessDate).toBeNull()
    const statusChecks = report.checks.filter((check) => check.id.startsWith('listReservations.status-'))
    expect(statusChecks.map((check) => check.status)).toEqual(['skipped', 'skipped', 'skipped', 'skipped'])
    expect(statusChecks[0]?.reason).toContain('--business-date')
    expect(report.notes.join('\n')).toContain('status filter checks are skipped')
  }, 60_000)

  test('the business date is read from /__mock/business-date when the option is absent', async () => {
    const withControlPlane: FetchLike = (request) =>
      new URL(request.url).pathname === '/__mock/business-date'
        ? Promise.resolve(Response.json({ businessDate: BUSINESS_DATE }))
        : mock.fetch(request)
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: withControlPlane, seed: 10, fuzzRuns: 0, readOnly: true })
    expect(report.businessDate).toEqual({ value: BUSINESS_DATE, source: 'server' })
    expect(report.checks.filter((check) => check.id.startsWith('listReservations.status-')).map((check) => check.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
    ])
  }, 60_000)
})

describe('the verifier against a mock that requires a token', () => {
  let mock: InProcessMock
  beforeAll(async () => {
    mock = await inProcessMock({ seed: 12, guests: 60, businessDate: BUSINESS_DATE, authTokens: ['front-desk-token'] })
  })

  test('with the token the run passes and checks the 401 rules of every operation', async () => {
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, token: 'front-desk-token', businessDate: BUSINESS_DATE, seed: 3, fuzzRuns: 10 })
    expect(violations(report)).toEqual([])
    expect(ids(report, 'passed')).toContain('auth.bearer')
    expect(report.checks.find((check) => check.id === 'auth.bearer')?.requests).toBeGreaterThanOrEqual(10)
  }, 60_000)

  // A server that checks tokens on reads only: writes without a valid one go through.
  const acceptsWrites = (lets: (request: Request) => boolean) => (forward: (request: Request) => Promise<Response>) => (request: Request) => {
    if (!['POST', 'PUT'].includes(request.method) || !lets(request)) return forward(request)
    const headers = new Headers(request.headers)
    headers.set('authorization', 'Bearer front-desk-token')
    return forward(new Request(request, { headers }))
  }
  test.each([
    ['a PUT without a token is applied', (request: Request) => request.method === 'PUT' && !request.headers.has('authorization'), /a PUT without a token/],
    ['a write with any token is applied', (request: Request) => request.headers.get('authorization') !== 'Bearer front-desk-token', /(POST|PUT) with a wrong token/],
  ])('%s: the auth check fails, naming the write', async (_, lets, message) => {
    await mock.db.reset()
    const hotel = JSON.stringify(mock.db.guests.all())
    const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: acceptsWrites(lets)(mock.fetch), token: 'front-desk-token', businessDate: BUSINESS_DATE, seed: 3, fuzzRuns: 0 })
    const auth = report.violations.filter((violation) => violation.check.includes('without a valid token'))
    expect(auth.map((violation) => violation.message).join('\n')).toMatch(message)
    // The writes that went through changed only guests of the run's own, none of the hotel's.
    const seeded = new Set((JSON.parse(hotel) as Array<{ id: string }>).map((guest) => guest.id))
    expect(JSON.stringify(mock.db.guests.all().filter((guest) => seeded.has(guest.id)))).toBe(hotel)
  }, 60_000)

  test('without the token the run cannot start, and says to pass --token', async () => {
    const run = verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, seed: 3 })
    await expect(run).rejects.toThrow(VerifySetupError)
    await expect(run).rejects.toThrow(/--token/)
  })

  test('a wrong token is refused before any check runs', async () => {
    await expect(verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, token: 'stolen', seed: 3 })).rejects.toThrow(/refused the token/)
  })
})
