import { createDatabase, type Guest, type GuestInput, type GuestSearch, type HotelDatabase } from 'guest-reservation-mock'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nameCollationKey } from '../../src/spec/collation.js'

// Free-text search reads trigram postings instead of every guest. Whatever it reads, every answer
// must be the one a scan of all guests gives: the same guests in List Guests order, the same
// total, with the other criteria applied by AND, before and after writes and resets.
const B = '2026-11-22'
// List Guests order is the names' collation (its own tests are in test/verify/collation.test.ts): the reference sorts by it too.
const fold = nameCollationKey
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byName = (a: Guest, b: Guest) => compare(fold(a.lastName), fold(b.lastName)) || compare(fold(a.firstName), fold(b.firstName)) || compare(a.id, b.id)
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id)
const everything = { page: 1, pageSize: 1_000_000 }

/**
 * The text `q` is a substring of, as documented: the full name (so each name), email, phone,
 * loyalty number, each under the names' collation (case and accents ignored).
 */
const searchText = (guest: Guest) =>
  [`${guest.firstName} ${guest.lastName}`, guest.email ?? '', guest.phone ?? '', guest.loyalty?.number ?? ''].map(nameCollationKey).join('\n')

function scan(db: HotelDatabase, criteria: GuestSearch): Guest[] {
  const needle = criteria.q === undefined ? undefined : nameCollationKey(criteria.q)
  const digits = criteria.phone?.replace(/\D/g, '')
  return (db.guests.all() as Guest[])
    .filter(
      (guest) =>
        (needle === undefined || searchText(guest).includes(needle)) &&
        (criteria.lastName === undefined || nameCollationKey(guest.lastName).startsWith(nameCollationKey(criteria.lastName))) &&
        (criteria.vip === undefined || guest.vip === criteria.vip) &&
        (criteria.email === undefined || guest.email?.toLowerCase() === criteria.email.toLowerCase()) &&
        (digits === undefined || guest.phone?.replace(/\D/g, '') === digits) &&
        (criteria.loyaltyNumber === undefined || guest.loyalty?.number === criteria.loyaltyNumber),
    )
    .sort(byName)
}

function expectSameAsScan(db: HotelDatabase, criteria: GuestSearch): void {
  const label = JSON.stringify(criteria)
  const expected = ids(scan(db, criteria))
  const all = db.searchGuests(criteria, everything)
  expect(all.totalCount, label).toBe(expected.length)
  expect(ids(all.data), label).toEqual(expected)
  for (const paging of [{ page: 1, pageSize: 20 }, { page: 3, pageSize: 7 }]) {
    const page = db.searchGuests(criteria, paging)
    const offset = (paging.page - 1) * paging.pageSize
    expect(page.totalCount, label).toBe(expected.length)
    expect(ids(page.data), label).toEqual(expected.slice(offset, offset + paging.pageSize))
  }
}

/** Characters the needles are made of besides cut-outs of real texts: accents, digits, separators. */
const NEEDLE_CHARACTERS = ['a', 'e', 'n', 'r', 'm', 'o', 'é', 'ü', 'ø', 'ñ', 'Á', 'Σ', '李', '0', '1', '4', '9', '@', '+', '.', '-', ' ', '\n', 'X']

/**
 * Needles cut out of the guests' own search texts (any length, so across the line breaks between
 * fields and the space in the full name too, some upper-cased) or made of characters that may
 * match little or nothing.
 */
function needles(texts: readonly string[]): fc.Arbitrary<string> {
  const cutOut = fc
    .record({ text: fc.constantFrom(...texts), start: fc.nat(), length: fc.constantFrom(1, 2, 3, 3, 4, 5, 6, 8, 12, 30), upper: fc.boolean() })
    .map(({ text, start, length, upper }) => {
      const from = start % text.length
      const needle = text.slice(from, from + length)
      return upper ? needle.toUpperCase() : needle
    })
  const made = fc.string({ unit: fc.constantFrom(...NEEDLE_CHARACTERS), maxLength: 6 })
  return fc.oneof({ arbitrary: cutOut, weight: 3 }, { arbitrary: made, weight: 1 })
}

