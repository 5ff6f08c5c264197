import { createDatabase, generateHotel, openApiDocument, specSchemas, type Reservation } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { expectHotelInvariants } from './invariants.js'

const BUSINESS_DATE = '2026-11-22'

describe('the seeded hotel', () => {
  const hotel = generateHotel({ seed: 1, businessDate: BUSINESS_DATE })
  const B = hotel.businessDate
  const count = (test: (reservation: Reservation) => boolean) => hotel.reservations.filter(test).length

  it('is a 120-room hotel (8 floors x 15) with about 500 guests', () => {
    expect(hotel.rooms).toHaveLength(120)
    expect(new Set(hotel.rooms.map((room) => room.floor))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]))
    expect(hotel.rooms.map((room) => room.roomNumber)).toContain('815')
    expect(hotel.guests).toHaveLength(500)
  })

  it('has stays from B-60 to B+90 in every status, with tens of arrivals and departures on B', () => {
    const arrivals = hotel.reservations.map((r) => r.arrivalDate).sort()
    expect(arrivals[0]! >= '2026-09-19' && arrivals[0]! <= '2026-09-25').toBe(true)
    expect(arrivals.at(-1)! <= '2027-02-20').toBe(true)
    for (const status of ['confirmed', 'in_house', 'checked_out', 'cancelled', 'no_show']) {
      expect(count((r) => r.status === status), status).toBeGreaterThan(10)
    }
    expect(count((r) => r.arrivalDate === B && r.status === 'confirmed')).toBeGreaterThanOrEqual(10)
    expect(count((r) => r.departureDate === B && r.status === 'in_house')).toBeGreaterThanOrEqual(10)
    // The hotel as B begins: nobody has checked in or out today yet.
    expect(count((r) => r.arrivalDate === B && r.status === 'in_house')).toBe(0)
    expect(count((r) => r.departureDate === B && r.status === 'checked_out')).toBe(0)
  })

  it('has every timestamp before B begins, in one ISO 8601 form with milliseconds', () => {
    const startOfB = `${B}T00:00:00.000Z`
    const stamps = [
      ...hotel.guests.flatMap((guest) => [guest.createdAt, guest.updatedAt]),
      ...hotel.reservations.flatMap((r) => [r.createdAt, r.updatedAt, r.checkedInAt, r.checkedOutAt, r.cancelledAt]),
    ].filter((stamp): stamp is string => stamp !== null)
    expect(stamps.length).toBeGreaterThan(5000)
    for (const stamp of stamps) {
      expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(new Date(stamp).toISOString()).toBe(stamp)
      expect(stamp < startOfB, stamp).toBe(true)
    }
  })

  it('is about 75 % occupied tonight', () => {
    const occupiedTonight = count((r) => r.status === 'in_house' && r.departureDate > B) + count((r) => r.arrivalDate === B && r.status === 'confirmed' && r.roomNumber !== null)
    expect(occupiedTonight / 120).toBeGreaterThan(0.6)
    expect(occupiedTonight / 120).toBeLessThan(0.9)
  })

  it('holds every invariant of the design', () => {
    expectHotelInvariants(hotel)
  })

  it.each([
    [7, '2024-02-29'],
    [123_456, '2030-01-01'],
    [0, '2026-06-30'],
  ])('holds every invariant with seed %i on %s', (seed, businessDate) => {
    expectHotelInvariants(generateHotel({ seed, businessDate, guests: 300 }))
  })

  it('gives byte-identical data for the same seed, date and size, and different data otherwise', () => {
    const again = generateHotel({ seed: 1, businessDate: BUSINESS_DATE })
    expect(JSON.stringify(again)).toBe(JSON.stringify(hotel))
    expect(JSON.stringify(generateHotel({ seed: 2, businessDate: BUSINESS_DATE }).guests)).not.toBe(JSON.stringify(hotel.guests))
    const otherDay = generateHotel({ seed: 1, businessDate: '2026-11-23' })
    expect(otherDay.reservations.every((r) => r.arrivalDate >= '2026-09-20')).toBe(true)
  })

  it('validates every record against the spec schemas, and the database refuses invalid records', async () => {
    const guest = specSchemas().component('Guest')
    const reservation = specSchemas().component('Reservation')
    expect(hotel.guests.every((record) => guest(record))).toBe(true)
    expect(hotel.reservations.every((record) => reservation(record))).toBe(true)
    const db = await createDatabase({ seed: 1, guests: 5, businessDate: BUSINESS_DATE })
    const invalid = { ...db.listGuests({ page: 1, pageSize: 1 }).data[0]!, id: crypto.randomUUID(), email: 'not-an-email' }
    await expect(db.guests.create(invalid)).rejects.toThrow("1 field of the Guest is invalid. /email must be a valid email address.")
    expect(openApiDocument.openapi).toBe('3.1.0')
  })

  it('seeds an empty hotel when asked for no guests', () => {
    const empty = generateHotel({ guests: 0, businessDate: BUSINESS_DATE })
    expect(empty.guests).toEqual([])
    expect(empty.reservations).toEqual([])
  })

  it('refuses bad options with a message that says what to pass', () => {
    expect(() => generateHotel({ businessDate: '2026-02-30' })).toThrow(/real date as YYYY-MM-DD/)
    expect(() => generateHotel({ guests: -1 })).toThrow(/guest count/)
    expect(() => generateHotel({ seed: 1.5 })).toThrow(/seed/)
  })
})
