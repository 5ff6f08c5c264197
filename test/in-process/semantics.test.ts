import { createDatabase, createHandlers, type Guest, type HotelDatabase, type Reservation } from 'guest-reservation-mock'
import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { nameCollationKey } from '../../src/spec/collation.js'
import { newGuestInput } from '../support/cases.js'
import { createSend, type Send } from '../support/contract.js'

const B = '2026-11-22'
const db = await createDatabase({ seed: 3, businessDate: B })
const send = sendTo(db)
/** The seeded guests: 500 generated plus the named fixture guests. */
const seededGuests = db.guestCount

function sendTo(database: HotelDatabase, authTokens: string[] = []): Send {
  const handlers = createHandlers(database, { authTokens })
  return createSend('http://hotel.test', async (request) => (await getResponse(handlers, request))!)
}

/** Every item of a paged list, page by page, checking the envelope and headers on the way. */
async function walk<T>(path: string, pageSize: number): Promise<T[]> {
  const items: T[] = []
  let page = 1
  for (;;) {
    const separator = path.includes('?') ? '&' : '?'
    const response = await send('GET', `${path}${separator}page=${page}&pageSize=${pageSize}`)
    expect(response.status).toBe(200)
    const body = response.json as { data: T[]; page: number; pageSize: number; totalCount: number; totalPages: number }
    expect(Number(response.headers.get('x-total-count'))).toBe(body.totalCount)
    expect(body.totalPages).toBe(Math.ceil(body.totalCount / pageSize))
    items.push(...body.data)
    if (page >= body.totalPages) {
      expect(items).toHaveLength(body.totalCount)
      return items
    }
    expect(body.data).toHaveLength(pageSize)
    page++
  }
}

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id)
// Names are compared case- and accent-insensitively, code point by code point (as documented).
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byName = (a: Guest, b: Guest) =>
  compare(fold(a.lastName), fold(b.lastName)) || compare(fold(a.firstName), fold(b.firstName)) || compare(a.id, b.id)
const allGuests = () => db.guests.all() as Guest[]
const allReservations = () => db.reservations.all() as Reservation[]

beforeEach(() => db.reset())

describe('paging', () => {
  it('walks every guest exactly once, with consistent totals', async () => {
    const walked = await walk<Guest>('/api/guests', 37)
    expect(new Set(ids(walked)).size).toBe(walked.length)
    expect(new Set(ids(walked))).toEqual(new Set(ids(allGuests())))
  })

  it('links first, prev, next and last, keeping the other query parameters', async () => {
    const response = await send('GET', '/api/reservations?status=upcoming&page=2&pageSize=10')
    const total = response.json.totalCount as number
    const last = Math.ceil(total / 10)
    const links = Object.fromEntries(
      response.headers.get('link')!.split(', ').map((part) => {
        const [, url, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part)!
        return [rel!, new URL(url!, 'http://hotel.test')]
      }),
    )
    expect(Object.keys(links).sort()).toEqual(['first', 'last', 'next', 'prev'])
    expect(links.first!.searchParams.get('page')).toBe('1')
    expect(links.prev!.searchParams.get('page')).toBe('1')
    expect(links.next!.searchParams.get('page')).toBe('3')
    expect(links.last!.searchParams.get('page')).toBe(String(last))
    for (const link of Object.values(links)) {
      expect(link.searchParams.get('status')).toBe('upcoming')
      expect(link.searchParams.get('pageSize')).toBe('10')
    }
  })

  it('answers a page past the end with 200 and empty data, and no next link', async () => {
    const response = await send('GET', '/api/guests?page=1000&pageSize=100')
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ data: [], page: 1000, pageSize: 100, totalCount: seededGuests, totalPages: Math.ceil(seededGuests / 100) })
    expect(response.headers.get('link')).not.toMatch(/rel="next"/)
  })

  it('refuses a page past its bound with the bound, however many digits it has', async () => {
    for (const page of ['1000001', '10000000000', '99999999999999999999']) {
      const response = await send('GET', `/api/guests?page=${page}`)
      expect(response.status, page).toBe(400)
      expect(response.json.errors, page).toEqual([expect.objectContaining({ location: 'query', pointer: '/page', message: expect.stringMatching(/at most 1000000/) })])
    }
  })

  it('defaults to page 1 of 20', async () => {
    const response = await send('GET', '/api/guests')
    expect(response.json).toMatchObject({ page: 1, pageSize: 20 })
    expect(response.json.data).toHaveLength(20)
  })
})

