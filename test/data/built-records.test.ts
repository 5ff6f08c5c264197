import type { Guest, GuestInput, MockRequest } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { toGuest } from '../../src/db/guest-input.js'
import { BuiltRecord } from '../../src/db/record-schema.js'
import { specSchemas } from '../../src/spec/ajv.js'
import { countingValidators } from '../support/counting-validators.js'
import { newGuest } from '../support/records.js'

/**
 * A guest a database method builds from an input it checked is not checked again as a Guest when
 * the library re-applies the collection's schema to it (docs/decisions/0337-built-records-checked-once.md);
 * any other value is.
 */
const request = (method: string, path: string, body: unknown): MockRequest => ({
  method,
  url: new URL(path, 'http://hotel.test'),
  header: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
  text: async () => JSON.stringify(body),
})

/** A guest's writable fields, as a PUT sends them. */
function withoutServerFields({ id: _i, createdAt: _c, updatedAt: _u, ...input }: Guest): GuestInput {
  return input
}

/**
 * A served PUT of the first seeded guest that `pick` takes, with `body` made from its fields, while
 * an `update` hook changes the record the library produced (`change`): how many times the Guest
 * validator ran, the answer, and the guest before and after.
 */
async function putWithHook(pick: (guest: Guest) => boolean, change: (next: Guest) => void, body: (input: GuestInput) => GuestInput) {
  const { Guest: guestChecks, modules } = await countingValidators('Guest')
  const db = await modules.createDatabase({ seed: 7, businessDate: '2026-11-22' })
  const route = modules.createRouter(db)
  const before = db.snapshot().guests.find(pick)!
  db.guests.hooks.on('update', (event) => change(event.data.nextRecord as Guest))
  const response = await route(request('PUT', `/api/guests/${before.id}`, body(withoutServerFields(before))))
  return { checks: guestChecks(), response, before, after: db.getGuest(before.id) }
}

