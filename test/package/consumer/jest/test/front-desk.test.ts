import { afterAll, afterEach, beforeAll, expect, test } from '@jest/globals'
import { createMockServer, FIXTURE_IDS } from 'guest-reservation-mock/node'

const mock = await createMockServer({ seed: 7, businessDate: '2026-11-22' })

// Fail on any request the mock does not answer; undo every write after each test.
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mock.reset())
afterAll(() => mock.server.close())

test('shows today’s arrivals, Ada Lovelace among them', async () => {
  const res = await fetch('http://hotel.test/api/reservations?status=arrivals')
  const body = (await res.json()) as { data: Array<{ guestId: string }> }
  expect(body.data.map((stay) => stay.guestId)).toContain(FIXTURE_IDS.guests.adaLovelace)
})

test('a created guest can be read back', async () => {
  const created = await fetch('http://hotel.test/api/guests', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'King' }),
  })
  expect(created.status).toBe(201)
  const read = await fetch(created.headers.get('Location')!, { headers: { Accept: 'application/json' } })
  expect(read.status).toBe(200)
})

// Writes that update records: @msw/data copies a record with structuredClone, whose copies are of
// another realm in jest's vm context (src/db/realm-clones.ts).
test('a guest replaced with PUT is read back, and a night audit runs', async () => {
  const id = FIXTURE_IDS.guests.adaLovelace
  const put = await fetch(`http://hotel.test/api/guests/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'King', email: 'ada.king@example.com' }),
  })
  expect(put.status).toBe(200)
  const read = (await (await fetch(`http://hotel.test/api/guests/${id}`)).json()) as { lastName: string }
  expect(read.lastName).toBe('King')
  expect((await mock.setBusinessDate('2026-11-23')).businessDate).toBe('2026-11-23')
})
