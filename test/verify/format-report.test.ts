import { describe, expect, it } from 'vitest'
import { formatReport, type VerifyReport } from '../../src/verify/index.js'
import type { ReportedViolation } from '../../src/verify/report.js'

const violation = (operationId: string, check: string, message: string): ReportedViolation => ({
  operationId,
  check,
  message,
  request: { method: 'GET', url: `http://staging.test/api/${operationId}`, headers: {} },
  occurrences: 1,
})

function report(violations: ReportedViolation[]): VerifyReport {
  return {
    baseUrl: 'http://staging.test',
    spec: { title: 'Guest & Reservation API', version: '1.0.0' },
    startedAt: '2026-11-22T09:00:00.000Z',
    durationMs: 10,
    seed: 1,
    fuzzRuns: 0,
    readOnly: true,
    businessDate: null,
    requests: violations.length,
    checks: [],
    violations,
    notes: [],
    diagnosis: [],
    coverage: undefined as unknown as VerifyReport['coverage'],
    passed: false,
  }
}

describe('the text report', () => {
  it('lists one violation once, naming every operation and check that found it', () => {
    const outside = 'the rel="last" link points outside the API\'s base URL'
    const text = formatReport(
      report([
        violation('searchGuests', 'searchGuests.paging-q', outside),
        violation('searchGuests', 'searchGuests.paging-email', outside),
        violation('searchGuests', 'searchGuests.paging-phone', outside),
        violation('listGuests', 'listGuests.paging', outside),
        violation('listReservations', 'listReservations.paging-arrivals', outside),
        violation('listReservations', 'listReservations.paging-upcoming', outside),
        violation('getGuest', 'getGuest.read', 'the body misses createdAt'),
      ]),
    )
    expect(text.match(/points outside the API's base URL/g)).toHaveLength(1)
    expect(text).toContain("1. [searchGuests] the rel=\"last\" link points outside the API's base URL\n   check:    searchGuests.paging-q\n")
    expect(text).toContain('   also on:  searchGuests (2 more checks), listGuests, listReservations (2 checks) (6 checks on 3 operations or routes in all)\n')
    expect(text).toContain('2. [getGuest] the body misses createdAt\n')
  })

  it('names the other routes of a rule broken once on each', () => {
    const text = formatReport(report(['listGuests', 'createGuest', 'getGuest'].map((operationId) => violation(operationId, 'routes.allow', 'a 405 has no Allow header'))))
    expect(text).toContain('   also on:  createGuest, getGuest (3 operations or routes in all)\n')
  })
})
