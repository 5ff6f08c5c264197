import { Collection } from '@msw/data'
import { createDatabase, type Guest, type GuestInput } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { replaceTrusted, storeTrusted } from '../../src/db/collection-store.js'
import { checkRecord, specRecordSchema } from '../../src/db/record-schema.js'

// Seeded records are stored in the @msw/data collections without `create`, and PUT replaces a
// record without `update`. The library's own API must still see exactly what the database holds.
const B = '2026-11-22'
const input: GuestInput = { firstName: 'Nora', lastName: 'Quist', email: 'nora.quist@example.com', phone: '+4790000001' }

describe('records stored in bulk are records of the @msw/data collection', () => {
  it("answers the library's own queries over seeded data", async () => {
    const db = await createDatabase({ seed: 3, businessDate: B })
    const sample = db.guests.all()[123] as Guest
    expect(db.guests.count()).toBe(db.guestCount)
    expect(db.guests.findFirst((q) => q.where({ id: sample.id }))).toBe(sample)
    expect(db.guests.findMany((q) => q.where({ lastName: sample.lastName })).map((guest) => guest.id)).toContain(sample.id)
    expect(db.reservations.count()).toBe(db.reservationCount)
  })

  it('lets the library update and delete a record stored in bulk', async () => {
    const db = await createDatabase({ scenario: 'small', businessDate: B })
    const first = db.guests.all()[0] as Guest
    const updated = await db.guests.update(first as never, { data: (draft: Guest) => void (draft.notes = 'via the library') })
    expect(updated).toMatchObject({ id: first.id, notes: 'via the library' })
    expect(db.guests.findFirst((q) => q.where({ id: first.id }))).toBe(updated)
    db.guests.delete(updated as never)
    expect(db.guests.findFirst((q) => q.where({ id: first.id }))).toBeUndefined()
  })

  it('replaces a guest on PUT: one record per id, the new version found by the library', async () => {
    const db = await createDatabase({ seed: 5, businessDate: B })
    const before = db.guests.all()[40] as Guest
    const count = db.guests.count()
    const after = await db.replaceGuest(before.id, input)
    expect(db.guests.count()).toBe(count)
    expect(db.guests.findMany((q) => q.where({ id: before.id }))).toEqual([after])
    expect(after).toMatchObject({ id: before.id, firstName: 'Nora', createdAt: before.createdAt })
    // The version a caller held before the write is left as it was.
    expect(before.firstName).not.toBe('Nora')
    // The library can still update the replaced record.
    const again = await db.guests.update(after as never, { data: (draft: Guest) => void (draft.vip = true) })
    expect(again).toMatchObject({ id: before.id, vip: true })
  })

  it('adds a created guest that the library finds, updates and deletes like its own', async () => {
    const db = await createDatabase({ scenario: 'small', businessDate: B })
    const count = db.guests.count()
    const created = await db.createGuest({ ...input, email: 'created@example.com' })
    expect(db.guests.count()).toBe(count + 1)
    expect(db.guests.findFirst((q) => q.where({ email: 'created@example.com' }))).toBe(created)
    const updated = await db.guests.update(created as never, { data: (draft: Guest) => void (draft.vip = true) })
    expect(updated).toMatchObject({ id: created.id, vip: true })
    db.guests.delete(updated as never)
    expect(db.guests.count()).toBe(count)
  })

  it('undoes replaces and creates on reset, as seen by the library', async () => {
    const db = await createDatabase({ seed: 5, businessDate: B })
    const before = db.guests.all()[7] as Guest
    const snapshot = JSON.stringify(db.snapshot())
    await db.replaceGuest(before.id, input)
    await db.replaceGuest(before.id, { ...input, firstName: 'Nina' })
    const created = await db.createGuest({ ...input, email: 'second@example.com' })
    await db.replaceGuest(created.id, { ...input, email: 'third@example.com' })
    await db.reset()
    expect(db.guests.findFirst((q) => q.where({ id: before.id }))).toBe(before)
    expect(db.getGuest(created.id)).toBeUndefined()
    expect(db.searchGuests({ email: 'third@example.com' }, { page: 1, pageSize: 5 }).totalCount).toBe(0)
    expect(JSON.stringify(db.snapshot())).toBe(snapshot)
  })

  it('removes created guests on reset in one pass, leaving the records after them in order', async () => {
    const db = await createDatabase({ seed: 5, businessDate: B })
    const seeded = db.guests.count()
    const created = [] as Guest[]
    for (let i = 0; i < 5; i++) created.push(await db.createGuest({ ...input, email: `many.${i}@example.com` }))
    // The library moves a seeded guest behind the created ones (delete, then create a copy).
    const moved = db.guests.all()[3] as Guest
    db.guests.delete(moved as never)
    const copy = (await db.guests.create({ ...moved } as never)) as Guest
    const expected = (db.guests.all() as Guest[]).filter((guest) => !created.includes(guest)).map((guest) => guest.id)
    await db.reset()
    expect(db.guests.count()).toBe(seeded)
    expect((db.guests.all() as Guest[]).map((guest) => guest.id)).toEqual(expected)
    expect(db.guests.findFirst((q) => q.where({ id: moved.id }))).toBe(copy)
    // The moved record is replaced where it now sits, not added a second time.
    const next = await db.guests.update(copy as never, { data: (draft: Guest) => void (draft.vip = !copy.vip) })
    expect(db.guests.count()).toBe(seeded)
    expect(db.guests.all().at(-1)).toBe(next)
  })

  it("fires the library's delete hooks for created guests when someone listens to them", async () => {
    const db = await createDatabase({ scenario: 'small', businessDate: B })
    const created = await db.createGuest({ ...input, email: 'hooked@example.com' })
    const deleted: string[] = []
    db.guests.hooks.on('delete', (event) => void deleted.push((event.data.deletedRecord as Guest).id))
    await db.reset()
    expect(deleted).toEqual([created.id])
    expect(db.getGuest(created.id)).toBeUndefined()
  })

  it('resets to the data at start after writes followed by a night audit', async () => {
    const db = await createDatabase({ seed: 5, businessDate: B })
    const snapshot = JSON.stringify(db.snapshot())
    const target = db.guests.all()[9] as Guest
    await db.createGuest({ ...input, email: 'audit@example.com' })
    await db.replaceGuest(target.id, input)
    await db.setBusinessDate('2026-12-01')
    await db.reset()
    expect(db.searchGuests({ email: 'audit@example.com' }, { page: 1, pageSize: 5 }).totalCount).toBe(0)
    expect(db.getGuest(target.id)).toBe(target)
    expect(JSON.stringify(db.snapshot())).toBe(snapshot)
  })

  it('stores through the public API when the collection already holds records', async () => {
    const guests = new Collection({ schema: specRecordSchema<Guest>('Guest') })
    const db = await createDatabase({ scenario: 'small', businessDate: B })
    const [first, second] = db.guests.all() as Guest[]
    await guests.create(first!)
    const stored = await storeTrusted(guests, [second!])
    expect(guests.count()).toBe(2)
    // Through `create`: a copy, not the object given.
    expect(stored[0]).not.toBe(second)
    expect(stored[0]).toEqual(second)
  })

  it('falls back to the library when the record to replace is not in the collection', async () => {
    const guests = new Collection({ schema: specRecordSchema<Guest>('Guest') })
    const db = await createDatabase({ scenario: 'small', businessDate: B })
    const [first] = db.guests.all() as Guest[]
    const [stored] = await storeTrusted(guests, [{ ...first! }])
    const next = { ...stored!, notes: 'replaced' }
    expect(await replaceTrusted(guests, stored!, next)).toBe(next)
    expect(guests.findFirst((q) => q.where({ id: first!.id }))).toBe(next)
    // An equal copy is not the stored object: found by id through the library.
    const copy = { ...next }
    expect(await replaceTrusted(guests, copy, { ...copy, notes: 'by id' })).toMatchObject({ id: first!.id, notes: 'by id' })
    expect(guests.findMany((q) => q.where({ id: first!.id }))).toEqual([expect.objectContaining({ notes: 'by id' })])
    const stranger = { ...first!, id: 'f0000000-0000-4000-8000-000000000009' }
    await expect(replaceTrusted(guests, stranger, { ...stranger, notes: 'x' })).rejects.toThrow(/no record found/)
    expect(guests.count()).toBe(1)
  })

  it('keeps phone lookups right as guests come to share a number and stop sharing it', async () => {
    const db = await createDatabase({ seed: 5, businessDate: B })
    const page = { page: 1, pageSize: 50 }
    const holder = (db.guests.all() as Guest[]).find((guest) => guest.phone)!
    const byPhone = () => db.searchGuests({ phone: holder.phone! }, page).data.map((guest) => guest.id).sort()
    const before = byPhone()
    expect(before).toContain(holder.id)
    const sharer = await db.createGuest({ ...input, phone: holder.phone })
    expect(byPhone()).toEqual([...before, sharer.id].sort())
    await db.replaceGuest(holder.id, { ...input, email: 'moved@example.com', phone: '+4790000002' })
    expect(byPhone()).toEqual([...before.filter((id) => id !== holder.id), sharer.id].sort())
    await db.reset()
    expect(byPhone()).toEqual(before)
  })

  it('refuses to store a replacement that breaks the Guest schema', async () => {
    const db = await createDatabase({ scenario: 'small', businessDate: B })
    const guest = db.guests.all()[0] as Guest
    expect(() => checkRecord('Guest', { ...guest, email: 'not an email' })).toThrow(/Guest record does not match the spec: \/email/)
    expect(() => checkRecord('Guest', guest)).not.toThrow()
    // Input from code (not through the API's request validation) is checked before it is stored.
    const count = db.guestCount
    await expect(db.createGuest({ ...input, email: 'not an email' })).rejects.toThrow(/does not match the spec: \/email/)
    await expect(db.replaceGuest(guest.id, { ...input, email: 'not an email' })).rejects.toThrow(/does not match the spec: \/email/)
    expect(db.guestCount).toBe(count)
    expect(db.getGuest(guest.id)).toBe(guest)
  })
})
