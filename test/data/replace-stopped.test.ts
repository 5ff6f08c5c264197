import { createDatabase, type HotelDatabase } from 'guest-reservation-mock'
import { beforeEach, describe, expect, test } from 'vitest'

const BUSINESS_DATE = '2026-11-22'

/** A hook that throws at its `stopAt`-th call while `armed`; `calls` counts its calls while armed. */
function stopper(stopAt: number) {
  const state = { armed: true, calls: 0 }
  const hook = () => {
    if (state.armed && ++state.calls === stopAt) throw new Error('audit log is full')
  }
  return { state, hook }
}

/**
 * What the API serves agrees with what the collections hold: the counts, every record held, and
 * none of `before` (ids the hotel held earlier) that the collections no longer hold.
 */
function expectApiToFollowTheCollections(db: HotelDatabase, before: { guests: readonly { id: string }[]; reservations: readonly { id: string }[] }): void {
  const stays = db.reservations.all()
  const guests = db.guests.all()
  const held = new Set([...stays, ...guests].map((record) => record.id))
  for (const { id } of before.reservations) if (!held.has(id)) expect(db.getReservation(id)).toBeUndefined()
  for (const { id } of before.guests) if (!held.has(id)) expect(db.getGuest(id)).toBeUndefined()
  expect(db.reservationCount).toBe(stays.length)
  expect(db.guestCount).toBe(guests.length)
  expect(db.listReservations({ page: 1, pageSize: 1 }).totalCount).toBe(stays.length)
  expect(db.listGuests({ page: 1, pageSize: 1 }).totalCount).toBe(guests.length)
  for (const stay of stays) expect(db.getReservation(stay.id)).toEqual(stay)
  for (const guest of guests) expect(db.getGuest(guest.id)).toEqual(guest)
}

describe('a whole hotel replaced while a hook on a collection throws', () => {
  let db: HotelDatabase
  let start: ReturnType<HotelDatabase['snapshot']>
  beforeEach(async () => {
    db = await createDatabase({ seed: 4, guests: 40, businessDate: BUSINESS_DATE })
    start = db.snapshot()
  })

  test('a restore stopped by a delete hook passes the error on; the API serves what the collections hold; reset() gives the start back', async () => {
    const { state, hook } = stopper(25)
    db.reservations.hooks.on('delete', hook)

    await expect(db.restore(start)).rejects.toThrow('audit log is full')

    // The first 24 stays went before the hook stopped the 25th.
    expect(db.reservations.all().map((stay) => stay.id)).toEqual(start.reservations.slice(24).map((stay) => stay.id))
    expectApiToFollowTheCollections(db, start)
    state.armed = false
    await db.reset()
    expect(db.snapshot()).toEqual(start)
    expectApiToFollowTheCollections(db, start)
  })

  test('a reset that reloads the hotel, stopped by a delete hook, still makes the hotel of the start at the next reset', async () => {
    await db.restore(start) // a reset after a restore reloads the whole hotel
    const { state, hook } = stopper(10)
    db.reservations.hooks.on('delete', hook)

    await expect(db.reset()).rejects.toThrow('audit log is full')

    expect(db.reservations.all().map((stay) => stay.id)).toEqual(start.reservations.slice(9).map((stay) => stay.id))
    expectApiToFollowTheCollections(db, start)
    state.armed = false
    await db.reset()
    expect(db.snapshot()).toEqual(start)
  })

  test('a restore stopped by a create hook while the new hotel is stored: the API serves the part stored, reset() gives the start back', async () => {
    const { state, hook } = stopper(7)
    db.guests.hooks.on('create', hook)

    // The library passes on the hook's error as the cause of its own.
    const error: unknown = await db.restore(start).then(() => undefined, (reason: unknown) => reason)
    expect(error).toMatchObject({ cause: { message: 'audit log is full' } })

    expect(db.guests.count()).toBeLessThan(start.guests.length)
    expect(db.reservations.count()).toBe(0)
    expectApiToFollowTheCollections(db, start)
    state.armed = false
    await db.reset()
    expect(db.snapshot()).toEqual(start)
    expectApiToFollowTheCollections(db, start)
  })
})
