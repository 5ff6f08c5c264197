import { buildScenario, FIXTURE_CONFIRMATION_NUMBERS, FIXTURE_IDS, openApiDocument, SCENARIO_NAMES, validateSnapshot } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { expectHotelInvariants } from './invariants.js'

const B = '2026-11-22'

describe('scenarios and fixtures', () => {
  it.each(SCENARIO_NAMES.filter((name) => name !== 'empty'))('%s holds every invariant and carries the named fixtures', (name) => {
    const hotel = buildScenario(name, { seed: 4, businessDate: B })
    expectHotelInvariants(hotel)
    for (const id of Object.values(FIXTURE_IDS.guests)) expect(hotel.guests.some((guest) => guest.id === id), id).toBe(true)
    const byNumber = new Map(hotel.reservations.map((r) => [r.confirmationNumber, r]))
    expect(byNumber.get(FIXTURE_CONFIRMATION_NUMBERS.adaArrivingToday)).toMatchObject({ arrivalDate: B, status: 'confirmed', guestId: FIXTURE_IDS.guests.adaLovelace })
    expect(byNumber.get(FIXTURE_CONFIRMATION_NUMBERS.alanDepartingToday)).toMatchObject({ departureDate: B, status: 'in_house', roomNumber: '114' })
    expect(byNumber.get(FIXTURE_CONFIRMATION_NUMBERS.graceInHouse)).toMatchObject({ status: 'in_house', roomNumber: '115' })
  })

  it('serialises every record with its fields in the order the spec lists them', () => {
    const schemas = openApiDocument.components!.schemas as Record<string, { properties: Record<string, unknown> }>
    const guestFields = Object.keys(schemas.Guest!.properties)
    const reservationFields = Object.keys(schemas.Reservation!.properties).filter((field) => field !== 'guest')
    for (const name of SCENARIO_NAMES) {
      const hotel = buildScenario(name, { seed: 3, businessDate: B })
      for (const guest of hotel.guests) expect(Object.keys(guest), `${name}: ${guest.lastName}`).toEqual(guestFields)
      for (const reservation of hotel.reservations) expect(Object.keys(reservation), `${name}: ${reservation.confirmationNumber}`).toEqual(reservationFields)
    }
  })

  it('every scenario passes the snapshot validator that guards imports', () => {
    for (const name of SCENARIO_NAMES) {
      const { businessDate, guests, reservations } = buildScenario(name, { seed: 9, businessDate: B })
      expect(validateSnapshot({ format: 'guest-reservation-mock/snapshot@1', businessDate, guests, reservations }), name).toEqual([])
    }
  })

  it("lists a snapshot's schema violations and its broken rules together, in one pass", () => {
    const { businessDate, guests, reservations } = buildScenario('small', { seed: 9, businessDate: B })
    const broken = structuredClone({ guests, reservations })
    const stayOf = (guestIndex: number) => broken.reservations.findIndex((stay) => stay.guestId === broken.guests[guestIndex]!.id)
    const heldByBrokenGuest = stayOf(0)
    broken.guests[0]!.email = 'not an email'
    broken.guests[2]!.dateOfBirth = B
    const strayStay = broken.reservations.findIndex((_, index) => index !== heldByBrokenGuest)
    broken.reservations[strayStay]!.guestId = '00000000-0000-4000-8000-000000000000'
    const pointers = validateSnapshot({ format: 'guest-reservation-mock/snapshot@1', businessDate, ...broken }).map((violation) => violation.pointer)
    // The stay of the guest broken by its schema is not reported as a stay of no guest.
    expect(heldByBrokenGuest).toBeGreaterThanOrEqual(0)
    expect(pointers.sort()).toEqual(['/guests/0/email', '/guests/2/dateOfBirth', `/reservations/${strayStay}/guestId`].sort())
  })

  it('empty has no guests and no stays; small is one floor with a dozen guests and the fixtures', () => {
    expect(buildScenario('empty', { businessDate: B })).toMatchObject({ guests: [], reservations: [] })
    const small = buildScenario('small', { businessDate: B })
    expect(small.rooms).toHaveLength(15)
    expect(small.guests).toHaveLength(15)
  })

  it('sold-out fills every room tonight and still has arrivals waiting', () => {
    const hotel = buildScenario('sold-out', { seed: 2, businessDate: B })
    for (const room of hotel.rooms) {
      const tonight = hotel.reservations.filter((r) => r.roomNumber === room.roomNumber && r.arrivalDate <= B && r.departureDate > B && r.status !== 'cancelled')
      expect(tonight.length, room.roomNumber).toBe(1)
    }
    const waiting = hotel.reservations.filter((r) => r.arrivalDate === B && r.status === 'confirmed')
    expect(waiting.length).toBeGreaterThan(10)
  })
})
