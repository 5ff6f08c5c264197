import { addDays, nightlyRate, type Guest, type HotelData, type Reservation } from 'guest-reservation-mock'
import { expect } from 'vitest'

/** Country -> calling code and language of the nationalities the seed uses. */
const NATIONALITY_RULES: Record<string, { callingCode: string; language: string }> = {
  GB: { callingCode: '44', language: 'en-GB' },
  US: { callingCode: '1', language: 'en-US' },
  DE: { callingCode: '49', language: 'de-DE' },
  FR: { callingCode: '33', language: 'fr-FR' },
  IT: { callingCode: '39', language: 'it-IT' },
  ES: { callingCode: '34', language: 'es-ES' },
  NL: { callingCode: '31', language: 'nl-NL' },
  CH: { callingCode: '41', language: 'de-CH' },
  AT: { callingCode: '43', language: 'de-AT' },
  IE: { callingCode: '353', language: 'en-IE' },
  SE: { callingCode: '46', language: 'sv-SE' },
  PL: { callingCode: '48', language: 'pl-PL' },
  PT: { callingCode: '351', language: 'pt-PT' },
  BR: { callingCode: '55', language: 'pt-BR' },
  AU: { callingCode: '61', language: 'en-AU' },
  CA: { callingCode: '1', language: 'en-CA' },
  MX: { callingCode: '52', language: 'es-MX' },
}

function nights(reservation: Reservation): number {
  return Math.round((Date.parse(reservation.departureDate) - Date.parse(reservation.arrivalDate)) / 86_400_000)
}

