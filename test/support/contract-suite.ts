import type { HotelDatabase } from 'guest-reservation-mock'
import { beforeEach, describe, expect, it } from 'vitest'
import { contractCases } from './cases.js'
import type { Send } from './contract.js'

export interface Runtime {
  send: Send
  db: HotelDatabase
}

/** A stable picture of all data, to prove a rejected write changed nothing. */
export function dataFingerprint(db: HotelDatabase): string {
  return JSON.stringify([db.businessDate, db.guests.all(), db.reservations.all()])
}

/**
 * The table of every operation and documented status, run against one runtime. Each response is
 * checked against the spec by `send`; here we check the status, the violations listed, the
 * headers, and that a rejected write leaves the data exactly as it was.
 */
export function describeContract(runtimeName: string, runtime: Runtime): void {
  describe(`${runtimeName}: every operation and documented status`, () => {
    beforeEach(async () => {
      // One case's write (a created guest) must not change the next case's data.
      await runtime.db.reset()
    })

    it.each(contractCases(runtime.db))('$name', async (testCase) => {
      const before = dataFingerprint(runtime.db)
      const exchange = await runtime.send(testCase.method, testCase.path, { body: testCase.body, headers: testCase.headers })
      expect(exchange.status, exchange.text.slice(0, 400)).toBe(testCase.status)
      for (const header of testCase.expectHeaders ?? []) expect(exchange.headers.get(header), header).toBeTruthy()
      if (testCase.pointers) {
        const listed = (exchange.json.errors as Array<{ pointer: string }>).map((error) => error.pointer)
        expect([...listed].sort()).toEqual([...testCase.pointers].sort())
      }
      if (testCase.status >= 400) expect(dataFingerprint(runtime.db), 'a rejected request changed data').toBe(before)
      else if (testCase.method !== 'GET') expect(dataFingerprint(runtime.db), 'an accepted write changed nothing').not.toBe(before)
    })
  })
}