describe('List Guests order', () => {
  it('defaults to lastName, firstName, id', async () => {
    const walked = await walk<Guest>('/api/guests', 100)
    expect(ids(walked)).toEqual(ids([...allGuests()].sort(byName)))
  })

  it.each(['createdAt', 'updatedAt'] as const)('sorts by %s both ways, ties by id', async (field) => {
    const ascending = await walk<Guest>(`/api/guests?sort=${field}`, 100)
    const expected = [...allGuests()].sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id < b.id ? -1 : 1))
    expect(ids(ascending)).toEqual(ids(expected))
    const descending = await walk<Guest>(`/api/guests?sort=-${field}`, 100)
    expect(ids(descending)).toEqual(ids(expected).reverse())
  })

  it('sorts by firstName', async () => {
    const walked = await walk<Guest>('/api/guests?sort=firstName', 100)
    for (let i = 1; i < walked.length; i++) expect(fold(walked[i - 1]!.firstName) <= fold(walked[i]!.firstName)).toBe(true)
  })
})

describe('Search Guests', () => {
  const guests = () => [...allGuests()].sort(byName)
  const sample = () => allGuests().find((guest) => guest.email && guest.phone && guest.loyalty)!
  /** A guest whose last name has an accent and folds to plain letters (Müller, Ávila). */
  const accentedGuest = () => allGuests().find((guest) => /^[a-z]+$/.test(nameCollationKey(guest.lastName)) && guest.lastName !== guest.lastName.normalize('NFD'))!

  it('q matches a substring of names, full name, email, phone and loyalty number, ignoring case and accents', async () => {
    const target = sample()
    const accented = accentedGuest()
    const folded = nameCollationKey(accented.lastName)
    for (const q of [
      target.lastName.slice(1, 4).toUpperCase(),
      `${target.firstName} ${target.lastName}`.toLowerCase(),
      target.email!.split('@')[0]!,
      target.phone!.slice(3, 9),
      target.loyalty!.number.toLowerCase(),
      // Typed without its accents, with others added, or with them as combining marks.
      folded,
      `${folded.slice(0, 2).toUpperCase()}\u0301${folded.slice(2)}`,
      accented.lastName.normalize('NFD'),
    ]) {
      const needle = nameCollationKey(q)
      const expected = guests().filter((guest) =>
        [guest.firstName, guest.lastName, `${guest.firstName} ${guest.lastName}`, guest.email ?? '', guest.phone ?? '', guest.loyalty?.number ?? ''].some((field) =>
          nameCollationKey(field).includes(needle),
        ),
      )
      expect(expected.length).toBeGreaterThan(0)
      if (nameCollationKey(q) === folded) expect(ids(expected), q).toContain(accented.id)
      expect(ids(await walk<Guest>(`/api/guests/search?q=${encodeURIComponent(q)}`, 100)), q).toEqual(ids(expected))
    }
  })

  it('email is exact and case-insensitive', async () => {
    const target = sample()
    expect(ids(await walk<Guest>(`/api/guests/search?email=${encodeURIComponent(target.email!.toUpperCase())}`, 20))).toEqual([target.id])
    expect(await walk<Guest>(`/api/guests/search?email=${encodeURIComponent(target.email!.slice(1))}`, 20)).toEqual([])
  })

  it('phone compares digits only', async () => {
    const target = sample()
    const spaced = `${target.phone!.slice(0, 3)} ${target.phone!.slice(3, 6)}-${target.phone!.slice(6)}`
    const found = await walk<Guest>(`/api/guests/search?phone=${encodeURIComponent(spaced)}`, 20)
    expect(ids(found)).toContain(target.id)
    expect(found.every((guest) => guest.phone!.replace(/\D/g, '') === target.phone!.replace(/\D/g, ''))).toBe(true)
  })

  it('lastName is a prefix, ignoring case and accents', async () => {
    const accented = accentedGuest()
    for (const prefix of [sample().lastName.slice(0, 2).toLowerCase(), nameCollationKey(accented.lastName).slice(0, 4).toUpperCase()]) {
      const expected = guests().filter((guest) => nameCollationKey(guest.lastName).startsWith(nameCollationKey(prefix)))
      expect(ids(expected), prefix).toContain(prefix.length === 4 ? accented.id : expected[0]!.id)
      expect(ids(await walk<Guest>(`/api/guests/search?lastName=${encodeURIComponent(prefix)}`, 50)), prefix).toEqual(ids(expected))
    }
  })

  it('loyaltyNumber is exact, vip filters both ways, and criteria combine with AND', async () => {
    const target = sample()
    expect(ids(await walk<Guest>(`/api/guests/search?loyaltyNumber=${target.loyalty!.number}`, 20))).toEqual([target.id])
    expect(await walk<Guest>(`/api/guests/search?loyaltyNumber=${target.loyalty!.number.toLowerCase()}`, 20)).toEqual([])
    const vips = guests().filter((guest) => guest.vip)
    expect(ids(await walk<Guest>('/api/guests/search?vip=true', 100))).toEqual(ids(vips))
    expect((await walk<Guest>('/api/guests/search?vip=false', 100)).length).toBe(seededGuests - vips.length)
    const letter = 'a'
    const combined = guests().filter((guest) => !guest.vip && nameCollationKey(guest.lastName).startsWith(letter))
    expect(ids(await walk<Guest>(`/api/guests/search?vip=false&lastName=${letter}`, 100))).toEqual(ids(combined))
  })

  it('finds a guest created a moment ago, and the guest after a PUT by its new name only', async () => {
    const created = await send('POST', '/api/guests', { body: { ...newGuestInput('findme'), lastName: 'Quaxleworth' } })
    expect(ids((await send('GET', '/api/guests/search?q=quaxle')).json.data)).toEqual([created.json.id])
    await send('PUT', `/api/guests/${created.json.id}`, { body: { firstName: 'Ada', lastName: 'Byron' } })
    expect((await send('GET', '/api/guests/search?q=quaxle')).json.data).toEqual([])
    expect(ids((await send('GET', '/api/guests/search?lastName=byron')).json.data)).toContain(created.json.id)
  })
})

