import type { HotelDatabase } from 'guest-reservation-mock'

export interface Case {
  name: string
  method: string
  path: string
  body?: unknown
  headers?: Record<string, string>
  status: number
  /** For problems: the `errors[].pointer`s that must be listed. */
  pointers?: string[]
  /** Headers that must be present. */
  expectHeaders?: string[]
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** A valid GuestInput with a unique email. */
export function newGuestInput(tag: string) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    title: 'ms',
    email: `ada.${tag}@test.example.com`,
    phone: '+442079460958',
    address: { line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' },
    nationality: 'GB',
    dateOfBirth: '1985-12-10',
    language: 'en-GB',
    loyalty: { program: 'Stayful Rewards', number: `T${tag.replace(/\W/g, '').slice(0, 20)}`, tier: 'gold' },
    vip: true,
    preferences: ['quiet-room'],
    notes: 'Test guest',
    marketingOptIn: true,
  }
}

/**
 * Every operation and every status it documents, as a table that each runtime's suite runs.
 * Ids come from the database the runtime serves.
 */
export function contractCases(db: HotelDatabase): Case[] {
  const guest = db.listGuests({ page: 1, pageSize: 1 }).data[0]!
  const other = db.listGuests({ page: 2, pageSize: 1 }).data[0]!
  const reservation = db.listReservations({ page: 1, pageSize: 1 }).data[0]!
  const takenEmail = db
    .listGuests({ page: 1, pageSize: 50 })
    .data.find((candidate) => candidate.email && candidate.id !== guest.id && candidate.id !== other.id)!.email!
  const big = JSON.stringify({ ...newGuestInput('big'), notes: 'x'.repeat(1024 * 1024) })
  return [
    { name: 'listGuests 200', method: 'GET', path: '/api/guests', status: 200, expectHeaders: ['x-total-count', 'link'] },
    { name: 'listGuests 200 sorted', method: 'GET', path: '/api/guests?sort=-createdAt&page=2&pageSize=5', status: 200 },
    { name: 'listGuests 200 past the end', method: 'GET', path: '/api/guests?page=9999', status: 200 },
    { name: 'listGuests 400 bad paging', method: 'GET', path: '/api/guests?page=0&pageSize=101&sort=age', status: 400, pointers: ['/page', '/pageSize', '/sort'] },
    { name: 'listGuests 400 not a number', method: 'GET', path: '/api/guests?page=two', status: 400, pointers: ['/page'] },
    { name: 'getGuest 200', method: 'GET', path: `/api/guests/${guest.id}`, status: 200 },
    { name: 'getGuest 404', method: 'GET', path: `/api/guests/${UNKNOWN_ID}`, status: 404 },
    { name: 'getGuest 400 malformed id', method: 'GET', path: '/api/guests/not-a-uuid', status: 400, pointers: ['/id'] },
    // A percent-escape that is no escape, or no UTF-8, is the client's error in every runtime.
    { name: 'getGuest 400 malformed percent-escape', method: 'GET', path: '/api/guests/%ZZ', status: 400 },
    { name: 'getGuest 400 percent-escape of no UTF-8', method: 'GET', path: '/api/guests/%E0%A4%A', status: 400 },
    { name: 'searchGuests 200', method: 'GET', path: `/api/guests/search?lastName=${encodeURIComponent(guest.lastName.slice(0, 2))}`, status: 200 },
    { name: 'searchGuests 400 no criteria', method: 'GET', path: '/api/guests/search', status: 400 },
    { name: 'searchGuests 400 bad vip', method: 'GET', path: '/api/guests/search?vip=maybe', status: 400, pointers: ['/vip'] },
    { name: 'createGuest 201', method: 'POST', path: '/api/guests', body: newGuestInput('create'), status: 201, expectHeaders: ['location'] },
    { name: 'createGuest 400 malformed JSON', method: 'POST', path: '/api/guests', body: '{"firstName": ', status: 400 },
    { name: 'createGuest 400 empty body', method: 'POST', path: '/api/guests', body: '', status: 400 },
    { name: 'createGuest 409 duplicate email', method: 'POST', path: '/api/guests', body: { ...newGuestInput('dup'), email: takenEmail.toUpperCase() }, status: 409, pointers: ['/email'] },
    { name: 'createGuest 413 too large', method: 'POST', path: '/api/guests', body: big, status: 413 },
    { name: 'createGuest 415 not JSON', method: 'POST', path: '/api/guests', body: 'firstName=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
    {
      name: 'createGuest 422 every violation',
      method: 'POST',
      path: '/api/guests',
      body: { lastName: '', email: 'nope', phone: '12', id: UNKNOWN_ID, vip: 'yes', address: { city: 'X' }, loyalty: { program: 'P', number: '1', tier: 'bronze' }, extra: 1 },
      status: 422,
      pointers: ['/firstName', '/lastName', '/email', '/phone', '/id', '/vip', '/address/line1', '/address/countryCode', '/loyalty/tier', '/extra'],
    },
    { name: 'createGuest 422 future birth date', method: 'POST', path: '/api/guests', body: { ...newGuestInput('dob'), dateOfBirth: '2999-01-01' }, status: 422, pointers: ['/dateOfBirth'] },
    { name: 'updateGuest 200', method: 'PUT', path: `/api/guests/${guest.id}`, body: { firstName: guest.firstName, lastName: guest.lastName }, status: 200 },
    { name: 'updateGuest 404', method: 'PUT', path: `/api/guests/${UNKNOWN_ID}`, body: newGuestInput('put404'), status: 404 },
    { name: 'updateGuest 400 malformed id', method: 'PUT', path: '/api/guests/42', body: newGuestInput('put400'), status: 400, pointers: ['/id'] },
    { name: 'updateGuest 409 duplicate email', method: 'PUT', path: `/api/guests/${other.id}`, body: { ...newGuestInput('put409'), email: takenEmail }, status: 409 },
    { name: 'updateGuest 413 too large', method: 'PUT', path: `/api/guests/${guest.id}`, body: big, status: 413 },
    { name: 'updateGuest 415 not JSON', method: 'PUT', path: `/api/guests/${guest.id}`, body: 'hello', headers: { 'content-type': 'text/plain' }, status: 415 },
    // A merge patch read as a full replacement would null every field it leaves out.
    ...['application/merge-patch+json', 'application/json-patch+json; charset=utf-8', 'application/strategic-merge-patch+json', 'application/vnd.merge-patch+json'].map((type) => ({
      name: `updateGuest 415 ${type.split(';')[0]}`,
      method: 'PUT',
      path: `/api/guests/${guest.id}`,
      body: { firstName: guest.firstName, lastName: guest.lastName },
      headers: { 'content-type': type },
      status: 415,
    })),
    { name: 'updateGuest 200 as another JSON media type', method: 'PUT', path: `/api/guests/${guest.id}`, body: { firstName: guest.firstName, lastName: guest.lastName }, headers: { 'content-type': 'application/vnd.hotel+json' }, status: 200 },
    { name: 'updateGuest 422 read-only fields', method: 'PUT', path: `/api/guests/${guest.id}`, body: { firstName: 'A', lastName: 'B', createdAt: '2020-01-01T00:00:00Z' }, status: 422, pointers: ['/createdAt'] },
    ...(['arrivals', 'departures', 'in_house', 'upcoming'] as const).map((status) => ({
      name: `listReservations 200 ${status}`,
      method: 'GET',
      path: `/api/reservations?status=${status}`,
      status: 200,
      expectHeaders: ['x-total-count', 'link'],
    })),
    { name: 'listReservations 200 all with guests', method: 'GET', path: '/api/reservations?include=guest&pageSize=100', status: 200 },
    { name: 'listReservations 200 one guest', method: 'GET', path: `/api/reservations?guestId=${reservation.guestId}`, status: 200 },
    { name: 'listReservations 400 unknown status', method: 'GET', path: '/api/reservations?status=checked_in&guestId=x&include=rooms', status: 400, pointers: ['/status', '/guestId', '/include'] },
    { name: 'getReservation 200', method: 'GET', path: `/api/reservations/${reservation.id}?include=guest`, status: 200 },
    { name: 'getReservation 404', method: 'GET', path: `/api/reservations/${UNKNOWN_ID}`, status: 404 },
    { name: 'getReservation 400 malformed id', method: 'GET', path: '/api/reservations/ABC', status: 400, pointers: ['/id'] },
    { name: '405 PATCH a guest', method: 'PATCH', path: `/api/guests/${guest.id}`, body: { firstName: 'A' }, status: 405, expectHeaders: ['allow'] },
    { name: '405 DELETE guests', method: 'DELETE', path: '/api/guests', status: 405, expectHeaders: ['allow'] },
    { name: '405 POST reservations', method: 'POST', path: '/api/reservations', body: {}, status: 405, expectHeaders: ['allow'] },
    { name: '404 unknown route', method: 'GET', path: '/api/rooms', status: 404 },
  ]
}
