import { createDatabase, MockError, type Guest, type HotelDatabase, type Reservation } from 'guest-reservation-mock'
import { Query } from '@msw/data'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { newGuest } from '../support/records.js'

const BUSINESS_DATE = '2026-11-22'

let db: HotelDatabase
beforeAll(async () => {
  db = await createDatabase({ seed: 3, guests: 60, businessDate: BUSINESS_DATE })
})
// Each test starts from the seeded hotel: a reset undoes whatever went through the collections.
afterEach(() => db.reset())

const lastPageOfGuests = () => db.listGuests({ page: 1, pageSize: 100 }).data

describe('the @msw/data collections are the store of record', () => {
  test('an update by record changes that record, whether given as stored, as an older version, or after it was removed', async () => {
    const [first, second] = db.guests.all().slice(-2)
    const stored = await db.guests.update(second!, { data: (draft) => void (draft.notes = 'by record') })
    expect(db.getGuest(second!.id)?.notes).toBe('by record')
    // The version read before that update still selects the guest: the library matches by primary key.
    const again = await db.guests.update(second!, { data: (draft) => void (draft.notes = 'by an older version') })
    expect(again?.id).toBe(second!.id)
    expect(db.getGuest(second!.id)?.notes).toBe('by an older version')
    expect(db.getGuest(first!.id)).toEqual(first)
    expect(stored).not.toBe(again)
    // A query run inside the data function is answered by the library, in collection order.
    let foundInside: Guest | undefined
    const [firstOfAll] = db.guests.all()
    await db.guests.update(db.getGuest(second!.id)! as never, {
      data: (draft) => {
        foundInside = db.guests.findFirst(new Query<Guest>((guest) => typeof guest.id === 'string'))
        draft.notes = 'inside'
      },
    })
    expect(foundInside).toBe(firstOfAll)
    // A guest no longer stored is not found: nothing is updated, or the strict update throws.
    const created = await db.guests.create(newGuest())
    db.guests.delete(created)
    expect(await db.guests.update(created, { data: (draft) => void (draft.notes = 'gone') })).toBeUndefined()
    await expect(db.guests.update(created, { data: (draft) => void (draft.notes = 'gone'), strict: true })).rejects.toThrow()
    expect(db.guests.findFirst((q) => q.where({ id: created.id }))).toBeUndefined()
  })

  test('a guest created through db.guests.create is served at once: get, list, search', async () => {
    const guest = newGuest()
    await db.guests.create(guest)
    expect(db.getGuest(guest.id)).toEqual(guest)
    expect(lastPageOfGuests().at(-1)).toEqual(guest) // Zzyzx sorts last
    expect(db.searchGuests({ email: guest.email!.toUpperCase() }, { page: 1, pageSize: 20 }).data).toEqual([guest])
    expect(db.searchGuests({ q: 'zzyz' }, { page: 1, pageSize: 20 }).data.map((found) => found.id)).toEqual([guest.id])
  })

  test('createMany, update and updateMany through the collection change what the API serves', async () => {
    const [first, second] = await db.guests.createMany(2, (index) => newGuest({ lastName: `Zzyzx${index}` }))
    await db.guests.update((q) => q.where({ id: first!.id }), { data: (draft) => void (draft.lastName = 'Aaaardvark') })
    expect(db.getGuest(first!.id)!.lastName).toBe('Aaaardvark')
    expect(lastPageOfGuests()[0]!.id).toBe(first!.id)
    expect(db.searchGuests({ lastName: 'zzyzx' }, { page: 1, pageSize: 20 }).data.map((guest) => guest.id)).toEqual([second!.id])
    await db.guests.updateMany((q) => q.where({ lastName: (name: string) => name.startsWith('Zzyzx') }), { data: (draft) => void (draft.vip = true) })
    expect(db.getGuest(second!.id)!.vip).toBe(true)
  })

  test('delete, deleteMany and clear through the collection remove what the API serves', async () => {
    const guests = await db.guests.createMany(3, () => newGuest())
    db.guests.delete((q) => q.where({ id: guests[0]!.id }))
    expect(db.getGuest(guests[0]!.id)).toBeUndefined()
    db.guests.deleteMany((q) => q.where({ id: (id: string) => id === guests[1]!.id || id === guests[2]!.id }))
    expect(guests.map((guest) => db.getGuest(guest.id))).toEqual([undefined, undefined, undefined])
    expect(db.guestCount).toBe(db.guests.count())

    db.reservations.clear()
    expect(db.listReservations({ page: 1, pageSize: 20 }).totalCount).toBe(0)
    db.guests.clear()
    expect(db.listGuests({ page: 1, pageSize: 20 }).totalCount).toBe(0)
    await db.reset()
    expect(db.listGuests({ page: 1, pageSize: 20 }).totalCount).toBe(db.guests.count())
    expect(db.guests.count()).toBeGreaterThan(60)
  })

  test('what the API writes is what the collection holds', async () => {
    const created = await db.createGuest({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' })
    expect(db.guests.findFirst((q) => q.where({ id: created.id }))).toEqual(created)
    const replaced = await db.replaceGuest(created.id, { firstName: 'Grace', lastName: 'Murray' })
    expect(db.guests.findFirst((q) => q.where({ id: created.id }))).toEqual(replaced)
    expect(db.guests.findFirst((q) => q.where({ id: created.id }))!.email).toBeNull()
  })

  test('a reservation created through the collection is in the lists that the business date puts it in', async () => {
    const guest = await db.guests.create(newGuest())
    const arrival: Reservation = {
      ...db.listReservations({ status: 'upcoming', page: 1, pageSize: 1 }).data[0]!,
      id: crypto.randomUUID(),
      confirmationNumber: 'ZZ000001',
      guestId: guest.id,
      arrivalDate: BUSINESS_DATE,
      departureDate: '2026-11-23',
      roomNumber: null,
    }
    await db.reservations.create(arrival)
    expect(db.getReservation(arrival.id)).toEqual(arrival)
    expect(db.listReservations({ status: 'arrivals', page: 1, pageSize: 100 }).data.map((stay) => stay.id)).toContain(arrival.id)
    expect(db.listReservations({ guestId: guest.id, page: 1, pageSize: 20 }).data).toEqual([arrival])
  })
})

describe('collection writes that break the hotel rules are refused and change nothing', () => {
  const expectRefused = async (write: () => unknown, code: string, pointer: RegExp) => {
    const before = JSON.stringify(db.snapshot())
    let error: unknown
    try {
      await write()
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(MockError)
    expect((error as MockError).code).toBe(code)
    expect((error as MockError).violations.map((violation) => violation.pointer).join(' ')).toMatch(pointer)
    expect(JSON.stringify(db.snapshot())).toBe(before)
  }

  test('a duplicate email, on create and on update, in any case', async () => {
    const taken = db.listGuests({ page: 1, pageSize: 100 }).data.find((guest) => guest.email)!
    await expectRefused(() => db.guests.create(newGuest({ email: taken.email!.toUpperCase() })), 'DUPLICATE_EMAIL', /\/email/)
    const other = db.listGuests({ page: 1, pageSize: 100 }).data.find((guest) => guest.email && guest.id !== taken.id)!
    await expectRefused(
      () => db.guests.update((q) => q.where({ id: other.id }), { data: (draft) => void (draft.email = taken.email) }),
      'DUPLICATE_EMAIL',
      /\/email/,
    )
  })

  test('a changed id, a second record under one id, a date of birth not before the business date', async () => {
    const guest = db.listGuests({ page: 1, pageSize: 1 }).data[0]!
    await expectRefused(() => db.guests.update((q) => q.where({ id: guest.id }), { data: (draft) => void (draft.id = crypto.randomUUID()) }), 'VALIDATION', /\/id/)
    await expectRefused(() => db.guests.create(newGuest({ id: guest.id })), 'VALIDATION', /\/id/)
    await expectRefused(() => db.guests.create(newGuest({ dateOfBirth: BUSINESS_DATE })), 'VALIDATION', /\/dateOfBirth/)
  })

  test('a guest who still has stays', async () => {
    const stay = db.listReservations({ page: 1, pageSize: 1 }).data[0]!
    await expectRefused(() => db.guests.delete((q) => q.where({ id: stay.guestId })), 'VALIDATION', /\/id/)
  })

  test('a double-booked room, an unknown guest, a reused confirmation number, timestamps that contradict the status', async () => {
    const inHouse = db.listReservations({ status: 'in_house', page: 1, pageSize: 1 }).data[0]!
    const stay = (overrides: Partial<Reservation>): Reservation => ({ ...inHouse, id: crypto.randomUUID(), confirmationNumber: 'ZZ000002', ...overrides })
    await expectRefused(() => db.reservations.create(stay({})), 'VALIDATION', /\/roomNumber/)
    await expectRefused(() => db.reservations.create(stay({ roomNumber: null, status: 'confirmed', checkedInAt: null, guestId: crypto.randomUUID() })), 'VALIDATION', /\/guestId/)
    await expectRefused(
      () => db.reservations.create(stay({ roomNumber: null, status: 'confirmed', checkedInAt: null, confirmationNumber: inHouse.confirmationNumber })),
      'VALIDATION',
      /\/confirmationNumber/,
    )
    await expectRefused(() => db.reservations.update((q) => q.where({ id: inHouse.id }), { data: (draft) => void (draft.checkedInAt = null) }), 'VALIDATION', /\/checkedInAt/)
  })

  test('a status the business date does not allow, and timestamps out of order', async () => {
    const inHouse = db.listReservations({ status: 'in_house', page: 1, pageSize: 100 }).data.find((stay) => stay.departureDate > BUSINESS_DATE)!
    const upcoming = db.listReservations({ status: 'upcoming', page: 1, pageSize: 1 }).data[0]!
    const update = (stay: Reservation, change: (draft: Reservation) => void) => () => db.reservations.update((q) => q.where({ id: stay.id }), { data: change })
    const earlierDay = new Date(Date.parse(BUSINESS_DATE) - 86_400_000).toISOString().slice(0, 10)
    // Confirmed before B: the night audit that started B made it a no-show.
    await expectRefused(
      () => db.reservations.create({ ...upcoming, id: crypto.randomUUID(), confirmationNumber: 'ZZ000003', roomNumber: null, arrivalDate: earlierDay }),
      'VALIDATION',
      /^\/arrivalDate$/,
    )
    // A no-show whose arrival day has not passed, a guest in the house before arriving.
    await expectRefused(update(upcoming, (draft) => Object.assign(draft, { status: 'no_show', roomNumber: null })), 'VALIDATION', /^\/arrivalDate$/)
    await expectRefused(
      update(upcoming, (draft) => Object.assign(draft, { status: 'in_house', roomNumber: '101', checkedInAt: `${draft.arrivalDate}T15:00:00.000Z` })),
      'VALIDATION',
      /\/arrivalDate/,
    )
    // Checked out before the stay ends, with its departure left as booked.
    await expectRefused(update(inHouse, (draft) => Object.assign(draft, { status: 'checked_out', checkedOutAt: `${BUSINESS_DATE}T09:00:00.000Z` })), 'VALIDATION', /^\/departureDate$/)
    await expectRefused(update(inHouse, (draft) => void (draft.checkedInAt = '2001-01-01T12:00:00.000Z')), 'VALIDATION', /^\/checkedInAt \/checkedInAt$/)
    await expectRefused(update(inHouse, (draft) => void (draft.updatedAt = '2001-01-01T12:00:00.000Z')), 'VALIDATION', /^\/updatedAt$/)
    await expectRefused(
      update(inHouse, (draft) => Object.assign(draft, { status: 'checked_out', departureDate: BUSINESS_DATE, checkedOutAt: `${draft.arrivalDate}T00:00:00.000Z` })),
      'VALIDATION',
      /^\/checkedOutAt$/,
    )
    const cancelled = db.snapshot().reservations.find((stay) => stay.status === 'cancelled')!
    await expectRefused(update(cancelled, (draft) => void (draft.cancelledAt = '2001-01-01T12:00:00.000Z')), 'VALIDATION', /^\/cancelledAt$/)

    // What the front desk does on B is allowed: an early departure moves departureDate to B.
    await update(inHouse, (draft) => Object.assign(draft, { status: 'checked_out', departureDate: BUSINESS_DATE, checkedOutAt: `${BUSINESS_DATE}T09:00:00.000Z` }))()
    expect(db.getReservation(inHouse.id)).toMatchObject({ status: 'checked_out', departureDate: BUSINESS_DATE })
  })

  test('an update that moves a stay into a room taken on one of its nights', async () => {
    const [first, second] = db.listReservations({ status: 'in_house', page: 1, pageSize: 2 }).data
    await expectRefused(
      () => db.reservations.update((q) => q.where({ id: first!.id }), { data: (draft) => void (draft.roomNumber = second!.roomNumber) }),
      'VALIDATION',
      /\/roomNumber/,
    )
    // Keeping its own room and shortening the stay needs no other stay to move.
    await db.reservations.update((q) => q.where({ id: first!.id }), { data: (draft) => void (draft.specialRequests = 'late check-out') })
    expect(db.getReservation(first!.id)!.specialRequests).toBe('late check-out')
  })

  test("an input the spec refuses, handed to the database's own createGuest and replaceGuest", async () => {
    const guest = db.listGuests({ page: 1, pageSize: 1 }).data[0]!
    await expectRefused(() => db.createGuest({} as never), 'VALIDATION', /\/firstName.*\/lastName|\/lastName.*\/firstName/)
    await expectRefused(() => db.createGuest({ firstName: 'Ada', lastName: 'Lovelace', email: 'not an email' }), 'VALIDATION', /\/email/)
    await expectRefused(() => db.replaceGuest(guest.id, { firstName: 7, lastName: 'Lovelace' } as never), 'VALIDATION', /\/firstName/)
  })

  test('a record that breaks the spec schema is refused by the collection itself, saying which field and why', async () => {
    const printed: unknown[] = []
    const silence = console.error
    console.error = (...args: unknown[]) => void printed.push(args)
    try {
      const guest = db.listGuests({ page: 1, pageSize: 1 }).data[0]!
      await expectRefused(() => db.guests.create(newGuest({ phone: 'call me' })), 'VALIDATION', /^\/phone$/)
      await expectRefused(() => db.guests.update((q) => q.where({ id: guest.id }), { data: (draft) => void (draft.vip = 'yes' as never) }), 'VALIDATION', /^\/vip$/)
      await expect(db.guests.create(newGuest({ phone: 'call me' }))).rejects.toThrow(/\/phone must match the pattern/)
      expect(printed).toEqual([])
    } finally {
      console.error = silence
    }
  })

  test("a refused write's message names each field and what is wrong with it", async () => {
    await expect(db.guests.create(newGuest({ dateOfBirth: BUSINESS_DATE }))).rejects.toThrow(
      `1 field of the record is invalid. /dateOfBirth must be before the business date ${BUSINESS_DATE}.`,
    )
  })

  test('an updateMany whose second record is refused changes none of them, in the collection, the API and a reset', async () => {
    const [first, second] = db.listGuests({ page: 1, pageSize: 100 }).data.filter((guest) => guest.email)
    const inCollection = (id: string) => db.guests.findFirst((q) => q.where({ id }))
    const both = (q: Query<Guest>) => q.where({ id: (id: string) => id === first!.id || id === second!.id })
    // Both given one email: the first is replaced by the library before the second is refused.
    await expectRefused(() => db.guests.updateMany(both, { data: (draft) => void (draft.email = 'same@example.com') }), 'DUPLICATE_EMAIL', /\/email/)
    // The very versions the API serves are back in the collection.
    expect(inCollection(first!.id)).toBe(db.getGuest(first!.id))
    expect(inCollection(first!.id)).toEqual(first)
    expect(db.searchGuests({ email: 'same@example.com' }, { page: 1, pageSize: 10 }).totalCount).toBe(0)
    // The email is free: a guest created with it is the only one that has it.
    await db.guests.create(newGuest({ email: 'same@example.com' }))
    await db.reset()
    expect(inCollection(first!.id)).toEqual(first)
    // Refused by the schema on the last record: the ones before it are put back too.
    const many = db.listGuests({ page: 1, pageSize: 5 }).data
    let seen = 0
    await expectRefused(
      () => db.guests.updateMany((q) => q.where({ id: (id: string) => many.some((guest) => guest.id === id) }), {
        data: (draft) => void (draft.notes = ++seen === many.length ? (7 as never) : 'noted'),
      }),
      'VALIDATION',
      /\/notes/,
    )
    for (const guest of many) expect(inCollection(guest.id)).toBe(db.getGuest(guest.id))
  })

  test('a reservations updateMany that gives its second stay an unknown guest changes none of them', async () => {
    const [first, second] = db.listReservations({ status: 'upcoming', page: 1, pageSize: 2 }).data
    let seen = 0
    await expectRefused(
      () => db.reservations.updateMany((q) => q.where({ id: (id: string) => id === first!.id || id === second!.id }), {
        data: (draft) => void (++seen === 2 ? (draft.guestId = crypto.randomUUID()) : (draft.specialRequests = 'changed')),
      }),
      'VALIDATION',
      /\/guestId/,
    )
    expect(db.reservations.findFirst((q) => q.where({ id: first!.id }))).toBe(db.getReservation(first!.id))
    expect(db.getReservation(first!.id)).toEqual(first)
  })

  test('a createMany with one refused record stores none of them, and says why that one was refused', async () => {
    const taken = db.listGuests({ page: 1, pageSize: 100 }).data.find((guest) => guest.email)!
    const emails = ['one@example.com', 'two@example.com', 'three@example.com', 'one@example.com', 'five@example.com']
    await expectRefused(() => db.guests.createMany(5, (index) => newGuest({ email: emails[index]! })), 'DUPLICATE_EMAIL', /\/email/)
    await expectRefused(() => db.guests.createMany(3, (index) => newGuest({ email: index === 2 ? taken.email : null })), 'DUPLICATE_EMAIL', /\/email/)
    await expectRefused(() => db.guests.createMany(3, (index) => newGuest(index === 1 ? { phone: 'call me' } : {})), 'VALIDATION', /\/phone/)
    await expectRefused(
      () => db.guests.createMany(3, (index) => {
        if (index === 2) throw new MockError('VALIDATION', 'the factory gave up', [{ location: 'body', pointer: '/factory', message: 'gave up' }])
        return newGuest()
      }),
      'VALIDATION',
      /\/factory/,
    )
    expect(db.searchGuests({ email: 'one@example.com' }, { page: 1, pageSize: 10 }).totalCount).toBe(0)
    // And one that breaks nothing stores them all, in order.
    const made = await db.guests.createMany(3, () => newGuest())
    expect(db.guests.all().slice(-3)).toEqual(made)
    for (const guest of made) expect(db.getGuest(guest.id)).toBe(guest)
  })
})

describe('a reset undoes collection writes too', () => {
  test('creates, updates and deletes through the collections are undone, and the indexes follow', async () => {
    const before = JSON.stringify(db.snapshot())
    const created = await db.guests.create(newGuest())
    const someone = db.listGuests({ page: 1, pageSize: 1 }).data[0]!
    await db.guests.update((q) => q.where({ id: someone.id }), { data: (draft) => void (draft.lastName = 'Zzz') })
    const stay = db.listReservations({ page: 1, pageSize: 1 }).data[0]!
    db.reservations.delete((q) => q.where({ id: stay.id }))
    await db.reset()
    expect(JSON.stringify(db.snapshot())).toBe(before)
    expect(db.getGuest(created.id)).toBeUndefined()
    expect(db.getGuest(someone.id)).toEqual(someone)
    expect(db.getReservation(stay.id)).toEqual(stay)
    expect(db.listGuests({ page: 1, pageSize: 1 }).data[0]).toEqual(someone)
  })
})
