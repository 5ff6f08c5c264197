import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BUSINESS_DATE_RANGE, buildScenario, createDatabase, SCENARIO_NAMES, validateSnapshot, addDays } from '../../src/index.js'
import { GUEST_ORDER } from '../../src/verify/checks/guests-read.js'
import { verify } from '../../src/verify/index.js'
import { checkOrder } from '../../src/verify/semantics/ordering.js'
import { inProcessMock, IN_PROCESS_URL } from '../verify/support/in-process.js'

/** Names from the whole of Unicode, with marks, case pairs, NUL and characters beyond the BMP made likely. */
const name = fc
  .array(
    fc.oneof(
      fc.constantFrom('A', 'a', 'b', 'B', 'É', 'e\u0301', '\u05b0', '\u0328', 'İ', 'ß', '\u0000', '\uFFFD', '\uE000', '\u{1F600}', '한', 'z'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2 }),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join('').slice(0, 100))
  .filter((text) => text.length > 0)

describe('one collation for the mock and its verifier', () => {
  it('after any creates with arbitrary Unicode names, the mock lists guests in the order the verifier checks', async () => {
    const db = await createDatabase({ scenario: 'empty', businessDate: '2026-11-22' })
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, name), { minLength: 1, maxLength: 12 }), async (names) => {
        await db.reset()
        for (const [firstName, lastName] of names) await db.createGuest({ firstName, lastName })
        for (const sort of ['lastName', 'firstName'] as const) {
          const listed = db.listGuests({ page: 1, pageSize: 100, sort }).data
          const keys = sort === 'lastName' ? GUEST_ORDER : [GUEST_ORDER[1]!, GUEST_ORDER[0]!, ...GUEST_ORDER.slice(2)]
          expect(checkOrder(listed, keys)).toBeUndefined()
        }
      }),
      { numRuns: 150 },
    )
  })

  it('the verifier passes twice in a row against the same mock, never reset, after the names that once broke it', async () => {
    const mock = await inProcessMock({ scenario: 'small', businessDate: '2026-11-22' })
    await mock.db.createGuest({ firstName: 'x', lastName: 'Ab' })
    await mock.db.createGuest({ firstName: 'x', lastName: 'A\u05b0a' })
    for (const run of [1, 2]) {
      const report = await verify({ baseUrl: IN_PROCESS_URL, fetch: mock.fetch, businessDate: '2026-11-22', seed: run, fuzzRuns: 10 })
      expect(report.violations.map((violation) => violation.message)).toEqual([])
    }
  }, 120_000)
})

/** A generated hotel as the snapshot the server would write of it. */
function asSnapshot(data: ReturnType<typeof buildScenario>) {
  return { format: 'guest-reservation-mock/snapshot@1', businessDate: data.businessDate, guests: data.guests, reservations: data.reservations }
}

describe('business dates near both ends of the accepted range', () => {
  const nearEnds = fc.oneof(
    fc.integer({ min: 0, max: 400 }).map((days) => addDays(BUSINESS_DATE_RANGE.min, days)),
    fc.integer({ min: 0, max: 400 }).map((days) => addDays(BUSINESS_DATE_RANGE.max, -days)),
  )

  it('every scenario generated on them passes the mock\'s own snapshot validation', () => {
    fc.assert(
      fc.property(nearEnds, fc.constantFrom(...SCENARIO_NAMES), fc.integer({ min: 1, max: 1000 }), (businessDate, scenario, seed) => {
        const data = buildScenario(scenario, { seed, guests: 40, businessDate })
        expect(validateSnapshot(asSnapshot(data))).toEqual([])
      }),
      { numRuns: 40 },
    )
  })

  it('moving to the last accepted date and switching scenario works; a date beyond is refused and changes nothing', async () => {
    const db = await createDatabase({ scenario: 'small', businessDate: '2026-11-22' })
    await expect(db.setBusinessDate('9999-12-31')).rejects.toMatchObject({ code: 'VALIDATION' })
    expect(db.businessDate).toBe('2026-11-22')
    await db.setBusinessDate(BUSINESS_DATE_RANGE.max)
    const data = buildScenario('default', { seed: 1, guests: 40, businessDate: db.businessDate })
    expect(validateSnapshot(asSnapshot(data))).toEqual([])
  })

  it('a date before the range is refused at start with a clear error', async () => {
    await expect(createDatabase({ businessDate: '1985-12-10' })).rejects.toThrow(/from 2000-01-01 to 9899-12-31/)
  })
})