/** Searches with a needle, alone or with a last-name prefix, a VIP flag or an exact email. */
function searches(db: HotelDatabase): fc.Arbitrary<GuestSearch> {
  const guests = db.guests.all() as Guest[]
  const withEmail = guests.filter((guest) => guest.email)
  return fc
    .record({
      q: needles(guests.map(searchText)),
      lastName: fc.option(fc.constantFrom(...guests.map((guest) => guest.lastName.slice(0, 2)), 'z', 'Ñ'), { nil: undefined }),
      vip: fc.option(fc.boolean(), { nil: undefined }),
      email: fc.option(fc.constantFrom(...withEmail.map((guest) => guest.email!)), { nil: undefined, freq: 8 }),
    })
    .map((criteria) => Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined)) as GuestSearch)
}

function expectSearchesSameAsScan(db: HotelDatabase, seed: number): void {
  fc.assert(
    fc.property(searches(db), (criteria) => expectSameAsScan(db, criteria)),
    { seed, numRuns: 250 },
  )
}

/** Guests whose texts bring trigrams the generated hotel does not have. */
const UNUSUAL_GUESTS: GuestInput[] = [
  { firstName: 'Ángela', lastName: 'Ñúñez-Øster', email: 'angela.nunez@example.org', phone: '+34600111222' },
  { firstName: 'Zoë', lastName: 'Łukasiewicz', loyalty: { program: 'Stayful Rewards', number: 'ÉLITE-0042', tier: 'platinum' } },
  { firstName: 'ΣΟΦΙΑΣ', lastName: 'Παπαδοπουλος', vip: true },
  { firstName: '小龍', lastName: '李' },
  { firstName: 'Emoji 😀 Fan', lastName: 'Mar', email: 'mar@x.example.com' },
]