/** Checks every invariant of a seeded hotel that DESIGN.md lists. */
export function expectHotelInvariants(hotel: Pick<HotelData, 'businessDate' | 'guests' | 'reservations'>): void {
  const B = hotel.businessDate
  const guestIds = new Set(hotel.guests.map((guest) => guest.id))
  expect(guestIds.size, 'guest ids are unique').toBe(hotel.guests.length)
  const emails = hotel.guests.flatMap((guest) => (guest.email ? [guest.email.toLowerCase()] : []))
  expect(new Set(emails).size, 'emails are unique, case-insensitively').toBe(emails.length)
  expect(new Set(hotel.reservations.map((r) => r.id)).size, 'reservation ids are unique').toBe(hotel.reservations.length)
  expect(new Set(hotel.reservations.map((r) => r.confirmationNumber)).size, 'confirmation numbers are unique').toBe(hotel.reservations.length)

  for (const guest of hotel.guests) expectGuestConsistent(guest, B)

  const guestsById = new Map(hotel.guests.map((guest) => [guest.id, guest]))
  const stayNightsByRoom = new Map<string, Array<[string, string, string]>>()
  for (const reservation of hotel.reservations) {
    const where = `${reservation.confirmationNumber} (${reservation.status} ${reservation.arrivalDate}..${reservation.departureDate})`
    expect(guestIds.has(reservation.guestId), `${where}: its guest exists`).toBe(true)
    // A stay is booked for a guest whose profile exists: never before the profile was created.
    const profile = guestsById.get(reservation.guestId)!.createdAt
    expect(reservation.createdAt >= profile, `${where}: booked ${reservation.createdAt}, before its guest's profile (${profile})`).toBe(true)
    expect(reservation.departureDate > reservation.arrivalDate, `${where}: departs after arrival`).toBe(true)
    expect(reservation.totalAmount.amount, `${where}: amount = nightly rate x nights`).toBeCloseTo(
      nightlyRate(reservation.roomType, reservation.ratePlanCode) * nights(reservation),
      2,
    )
    expect(Math.round(reservation.totalAmount.amount * 100), `${where}: at most two decimals`).toBeCloseTo(reservation.totalAmount.amount * 100, 6)

    // Timestamps agree with status: set exactly when the status says so, never after B.
    const { status } = reservation
    expect(reservation.checkedInAt !== null, `${where}: checkedInAt`).toBe(status === 'in_house' || status === 'checked_out')
    expect(reservation.checkedOutAt !== null, `${where}: checkedOutAt`).toBe(status === 'checked_out')
    expect(reservation.cancelledAt !== null, `${where}: cancelledAt`).toBe(status === 'cancelled')
    for (const stamp of [reservation.createdAt, reservation.updatedAt, reservation.checkedInAt, reservation.checkedOutAt, reservation.cancelledAt]) {
      if (stamp) expect(stamp.slice(0, 10) <= B, `${where}: ${stamp} is not after the business date`).toBe(true)
    }
    expect(reservation.updatedAt >= reservation.createdAt, `${where}: updated after created`).toBe(true)
    if (reservation.checkedInAt) expect(reservation.checkedInAt.slice(0, 10), `${where}: checked in on arrival`).toBe(reservation.arrivalDate)
    if (reservation.checkedOutAt) expect(reservation.checkedOutAt.slice(0, 10), `${where}: checked out on departure`).toBe(reservation.departureDate)

    // Statuses agree with the business date.
    if (status === 'in_house') expect(reservation.arrivalDate <= B && reservation.departureDate >= B, `${where}: in house spans B`).toBe(true)
    if (status === 'checked_out') expect(reservation.departureDate <= B, `${where}: checked out by B`).toBe(true)
    if (status === 'confirmed') expect(reservation.arrivalDate >= B, `${where}: confirmed stays arrive on or after B`).toBe(true)
    if (status === 'no_show') expect(reservation.arrivalDate < B, `${where}: no-shows arrived before B`).toBe(true)

    // Rooms: required in house and checked out, absent when cancelled or no-show.
    if (status === 'in_house' || status === 'checked_out') expect(reservation.roomNumber, `${where}: has a room`).not.toBeNull()
    if (status === 'cancelled' || status === 'no_show') expect(reservation.roomNumber, `${where}: holds no room`).toBeNull()
    if (reservation.roomNumber) {
      const stays = stayNightsByRoom.get(reservation.roomNumber) ?? []
      stays.push([reservation.arrivalDate, reservation.departureDate, reservation.confirmationNumber])
      stayNightsByRoom.set(reservation.roomNumber, stays)
    }
  }

  // Nobody shares a room tonight: one in-house stay per room (a due-out leaves before the next checks in).
  const inHouseRooms = hotel.reservations.filter((r) => r.status === 'in_house').map((r) => r.roomNumber)
  expect(new Set(inHouseRooms).size, 'one in-house stay per room').toBe(inHouseRooms.length)

  // No room is double-booked: sorted by arrival, each stay departs on or before the next arrives.
  for (const [room, stays] of stayNightsByRoom) {
    stays.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    for (let i = 1; i < stays.length; i++) {
      expect(stays[i - 1]![1] <= stays[i]![0], `room ${room}: ${stays[i - 1]![2]} overlaps ${stays[i]![2]}`).toBe(true)
    }
  }
}

function expectGuestConsistent(guest: Guest, businessDate: string): void {
  const where = `guest ${guest.firstName} ${guest.lastName} (${guest.nationality})`
  if (guest.dateOfBirth) expect(guest.dateOfBirth < businessDate, `${where}: born before B`).toBe(true)
  expect(guest.updatedAt >= guest.createdAt, `${where}: updated after created`).toBe(true)
  expect(guest.createdAt.slice(0, 10) <= businessDate, `${where}: created by B`).toBe(true)
  const rules = guest.nationality ? NATIONALITY_RULES[guest.nationality] : undefined
  if (!rules) return
  if (guest.phone) expect(guest.phone.startsWith(`+${rules.callingCode}`), `${where}: phone ${guest.phone} has the country's prefix`).toBe(true)
  if (guest.language) expect(guest.language, `${where}: language`).toBe(rules.language)
  if (guest.address) expect(guest.address.countryCode, `${where}: address country`).toBe(guest.nationality)
}

export { addDays }
