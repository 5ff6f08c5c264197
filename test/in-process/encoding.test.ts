import { createDatabase, createHandlers } from 'guest-reservation-mock'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'

const db = await createDatabase({ seed: 2, scenario: 'small', businessDate: '2026-11-22' })
const handlers = createHandlers(db)

describe('request bodies through msw (setupServer and the service worker)', () => {
  it('refuses bytes that are not UTF-8 with a 400, and stores nothing', async () => {
    const before = db.guestCount
    const body = new Uint8Array([...new TextEncoder().encode('{"firstName":"A'), 0xff, ...new TextEncoder().encode('","lastName":"B"}')])
    const response = (await getResponse(handlers, new Request('http://hotel.test/api/guests', { method: 'POST', headers: { 'content-type': 'application/json' }, body })))!
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ type: '/problems/malformed-body', errors: [{ location: 'body', message: 'must be valid UTF-8' }] })
    expect(db.guestCount).toBe(before)
  })

  it('accepts UTF-8 beyond ASCII as sent', async () => {
    const response = (await getResponse(
      handlers,
      new Request('http://hotel.test/api/guests', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Zoë', lastName: 'Ñúñez' }) }),
    ))!
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ firstName: 'Zoë', lastName: 'Ñúñez' })
    await db.reset()
  })
})
