import { createMockServer } from 'guest-reservation-mock/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

/**
 * `test.concurrent` cases in one file, each with a hotel of its own through `mock.isolate()`
 * (msw's `server.boundary()`): their writes, dates and journals never meet.
 */
const mock = await createMockServer({ seed: 3, guests: 80, businessDate: '2026-11-22' })
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mock.server.close())

const post = (body: unknown) => fetch('http://hotel.test/api/guests', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const pause = () => new Promise((wake) => setTimeout(wake, 20))

describe.concurrent('isolated hotels in concurrent tests', () => {
  for (const index of [1, 2, 3, 4]) {
    test(`case ${index} sees only its own writes and date`, () =>
      mock.isolate(async (hotel) => {
        for (let round = 0; round < 3; round++) {
          expect((await post({ firstName: `Case${index}`, lastName: 'Concurrent', email: `case${index}-${round}@c.test` })).status).toBe(201)
          await pause() // let the other cases run in between
        }
        await hotel.setBusinessDate(`2026-12-0${index}`)
        await pause()
        const found = (await (await fetch('http://hotel.test/api/guests/search?lastName=Concurrent')).json()) as { data: { firstName: string }[] }
        expect(found.data.map((guest: { firstName: string }) => guest.firstName)).toEqual([`Case${index}`, `Case${index}`, `Case${index}`])
        expect(await (await fetch('http://hotel.test/__mock/business-date')).json()).toEqual({ businessDate: `2026-12-0${index}` })
        expect(hotel.requests({ operationId: 'createGuest', status: 201 })).toHaveLength(3)
      }))
  }
})

test('the shared mock saw none of it', async () => {
  expect(mock.db.businessDate).toBe('2026-11-22')
  expect(mock.db.searchGuests({ lastName: 'Concurrent' }, { page: 1, pageSize: 10 }).totalCount).toBe(0)
  expect(mock.requests()).toEqual([])
})
