import type { Guest } from 'guest-reservation-mock'

/** A valid new guest, as `db.guests.create` takes it (a whole record), with a unique id and email. */
export function newGuest(overrides: Partial<Guest> = {}): Guest {
  return {
    id: crypto.randomUUID(),
    firstName: 'Ada',
    lastName: 'Zzyzx',
    title: null,
    email: `ada-${crypto.randomUUID()}@example.com`,
    phone: null,
    address: null,
    nationality: null,
    dateOfBirth: null,
    language: null,
    loyalty: null,
    vip: false,
    preferences: [],
    notes: null,
    marketingOptIn: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  }
}
