import { createDatabase, type Guest, type Reservation } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { liveRecords, type IndexedCollection } from '../../src/db/indexed-collection.js'
import { nameCollationKey } from '../../src/spec/collation.js'
import { comparedIn } from '../support/library-scans.js'

// The indexes must agree with a plain scan of all records at the scale the benchmark uses:
// 100,000 guests and about 300,000 stays.
const B = '2026-11-22'
const db = await createDatabase({ seed: 11, guests: 100_000, businessDate: B })
const guests = db.guests.all() as Guest[]
const reservations = db.reservations.all() as Reservation[]
// List Guests order is the names' collation (its own tests are in test/verify/collation.test.ts).
const fold = nameCollationKey
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byName = (a: Guest, b: Guest) => compare(fold(a.lastName), fold(b.lastName)) || compare(fold(a.firstName), fold(b.firstName)) || compare(a.id, b.id)
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id)
const everything = { page: 1, pageSize: 1_000_000 }
const orders = {
  lastName: byName,
  firstName: (a: Guest, b: Guest) => compare(fold(a.firstName), fold(b.firstName)) || compare(fold(a.lastName), fold(b.lastName)) || compare(a.id, b.id),
  createdAt: (a: Guest, b: Guest) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id),
  updatedAt: (a: Guest, b: Guest) => compare(a.updatedAt, b.updatedAt) || compare(a.id, b.id),
}

/** Every sort order of List Guests, both ways, against a sort of every guest the database holds now. */
function expectEveryOrder(): void {
  const all = db.guests.all() as Guest[]
  for (const [field, order] of Object.entries(orders) as Array<[keyof typeof orders, (a: Guest, b: Guest) => number]>) {
    const expected = ids([...all].sort(order))
    expect(ids(db.listGuests({ ...everything, sort: field }).data), field).toEqual(expected)
    expect(ids(db.listGuests({ page: 3, pageSize: 50, sort: `-${field}` }).data), `-${field}`).toEqual(expected.reverse().slice(100, 150))
  }
}