describe('free-text search agrees with a scan of every guest', () => {
  it('on a generated hotel, for needles of every length', async () => {
    const db = await createDatabase({ seed: 5, guests: 3_000, businessDate: B })
    for (const q of ['', 'a', 'ma', 'mar', 'MAR', 'zzqx', 'qqq', '@', '+4', '@ex', '.com', '000', '\n', 'a\nb', ' ', 'x'.repeat(300)]) {
      expectSameAsScan(db, { q })
    }
    expectSearchesSameAsScan(db, 1)
  })

  it('after creates, replaces that change or keep the text, and a reset', async () => {
    const db = await createDatabase({ seed: 6, guests: 2_000, businessDate: B })
    const seeded = db.guests.all() as Guest[]
    // Each create shifts the list positions of the guests after it.
    expectSameAsScan(db, { q: 'mar' })
    for (const input of UNUSUAL_GUESTS) {
      await db.createGuest(input)
      expectSameAsScan(db, { q: 'mar' })
    }
    for (const q of ['ñúñ', 'Ñúñez-Ø', 'łuk', 'élite', 'σοφιας', 'παπ', '李', '小龍', '😀', 'i 😀 f', 'mar']) expectSameAsScan(db, { q })
    expectSearchesSameAsScan(db, 2)

    // New names and emails leave the old texts' postings behind; they must not match any more.
    const renamed = seeded.slice(0, 60)
    for (const [i, guest] of renamed.entries()) {
      await db.replaceGuest(guest.id, { firstName: `Quentin${i}`, lastName: 'Vexworth', email: `q${i}.vexworth@example.net`, vip: guest.vip })
    }
    // The same texts, another field changed.
    for (const guest of seeded.slice(60, 80)) {
      await db.replaceGuest(guest.id, { firstName: guest.firstName, lastName: guest.lastName, email: guest.email, phone: guest.phone, loyalty: guest.loyalty, vip: !guest.vip })
    }
    // The same names (so the same place in the list), other contact details: the text changes all the same.
    const recontacted = seeded.slice(80, 90)
    for (const [i, guest] of recontacted.entries()) {
      await db.replaceGuest(guest.id, { firstName: guest.firstName, lastName: guest.lastName, email: `moved${i}@relocated.example`, phone: `+35391${String(i).padStart(6, '0')}`, loyalty: { program: 'Stayful Rewards', number: `RELO-${i}`, tier: 'silver' } })
    }
    for (const guest of renamed.slice(0, 10)) expectSameAsScan(db, { q: guest.lastName.toLowerCase() })
    for (const q of ['vexworth', 'quentin1', 'entin4', 'n5 v', '.vexworth@', 'relocated', 'moved3@', 'relo-', '35391000004']) expectSameAsScan(db, { q })
    for (const guest of recontacted.filter((guest) => guest.email)) expectSameAsScan(db, { q: guest.email!.slice(0, 8) })
    expectSearchesSameAsScan(db, 3)

    await db.reset()
    expect(ids((db.guests.all() as Guest[]).sort(byName))).toEqual(ids([...seeded].sort(byName)))
    expectSameAsScan(db, { q: 'vexworth' })
    expect(db.searchGuests({ q: 'vexworth' }, everything).totalCount).toBe(0)
    expectSearchesSameAsScan(db, 4)
  })

  // The postings are built by the first search, not with the data: that search may come after
  // writes have left empty slots, moved guests, or renumbered every slot.
  it('when the first search comes after writes', async () => {
    // A few replaces leave empty slots; two rounds over every guest leave more empty slots than
    // guests, so every slot is renumbered before the first search.
    for (const { count, rounds } of [{ count: 5, rounds: 1 }, { count: Infinity, rounds: 2 }]) {
      const db = await createDatabase({ seed: 8, guests: 40, businessDate: B })
      const seeded = db.guests.all() as Guest[]
      const written = seeded.slice(0, count)
      for (let round = 0; round < rounds; round++) {
        for (const [i, guest] of written.entries()) {
          await db.replaceGuest(guest.id, { firstName: `Late${round}x${i}`, lastName: `Searcher-${i}`, email: `late${round}.${i}@example.org` })
        }
      }
      for (const input of UNUSUAL_GUESTS) await db.createGuest(input)
      const untouched = seeded.at(-1)!
      for (const q of ['lat', 'late1x', 'searcher-', 'ñúñ', 'mar', untouched.lastName.slice(0, 3), 'exa']) expectSameAsScan(db, { q })
      expectSearchesSameAsScan(db, 7 + rounds)
    }
  })

  it('after more writes than guests, when the postings are rebuilt', async () => {
    const db = await createDatabase({ seed: 7, guests: 30, businessDate: B })
    const seeded = db.guests.all() as Guest[]
    for (let round = 0; round < 4; round++) {
      for (const [i, guest] of seeded.entries()) {
        await db.replaceGuest(guest.id, { firstName: `Round${round}`, lastName: `${guest.lastName.slice(0, 3)}-${i}`, email: `r${round}.${i}@example.org` })
        // Checked after every write, so also right after the postings are rebuilt (when a
        // three-character needle alone is answered from its postings in page order).
        for (const q of ['rou', guest.lastName.slice(0, 3), 'exa']) expectSameAsScan(db, { q })
      }
      await db.createGuest({ firstName: 'Extra', lastName: `Guest${round}` })
      for (const q of ['round', `round${round}`, `round${round - 1}`, 'extra', 'guest', `-${round}`, '@example.org']) expectSameAsScan(db, { q })
    }
    expectSearchesSameAsScan(db, 5)
    await db.reset()
    expect(db.searchGuests({ q: 'round' }, everything).totalCount).toBe(0)
    expectSearchesSameAsScan(db, 6)
  })
}, 120_000)

