import { createDatabase } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'

// A file of its own: the library check (decision 0018) is answered once per realm, and these
// cases are about a realm where nothing has asked for it yet but the seeding itself.
describe('clear() of a large collection as the first write of a realm', () => {
  it('empties the stays of a 3,000-guest hotel a window at a time, first to last', async () => {
    const db = await createDatabase({ seed: 3, guests: 3_000, businessDate: '2026-11-22' })
    const order = db.reservations.all().map((stay) => stay.id)
    expect(order.length).toBeGreaterThan(8_192)
    const seen = { deleted: [] as string[], largest: 0 }
    db.reservations.hooks.on('delete', (event) => {
      seen.deleted.push(event.data.deletedRecord.id)
      seen.largest = Math.max(seen.largest, db.reservations.count())
    })
    db.reservations.clear()
    expect(seen.deleted).toEqual(order)
    // The library's own clear would hold every stay not yet deleted at each delete.
    expect(seen.largest).toBeLessThanOrEqual(1_024)
    expect(db.reservations.count()).toBe(0)
    expect(db.listReservations({ page: 1, pageSize: 5 }).totalCount).toBe(0)
  })
})