describe('a 100,000-guest hotel: indexes and queries agree with a full scan', () => {
  it('has the size the benchmark measures', () => {
    expect(guests.length).toBeGreaterThanOrEqual(100_000)
    expect(reservations.length).toBeGreaterThan(250_000)
  })

  it('finds every sampled guest and reservation by id', () => {
    for (let i = 0; i < guests.length; i += 997) expect(db.getGuest(guests[i]!.id)).toBe(guests[i])
    for (let i = 0; i < reservations.length; i += 2_003) expect(db.getReservation(reservations[i]!.id)).toBe(reservations[i])
  })

  it('lists guests in the documented orders', () => {
    const sorted = [...guests].sort(byName)
    expect(ids(db.listGuests({ ...everything }).data)).toEqual(ids(sorted))
    const byCreated = [...guests].sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id))
    expect(ids(db.listGuests({ page: 7, pageSize: 100, sort: '-createdAt' }).data)).toEqual(ids(byCreated.reverse().slice(600, 700)))
  })

  it('answers the four status filters exactly as a scan does', () => {
    const scan = {
      arrivals: reservations.filter((r) => r.arrivalDate === B && r.status === 'confirmed'),
      departures: reservations.filter((r) => r.departureDate === B && r.status === 'in_house'),
      in_house: reservations.filter((r) => r.status === 'in_house'),
      upcoming: reservations.filter((r) => r.arrivalDate > B && r.status === 'confirmed'),
    }
    for (const [status, expected] of Object.entries(scan) as Array<[keyof typeof scan, Reservation[]]>) {
      const listed = db.listReservations({ status, ...everything })
      expect(listed.totalCount, status).toBe(expected.length)
      expect(new Set(ids(listed.data)), status).toEqual(new Set(ids(expected)))
    }
    // Unfiltered, and one guest's stays: arrival date descending, then confirmation number descending.
    const newestFirst = (a: Reservation, b: Reservation) =>
      a.arrivalDate !== b.arrivalDate ? (a.arrivalDate < b.arrivalDate ? 1 : -1) : a.confirmationNumber < b.confirmationNumber ? 1 : -1
    expect(ids(db.listReservations({ ...everything }).data)).toEqual(ids([...reservations].sort(newestFirst)))
    for (const guestId of [scan.in_house[0]!.guestId, reservations[12_345]!.guestId]) {
      expect(ids(db.listReservations({ guestId, ...everything }).data)).toEqual(ids(reservations.filter((r) => r.guestId === guestId).sort(newestFirst)))
    }
  })

  it('searches by every criterion exactly as a scan does', () => {
    const target = guests.find((guest) => guest.email && guest.phone && guest.loyalty)!
    const search = (criteria: Parameters<typeof db.searchGuests>[0]) => ids(db.searchGuests(criteria, everything).data)
    const scan = (test: (guest: Guest) => boolean) => ids(guests.filter(test).sort(byName))
    expect(search({ email: target.email!.toUpperCase() })).toEqual([target.id])
    expect(search({ loyaltyNumber: target.loyalty!.number })).toEqual(scan((guest) => guest.loyalty?.number === target.loyalty!.number))
    expect(search({ phone: target.phone! })).toEqual(scan((guest) => guest.phone === target.phone))
    // Names and queries compare under the one collation (case and accents ignored).
    const prefix = nameCollationKey(target.lastName.slice(0, 3))
    expect(search({ lastName: prefix, vip: false })).toEqual(scan((guest) => nameCollationKey(guest.lastName).startsWith(prefix) && !guest.vip))
    const q = nameCollationKey(target.lastName.slice(1, 5))
    expect(search({ q })).toEqual(
      scan((guest) =>
        [guest.firstName, guest.lastName, `${guest.firstName} ${guest.lastName}`, guest.email ?? '', guest.phone ?? '', guest.loyalty?.number ?? ''].some((field) =>
          nameCollationKey(field).includes(q),
        ),
      ),
    )
  })

  it('answers free-text needles of every length exactly as a scan does, alone and with other criteria', () => {
    const target = guests.find((guest) => guest.email && guest.phone && guest.loyalty)!
    const textOf = (guest: Guest) =>
      nameCollationKey([`${guest.firstName} ${guest.lastName}`, guest.email ?? '', guest.phone ?? '', guest.loyalty?.number ?? ''].join('\n'))
    const texts = new Map(guests.map((guest) => [guest.id, textOf(guest)]))
    const text = texts.get(target.id)!
    const across = (separator: string) => text.slice(text.indexOf(separator) - 2, text.indexOf(separator) + 3)
    const needles = ['m', 'ma', 'mar', 'MARI', 'maria', 'zzqx', '@', '+4', '\n+', across('\n'), across(' '), target.email!.toUpperCase(), target.phone!.slice(2, 8), target.loyalty!.number]
    for (const q of needles) {
      const needle = nameCollationKey(q)
      for (const extra of [{}, { vip: true }, { lastName: target.lastName.slice(0, 1) }]) {
        const criteria = { q, ...extra }
        const expected = guests
          .filter(
            (guest) =>
              texts.get(guest.id)!.includes(needle) && (extra.vip === undefined || guest.vip) && nameCollationKey(guest.lastName).startsWith(nameCollationKey(extra.lastName ?? '')),
          )
          .sort(byName)
        const page = db.searchGuests(criteria, { page: 2, pageSize: 20 })
        expect(page.totalCount, JSON.stringify(criteria)).toBe(expected.length)
        expect(ids(page.data), JSON.stringify(criteria)).toEqual(ids(expected.slice(20, 40)))
      }
    }
  })

  it('keeps the indexes in step with writes and a reset', async () => {
    const created = await db.createGuest({ firstName: 'Zelda', lastName: 'Aaaaberg', email: 'zelda@large.example.com' })
    const target = guests[500]!
    const replaced = await db.replaceGuest(target.id, { firstName: 'Moved', lastName: 'Aaaabergson', email: target.email })
    expect(ids(db.searchGuests({ lastName: 'aaaaberg' }, everything).data)).toEqual([created.id, replaced.id])
    expect(ids(db.searchGuests({ q: 'aaaaberg' }, everything).data)).toEqual([created.id, replaced.id])
    expect(ids(db.searchGuests({ q: 'moved aaaa' }, everything).data)).toEqual([replaced.id])
    expect(ids(db.searchGuests({ q: `${target.firstName} ${target.lastName}` }, everything).data)).not.toContain(target.id)
    expect(db.listGuests({ page: 1, pageSize: 2 }).data.map((guest) => guest.id)).toEqual([created.id, replaced.id])
    await expect(db.createGuest({ firstName: 'Dup', lastName: 'Licate', email: 'ZELDA@large.example.com' })).rejects.toThrow(/already uses/)
    // A burst of writes: new guests, guests written again with the same names, renamed, written twice.
    for (let i = 0; i < 70; i++) await db.createGuest({ firstName: `Burst${i % 7}`, lastName: i % 2 ? 'Aaaaberg' : 'Zzyzx', email: `burst.${i}@large.example.com` })
    for (let i = 0; i < 60; i++) {
      const guest = guests[(i * 1_613) % guests.length]!
      const renamed = i % 3 === 0
      await db.replaceGuest(guest.id, { firstName: renamed ? `Renamed${i}` : guest.firstName, lastName: guest.lastName, email: guest.email })
      if (i % 5 === 0) await db.replaceGuest(guest.id, { firstName: guest.firstName, lastName: guest.lastName, email: guest.email, notes: 'again' })
    }
    expectEveryOrder()
    await db.reset()
    expectEveryOrder()
    expect(db.getGuest(created.id)).toBeUndefined()
    expect(db.getGuest(target.id)).toEqual(target)
    expect(db.searchGuests({ lastName: 'aaaaberg' }, everything).totalCount).toBe(0)
    expect(db.searchGuests({ q: 'aaaaberg' }, everything).totalCount).toBe(0)
    expect(ids(db.searchGuests({ q: `${target.firstName} ${target.lastName}` }, everything).data)).toContain(target.id)
  })

  it('undoes many creates in a reset taking each from the front of the collection, and keeps the order of the start', async () => {
    const start = ids(db.guests.all() as Guest[])
    for (let i = 0; i < 300; i++) await db.createGuest({ firstName: 'Undone', lastName: `Many${i}`, email: `undone.${i}@large.example.com` })
    // The library finds a record to delete by a scan of its array from the front, comparing keys:
    // without the move to the front, each of these would compare some 100,000 (decision 0018).
    const compared = await comparedIn(liveRecords(db.guests as unknown as IndexedCollection<Guest>), () => db.reset())
    expect(compared).toBe(300)
    expect(ids(db.guests.all() as Guest[])).toEqual(start)
    expect(db.searchGuests({ lastName: 'many' }, everything).totalCount).toBe(0)
  })
}, 300_000)