// The lookups by email, loyalty number and phone digits, and the search texts, are made by the
// first write or search that asks: writes that never ask (no email to check, deletes) may come
// before, and must be in them.
describe('exact criteria agree with a scan of every guest', () => {
  for (const asked of ['before the writes', 'only after them']) {
    it(`when the lookups are first asked for ${asked}`, async () => {
      const db = await createDatabase({ seed: 9, guests: 50, businessDate: B })
      const seeded = db.guests.all() as Guest[]
      const [a, b] = seeded.filter((guest) => guest.email && guest.phone && guest.loyalty) as [Guest, Guest]
      const probes = (): GuestSearch[] => [
        { email: a.email! },
        { email: a.email!.toUpperCase() },
        { email: b.email! },
        { phone: a.phone! },
        { phone: b.phone! },
        { phone: '+44 20 7123 4567' },
        { phone: '+44 20 7123 9999' },
        { loyaltyNumber: a.loyalty!.number },
        { loyaltyNumber: b.loyalty!.number },
        { loyaltyNumber: 'NEW-0001' },
        { loyaltyNumber: 'GONE-0002' },
        // Free text over the same contact details: a short needle scans the texts, a longer one
        // reads the postings (built by the first such search).
        { q: '42071234' },
        { q: a.email!.slice(0, 5) },
        { q: a.email!.slice(0, 2) },
        { q: 'new-0' },
      ]
      if (asked === 'before the writes') for (const criteria of probes()) expectSameAsScan(db, criteria)

      // None of these writes gives an email, so none of them checks one.
      await db.replaceGuest(a.id, { firstName: a.firstName, lastName: a.lastName, phone: '+442071234567', loyalty: { program: 'Stayful Rewards', number: 'NEW-0001', tier: 'gold' } })
      const sharing = await db.createGuest({ firstName: 'Nora', lastName: 'Shared', phone: b.phone })
      const gone = await db.createGuest({ firstName: 'Gus', lastName: 'Gone', phone: '+442071239999', loyalty: { program: 'Stayful Rewards', number: 'GONE-0002', tier: 'member' } })
      db.guests.delete((q) => q.where({ id: gone.id }))

      for (const criteria of probes()) expectSameAsScan(db, criteria)
      expect(ids(db.searchGuests({ phone: b.phone! }, everything).data).sort()).toEqual([b.id, sharing.id].sort())
      expect(db.searchGuests({ loyaltyNumber: 'GONE-0002' }, everything).totalCount).toBe(0)
      // a's old email is free again; b's is still taken.
      await expect(db.createGuest({ firstName: 'Taken', lastName: 'Email', email: b.email!.toUpperCase() })).rejects.toMatchObject({ code: 'DUPLICATE_EMAIL' })
      const reused = await db.createGuest({ firstName: 'Reused', lastName: 'Email', email: a.email! })
      expectSameAsScan(db, { email: a.email! })
      expect(ids(db.searchGuests({ email: a.email! }, everything).data)).toEqual([reused.id])

      await db.reset()
      for (const criteria of probes()) expectSameAsScan(db, criteria)
    })
  }
})

// The orders other than List Guests' are made by the first request sorted that way: asked before
// any write or only after many, every order must be the one a sort of all guests gives.
describe('every sort order equals a sort of all guests', () => {
  const byField: Record<'firstName' | 'createdAt' | 'updatedAt', (a: Guest, b: Guest) => number> = {
    firstName: (a, b) => compare(fold(a.firstName), fold(b.firstName)) || compare(fold(a.lastName), fold(b.lastName)) || compare(a.id, b.id),
    createdAt: (a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id),
    updatedAt: (a, b) => compare(a.updatedAt, b.updatedAt) || compare(a.id, b.id),
  }

  function expectOrdersSameAsSort(db: HotelDatabase): void {
    const all = db.guests.all() as Guest[]
    for (const [field, order] of Object.entries(byField)) {
      const expected = ids([...all].sort(order))
      expect(ids(db.listGuests({ sort: field as keyof typeof byField, ...everything }).data), field).toEqual(expected)
      expect(ids(db.listGuests({ sort: `-${field}` as `-${keyof typeof byField}`, ...everything }).data), `-${field}`).toEqual(expected.reverse())
    }
  }

  async function write(db: HotelDatabase): Promise<void> {
    const seeded = db.guests.all() as Guest[]
    for (const [i, guest] of seeded.slice(0, 8).entries()) await db.replaceGuest(guest.id, { firstName: `Aaron${i}`, lastName: `Zeta${i}` })
    // The same names, so a move in the timestamp orders only.
    for (const guest of seeded.slice(8, 14)) await db.replaceGuest(guest.id, { firstName: guest.firstName, lastName: guest.lastName, notes: 'names kept' })
    const made = await db.createGuest({ firstName: 'Zoe', lastName: 'Abbott' })
    await db.createGuest({ firstName: 'Abel', lastName: 'Young' })
    db.guests.delete((q) => q.where({ id: made.id }))
  }

  for (const asked of ['before the writes', 'only after them']) {
    it(`when an order is first asked for ${asked}`, async () => {
      const db = await createDatabase({ seed: 5, guests: 60, businessDate: B })
      if (asked === 'before the writes') expectOrdersSameAsSort(db)
      await write(db)
      expectOrdersSameAsSort(db)
      await db.reset()
      expectOrdersSameAsSort(db)
    })
  }
})