describe('List Reservations status filters on the business date', () => {
  async function expectFilter(database: HotelDatabase, status: string, expected: Reservation[]) {
    const sendHere = database === db ? send : sendTo(database)
    const walked: Reservation[] = []
    for (let page = 1; ; page++) {
      const response = await sendHere('GET', `/api/reservations?status=${status}&page=${page}&pageSize=100`)
      walked.push(...response.json.data)
      if (page >= response.json.totalPages) break
    }
    expect(ids(walked), status).toEqual(ids(expected))
  }

  function expectations(database: HotelDatabase) {
    const B = database.businessDate
    const all = database.reservations.all() as Reservation[]
    const guest = (reservation: Reservation) => database.getGuest(reservation.guestId)!
    const room = (reservation: Reservation) => Number(reservation.roomNumber)
    return {
      arrivals: all
        .filter((r) => r.arrivalDate === B && r.status === 'confirmed')
        .sort((a, b) => compare(fold(guest(a).lastName), fold(guest(b).lastName)) || compare(fold(guest(a).firstName), fold(guest(b).firstName)) || compare(a.confirmationNumber, b.confirmationNumber)),
      departures: all.filter((r) => r.departureDate === B && r.status === 'in_house').sort((a, b) => room(a) - room(b)),
      in_house: all.filter((r) => r.status === 'in_house').sort((a, b) => room(a) - room(b)),
      upcoming: all
        .filter((r) => r.arrivalDate > B && r.status === 'confirmed')
        .sort((a, b) => (a.arrivalDate < b.arrivalDate ? -1 : a.arrivalDate > b.arrivalDate ? 1 : a.confirmationNumber < b.confirmationNumber ? -1 : 1)),
    }
  }

  it('returns exactly the stays the rules select, in the documented order', async () => {
    const expected = expectations(db)
    for (const [status, list] of Object.entries(expected)) {
      expect(list.length, status).toBeGreaterThan(0)
      await expectFilter(db, status, list)
    }
    const listed = new Set(Object.values(expected).flat().map((r) => r.status))
    expect(listed.has('cancelled') || listed.has('no_show')).toBe(false)
  })

  it('follows the business date of the database, not the clock', async () => {
    const other = await createDatabase({ seed: 3, businessDate: '2031-03-09', guests: 200 })
    const expected = expectations(other)
    expect(expected.arrivals.length).toBeGreaterThan(0)
    for (const [status, list] of Object.entries(expected)) await expectFilter(other, status, list)
  })

  it('lists all reservations by arrival date, newest first', async () => {
    const response = await send('GET', '/api/reservations?pageSize=100')
    const dates = (response.json.data as Reservation[]).map((r) => r.arrivalDate)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(response.json.totalCount).toBe(allReservations().length)
  })

  it('guestId lists one guest’s stays, alone or with a status', async () => {
    const guestId = allReservations().find((r) => r.status === 'in_house')!.guestId
    const stays = await walk<Reservation>(`/api/reservations?guestId=${guestId}`, 5)
    expect(new Set(ids(stays))).toEqual(new Set(ids(allReservations().filter((r) => r.guestId === guestId))))
    const inHouse = await walk<Reservation>(`/api/reservations?guestId=${guestId}&status=in_house`, 5)
    expect(inHouse.length).toBeGreaterThan(0)
    expect(inHouse.every((r) => r.guestId === guestId && r.status === 'in_house')).toBe(true)
    expect((await send('GET', '/api/reservations?guestId=00000000-0000-4000-8000-000000000000')).json.totalCount).toBe(0)
  })

  it('include=guest embeds the primary guest, and only when asked', async () => {
    const listed = (await send('GET', '/api/reservations?status=arrivals&include=guest')).json.data as Array<Reservation & { guest: Guest }>
    for (const reservation of listed) expect(reservation.guest).toEqual(db.getGuest(reservation.guestId))
    const plain = (await send('GET', '/api/reservations?status=arrivals')).json.data as Array<Record<string, unknown>>
    expect(plain.every((reservation) => !('guest' in reservation))).toBe(true)
    const one = await send('GET', `/api/reservations/${listed[0]!.id}?include=guest`)
    expect(one.json.guest.id).toBe(listed[0]!.guestId)
  })

  it('lists the allowed values when the status is unknown', async () => {
    const response = await send('GET', '/api/reservations?status=cancelled')
    expect(response.status).toBe(400)
    expect(response.json.errors).toEqual([{ location: 'query', pointer: '/status', message: 'must be one of: arrivals, departures, in_house, upcoming' }])
  })
})

