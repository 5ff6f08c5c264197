import { Collection } from '@msw/data'
import { describe, expect, test, vi } from 'vitest'
import { buildScenario } from '../../fixtures/scenarios.js'
import { HotelStore } from '../../src/db/store.js'
import type { HotelSnapshotData } from '../../src/db/snapshot-format.js'

/**
 * A store loads records it is handed over as those very objects, and anything else as copies
 * (src/db/indexed-collection.ts, `load`).
 */
const BUSINESS_DATE = '2026-11-22'

function hotel(): HotelSnapshotData {
  // More than one load chunk (256 records) of each kind.
  return buildScenario('default', { seed: 5, guests: 300, businessDate: BUSINESS_DATE })
}

describe('loading records into the store', () => {
  test('records handed over are kept as they are, every one, in order', async () => {
    const data = hotel()
    const store = new HotelStore(() => BUSINESS_DATE)
    await store.replaceAll(data, { handOver: true })
    expect(store.guests.all()).toHaveLength(data.guests.length)
    expect(store.reservations.all()).toHaveLength(data.reservations.length)
    expect(store.guests.all().every((guest, index) => guest === data.guests[index])).toBe(true)
    expect(store.reservations.all().every((reservation, index) => reservation === data.reservations[index])).toBe(true)
    // They are the library's records: found, updated and deleted through it.
    const last = data.guests.at(-1)!
    expect(store.guests.findFirst((q) => q.where({ id: last.id }))).toBe(last)
    const updated = await store.guests.update(last as never, { data: (draft) => void (draft.notes = 'handed over') })
    expect(updated?.notes).toBe('handed over')
    expect(last.notes).not.toBe('handed over')
  })

  test('records not handed over are stored as copies, equal to them', async () => {
    const data = hotel()
    const store = new HotelStore(() => BUSINESS_DATE)
    await store.replaceAll(data)
    expect(store.guests.all()).toEqual(data.guests)
    expect(store.reservations.all()).toEqual(data.reservations)
    expect(store.guests.all().some((guest, index) => guest === data.guests[index])).toBe(false)
  })

  test('a load that fails part-way leaves nothing handed over behind: the next load copies', async () => {
    const data = hotel()
    const store = new HotelStore(() => BUSINESS_DATE)
    // The library's own createMany, which a load calls for each chunk.
    vi.spyOn(Collection.prototype, 'createMany').mockRejectedValueOnce(new Error('refused'))
    await expect(store.replaceAll(data, { handOver: true })).rejects.toThrow('refused')
    await store.replaceAll(data)
    expect(store.guests.all()).toEqual(data.guests)
    expect(store.guests.all().some((guest, index) => guest === data.guests[index])).toBe(false)
  })

  test('a store loaded from handed-over records serves the same hotel as one loaded from copies', async () => {
    const handedOver = new HotelStore(() => BUSINESS_DATE)
    const copied = new HotelStore(() => BUSINESS_DATE)
    await handedOver.replaceAll(hotel(), { handOver: true })
    await copied.replaceAll(hotel())
    expect(JSON.stringify(handedOver.guests.all())).toBe(JSON.stringify(copied.guests.all()))
    expect(JSON.stringify(handedOver.reservations.all())).toBe(JSON.stringify(copied.reservations.all()))
    expect([...handedOver.guestIndex.byId.keys()]).toEqual([...copied.guestIndex.byId.keys()])
  })
})