describe('a guest built from a checked input', () => {
  it('is a valid Guest, for every seeded guest and for inputs at the edges of the GuestInput schema', async () => {
    const { createDatabase } = await import('guest-reservation-mock')
    const db = await createDatabase({ seed: 3, businessDate: '2026-11-22', guests: 500 })
    const inputs: GuestInput[] = db.snapshot().guests.map(withoutServerFields)
    inputs.push(
      { firstName: 'A', lastName: 'B' },
      // Every optional field given, as null or empty.
      withoutServerFields(newGuest({ firstName: 'A', lastName: 'B', email: null })),
      {
        firstName: 'x'.repeat(100),
        lastName: 'y'.repeat(100),
        address: { line1: '1 Main St', city: 'Springfield', countryCode: 'US' },
        loyalty: { program: 'Club', number: '1', tier: 'gold' },
        preferences: Array.from({ length: 50 }, (_, i) => `p${i}`),
        notes: 'n'.repeat(2000),
      },
    )
    const guestInput = specSchemas().component('GuestInput')
    const guest = specSchemas().component('Guest')
    for (const input of inputs) {
      expect(guestInput(input), JSON.stringify(guestInput.errors)).toBe(true)
      const built = toGuest(input, crypto.randomUUID(), '2026-11-22T00:00:00.000Z', '9999-12-31T23:59:59.999Z')
      expect(guest(built), JSON.stringify(guest.errors)).toBe(true)
    }
  })

  it('is not checked again as a Guest by a served PUT or POST; a write the database did not build is', async () => {
    const { Guest: guestChecks, GuestInput: inputChecks, modules } = await countingValidators('Guest', 'GuestInput')
    const db = await modules.createDatabase({ seed: 7, businessDate: '2026-11-22' })
    const route = modules.createRouter(db)
    const guest = db.snapshot().guests.find((candidate) => candidate.address && candidate.loyalty)!
    const { id, createdAt: _c, updatedAt: _u, ...input } = guest

    expect((await route(request('PUT', `/api/guests/${id}`, { ...input, notes: 'quiet room' })))?.status).toBe(200)
    expect((await route(request('POST', '/api/guests', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' })))?.status).toBe(201)
    await db.replaceGuest(id, { ...input, notes: 'a view' })
    expect(guestChecks()).toBe(0)
    expect(inputChecks()).toBe(3)
    expect(db.getGuest(id)).toMatchObject({ notes: 'a view', address: input.address })

    // Straight through the collection: the library's check of the record runs, and refuses.
    await db.guests.update(db.getGuest(id)! as never, { data: (draft) => void (draft.notes = 'by hand') })
    expect(guestChecks()).toBe(1)
    await expect(db.guests.update(db.getGuest(id)! as never, { data: (draft) => void (draft.firstName = '') })).rejects.toThrow(/firstName/)
    expect(guestChecks()).toBe(2)
    expect(db.getGuest(id)?.notes).toBe('by hand')
  })

  it('is checked as any other value once an update hook has changed it', async () => {
    const { checks, response, before, after } = await putWithHook(
      () => true,
      (next) => void (next.firstName = ''),
      (input) => ({ ...input, notes: 'quiet room' }),
    )
    expect(checks).toBe(1)
    expect(response?.status).toBe(422)
    expect(response?.body).toContain('/firstName')
    expect(after).toEqual(before)
  })

  it('is checked as any other value once an update hook has changed a nested field of it', async () => {
    const { checks, response, before, after } = await putWithHook(
      (guest) => guest.address !== null,
      (next) => void (next.address && (next.address.city = '')),
      // The address changes, so the PUT writes its own copy of it into the record the hooks see.
      (input) => ({ ...input, address: { ...input.address!, line1: '2 Other Road' } }),
    )
    expect(checks).toBe(1)
    expect(response?.status).toBe(422)
    expect(response?.body).toContain('/address/city')
    expect(after).toEqual(before)
  })

  it('is checked as any other value when its timestamps are past the four-digit years, and refused', async () => {
    const { Guest: guestChecks, modules } = await countingValidators('Guest')
    const db = await modules.createDatabase({ seed: 7, businessDate: '2026-11-22' })
    const guest = db.snapshot().guests[0]!
    const { id, createdAt: _c, updatedAt: _u, ...input } = guest
    await db.guests.update(db.getGuest(id)! as never, { data: (draft) => void (draft.updatedAt = '9999-12-31T23:59:59.999Z') })
    const last = db.getGuest(id)
    // The clock's next timestamp is +010000-01-01T00:00:00.000Z, which is no RFC 3339 date-time
    // (the hotel's rules refuse this one first: it sorts before createdAt).
    await expect(db.replaceGuest(id, { ...input, notes: 'quiet room' })).rejects.toThrow(/updatedAt/)
    expect(db.getGuest(id)).toBe(last)
    const checks = guestChecks()
    const count = db.snapshot().guests.length
    await expect(db.createGuest({ firstName: 'Ada', lastName: 'Lovelace' })).rejects.toThrow(/createdAt/)
    expect(guestChecks()).toBe(checks + 1)
    expect(db.snapshot().guests).toHaveLength(count)
  })

  it('vouches for one check, and for values with exactly its data', () => {
    const built = new BuiltRecord()
    const record = { id: 'a', nested: { b: 1, c: [1, 2] } }
    expect(built.holds(structuredClone(record))).toBe(false)
    const holds = (value: unknown) => {
      built.vouch(record)
      return built.holds(value)
    }
    expect(holds(structuredClone(record))).toBe(true)
    expect(holds({ ...record, nested: { b: 1, c: [1, 3] } })).toBe(false)
    expect(holds({ ...record, nested: { b: 1, c: [1, 2, 3] } })).toBe(false)
    expect(holds({ nested: record.nested, id: 'a' })).toBe(false)
    expect(holds({ ...record, extra: null })).toBe(false)
    expect(holds({ id: 'a', nested: [1] })).toBe(false)
    // Used up by the check it was for, whatever that check found.
    built.vouch(record)
    expect(built.holds({ id: 'b' })).toBe(false)
    expect(built.holds(structuredClone(record))).toBe(false)
  })
})