describe('Create and Update Guest', () => {
  it('creates with 201 and a Location that serves the same guest', async () => {
    const input = newGuestInput('roundtrip')
    const created = await send('POST', '/api/guests', { body: input })
    expect(created.status).toBe(201)
    const { id, createdAt, updatedAt, ...fields } = created.json
    expect(fields).toMatchObject({ ...input, address: { ...input.address, line2: null, region: null } })
    expect(createdAt).toBe(updatedAt)
    const location = created.headers.get('location')!
    expect(new URL(location).pathname).toBe(`/api/guests/${id}`)
    expect((await send('GET', location)).json).toEqual(created.json)
  })

  it('fills defaults for fields left out on create', async () => {
    const created = await send('POST', '/api/guests', { body: { firstName: 'Min', lastName: 'Imal' } })
    expect(created.json).toMatchObject({ title: null, email: null, phone: null, address: null, loyalty: null, vip: false, preferences: [], marketingOptIn: false, notes: null })
  })

  it('PUT replaces the whole guest: fields left out become null or their default; id and createdAt stay', async () => {
    const target = allGuests().find((guest) => guest.email && guest.loyalty && guest.address)!
    const replaced = await send('PUT', `/api/guests/${target.id}`, { body: { firstName: 'Only', lastName: 'Names' } })
    expect(replaced.status).toBe(200)
    expect(replaced.json).toMatchObject({ id: target.id, createdAt: target.createdAt, firstName: 'Only', lastName: 'Names', email: null, address: null, loyalty: null, vip: false, preferences: [] })
    expect(replaced.json.updatedAt > target.updatedAt).toBe(true)
    expect((await send('GET', `/api/guests/${target.id}`)).json).toEqual(replaced.json)
  })

  it('moves updatedAt on every PUT, even within one millisecond', async () => {
    const target = allGuests()[0]!
    const stamps: string[] = []
    for (let i = 0; i < 5; i++) stamps.push((await send('PUT', `/api/guests/${target.id}`, { body: { firstName: 'Tick', lastName: String(i) } })).json.updatedAt)
    expect(new Set(stamps).size).toBe(5)
    expect([...stamps].sort()).toEqual(stamps)
  })

  it('lets a guest keep (or re-case) their own email, and frees an email once its guest changed it', async () => {
    const [first, second] = allGuests().filter((guest) => guest.email)
    const own = await send('PUT', `/api/guests/${first!.id}`, { body: { firstName: 'A', lastName: 'B', email: first!.email!.toUpperCase() } })
    expect(own.status).toBe(200)
    await send('PUT', `/api/guests/${second!.id}`, { body: { firstName: 'C', lastName: 'D', email: 'moved@test.example.com' } })
    const reuse = await send('POST', '/api/guests', { body: { firstName: 'E', lastName: 'F', email: second!.email } })
    expect(reuse.status).toBe(201)
  })

  it('keeps __proto__ and constructor in a body inert', async () => {
    const body = '{"firstName":"Pro","lastName":"To","__proto__":{"vip":true,"polluted":true},"constructor":{"prototype":{"polluted":true}}}'
    const response = await send('POST', '/api/guests', { body })
    expect(response.status).toBe(422)
    expect(response.json.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual(['/__proto__', '/constructor'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(db.guestCount).toBe(seededGuests)
  })

  it('lists a birth date on or after the business date with the schema violations, in one 422 that changes nothing', async () => {
    const before = JSON.stringify(db.snapshot())
    const pointers = (response: { json: { errors: Array<{ pointer: string }> } }) => response.json.errors.map((error) => error.pointer).sort()
    const target = allGuests()[0]!
    for (const [method, path] of [['POST', '/api/guests'], ['PUT', `/api/guests/${target.id}`]] as const) {
      const both = await send(method, path, { body: { firstName: '', lastName: 'Born', dateOfBirth: B } })
      expect(both.status).toBe(422)
      expect(pointers(both)).toEqual(['/dateOfBirth', '/firstName'])
      // A date the schema refuses is the schema's to report, once.
      const malformed = await send(method, path, { body: { firstName: 'Ada', lastName: 'Born', dateOfBirth: '2999-02-30' } })
      expect(pointers(malformed)).toEqual(['/dateOfBirth'])
      // A body that breaks a rule is refused as invalid, not as a conflict with another guest.
      const duplicate = allGuests().find((guest) => guest.email && guest.id !== target.id)!
      const invalidAndTaken = await send(method, path, { body: { firstName: 'Ada', lastName: 'Born', dateOfBirth: '2999-01-01', email: duplicate.email } })
      expect(invalidAndTaken.status).toBe(422)
      expect(pointers(invalidAndTaken)).toEqual(['/dateOfBirth'])
    }
    expect(JSON.stringify(db.snapshot())).toBe(before)
  })

  it('undoes every write on reset', async () => {
    const before = JSON.stringify([db.guests.all(), db.reservations.all()])
    await send('POST', '/api/guests', { body: newGuestInput('reset') })
    await send('PUT', `/api/guests/${allGuests()[3]!.id}`, { body: { firstName: 'X', lastName: 'Y' } })
    await db.reset()
    expect(JSON.stringify([db.guests.all(), db.reservations.all()])).toBe(before)
    expect((await send('GET', '/api/guests/search?lastName=Y')).json.data.map((guest: Guest) => guest.firstName)).not.toContain('X')
  })
})

describe('ids', () => {
  it('reads a UUID in any case, as RFC 9562 asks, and answers with the id as stored', async () => {
    const guest = allGuests().find((candidate) => /[a-f]/.test(candidate.id))!
    const stay = allReservations().find((candidate) => candidate.guestId === guest.id && /[a-f]/.test(candidate.id))!
    const upper = guest.id.toUpperCase()
    expect((await send('GET', `/api/guests/${upper}`)).json.id).toBe(guest.id)
    const replaced = await send('PUT', `/api/guests/${upper}`, { body: { firstName: 'Upper', lastName: 'Case' } })
    expect(replaced.status).toBe(200)
    expect(replaced.json.id).toBe(guest.id)
    expect((await send('GET', `/api/reservations/${stay.id.toUpperCase()}`)).json.id).toBe(stay.id)
    expect(ids((await send('GET', `/api/reservations?guestId=${upper}&pageSize=100`)).json.data)).toContain(stay.id)
    expect((await send('GET', `/api/guests/${upper.slice(1)}`)).status).toBe(400)
  })
})

describe('methods a path does not have', () => {
  it('answers 405 with Allow listing the path\'s methods, HEAD beside GET', async () => {
    for (const [method, path, allow] of [
      ['PATCH', '/api/guests/a0000000-0000-4000-8000-000000000001', 'GET, HEAD, PUT'],
      ['DELETE', '/api/guests', 'GET, HEAD, POST'],
      ['POST', '/api/reservations', 'GET, HEAD'],
      ['DELETE', '/__mock/reset', 'POST'],
    ] as const) {
      const response = await send(method, path)
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow)
    }
  })
})

describe('auth', () => {
  const secured = sendTo(db, ['s3cret', 'other'])

  it('answers 401 with WWW-Authenticate without a token or with a wrong one, on every route', async () => {
    // RFC 6750: an error code only for a bearer token that was refused, not for no token or another scheme.
    for (const [path, headers, challenge] of [
      ['/api/guests', {}, 'Bearer realm="guest-reservation-api"'],
      ['/api/guests', { authorization: 'Bearer nope' }, 'Bearer realm="guest-reservation-api", error="invalid_token"'],
      ['/api/reservations?status=bogus', { authorization: 'Basic czNjcmV0' }, 'Bearer realm="guest-reservation-api"'],
      ['/api/nothing-here', {}, 'Bearer realm="guest-reservation-api"'],
    ] as const) {
      const response = await secured('GET', path, { headers })
      expect(response.status, path).toBe(401)
      expect(response.headers.get('www-authenticate'), path).toBe(challenge)
    }
  })

  it('accepts any configured token', async () => {
    expect((await secured('GET', '/api/guests', { headers: { authorization: 'Bearer s3cret' } })).status).toBe(200)
    expect((await secured('GET', '/api/guests', { headers: { authorization: 'bearer other' } })).status).toBe(200)
  })

  it('rejects writes without a token and changes nothing', async () => {
    const response = await secured('POST', '/api/guests', { body: newGuestInput('noauth') })
    expect(response.status).toBe(401)
    expect(db.guestCount).toBe(seededGuests)
  })
})
