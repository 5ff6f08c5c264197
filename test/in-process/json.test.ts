import fc from 'fast-check'
import { createDatabase, type Guest } from 'guest-reservation-mock'
import { describe, expect, it } from 'vitest'
import { JsonWriter, RECENT_PAGES, RECENT_TEXTS } from '../../handlers/json.js'

// Response bodies are assembled from cached record texts; they must be JSON.stringify's output.
const db = await createDatabase({ seed: 2, businessDate: '2026-11-22' })
const records = db.guests.all() as Guest[]
const reservations = db.reservations.all()
const json = new JsonWriter((value) => db.holds(value))
const toJson = (value: unknown) => json.stringify(value)

describe('toJson', () => {
  it('writes exactly what JSON.stringify writes, records or not', () => {
    const record = fc.constantFrom(...records.slice(0, 50), ...reservations.slice(0, 50))
    const value = fc.letrec((tie) => ({
      any: fc.oneof({ depthSize: 'small' }, fc.jsonValue(), record, tie('array'), tie('object'), fc.constant(undefined), fc.date({ noInvalidDate: true })),
      array: fc.array(tie('any'), { maxLength: 5 }),
      object: fc.dictionary(fc.string(), tie('any'), { maxKeys: 5 }),
    })).any
    fc.assert(
      fc.property(value, (input) => {
        expect(toJson(input)).toBe(JSON.stringify(input) ?? 'null')
      }),
      { numRuns: 500 },
    )
  })

  it('serves a page of records as JSON.stringify would, again after a write replaced one', async () => {
    const page = db.listGuests({ page: 1, pageSize: 20 })
    expect(toJson(page)).toBe(JSON.stringify(page))
    expect(toJson(page)).toBe(JSON.stringify(page))
    const first = page.data[0]!
    await db.replaceGuest(first.id, { firstName: 'Zoë', lastName: first.lastName, notes: 'line\nbreak "quoted" \u2028' })
    const after = db.listGuests({ page: 1, pageSize: 20 })
    expect(toJson(after)).toBe(JSON.stringify(after))
    expect(toJson(after)).toContain('"firstName":"Zoë"')
    await db.reset()
  })

  it('keeps the texts of the records served lately only, and serves older ones right again', async () => {
    const large = await createDatabase({ seed: 4, guests: 8_000, businessDate: '2026-11-22' })
    const largeJson = new JsonWriter((value) => large.holds(value))
    const toJson = (value: unknown) => largeJson.stringify(value)
    const all = [...large.guests.all(), ...large.reservations.all()]
    expect(all.length).toBeGreaterThan(2 * RECENT_TEXTS)
    for (const record of all) toJson(record)
    expect(largeJson.recordTexts).toBeLessThanOrEqual(2 * RECENT_TEXTS)
    expect(largeJson.recordTexts).toBeGreaterThanOrEqual(RECENT_TEXTS)
    // The first records' texts were dropped: they are made again, the same.
    const first = large.listGuests({ page: 1, pageSize: 100 })
    expect(toJson(first)).toBe(JSON.stringify(first))
    expect(toJson(all.slice(0, 50))).toBe(JSON.stringify(all.slice(0, 50)))
  })

  it('serves a page again from its text only while it holds the very same records', async () => {
    const page = db.listGuests({ page: 1, pageSize: 10 })
    expect(toJson(page.data)).toBe(JSON.stringify(page.data))
    // The same first record with another one further down: the kept text does not apply.
    const middle = page.data[5]!
    await db.replaceGuest(middle.id, { firstName: middle.firstName, lastName: middle.lastName, notes: 'changed in the middle' })
    const after = db.listGuests({ page: 1, pageSize: 10 })
    expect(after.data[0]).toBe(page.data[0])
    expect(toJson(after.data)).toBe(JSON.stringify(after.data))
    expect(toJson(after.data)).toContain('changed in the middle')
    // A shorter page starting with the same record.
    expect(toJson(after.data.slice(0, 3))).toBe(JSON.stringify(after.data.slice(0, 3)))
    // Anything but records is written afresh every time, even behind a record.
    const loose = { note: 'before' }
    const mixed = [after.data[0], loose]
    expect(toJson(mixed)).toBe(JSON.stringify(mixed))
    loose.note = 'after'
    expect(toJson(mixed)).toContain('"note":"after"')
    await db.reset()
  })

  it('keeps the texts of the pages served lately only', () => {
    for (let start = 0; start + 2 <= 3 * RECENT_PAGES; start++) toJson(reservations.slice(start, start + 2))
    expect(json.pageTexts).toBeLessThanOrEqual(2 * RECENT_PAGES)
    expect(json.pageTexts).toBeGreaterThanOrEqual(RECENT_PAGES)
    expect(toJson(reservations.slice(0, 2))).toBe(JSON.stringify(reservations.slice(0, 2)))
  })
})

describe('JsonWriter and the store', () => {
  it('never serves the text of a record the store no longer holds, whoever wrote the change', async () => {
    const guest = db.listGuests({ page: 1, pageSize: 1 }).data[0]!
    expect(toJson(db.getGuest(guest.id))).toBe(JSON.stringify(guest))
    // A write straight through the collection: the served record is a new object, written afresh.
    await db.guests.update((q) => q.where({ id: guest.id }), { data: (draft) => void (draft.notes = 'through the collection') })
    expect(toJson(db.getGuest(guest.id))).toContain('through the collection')
    expect(json.isRecord(guest)).toBe(false)
    await db.reset()
  })
})
