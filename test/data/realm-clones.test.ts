import { runInNewContext } from 'node:vm'
import { createDatabase, createHandlers } from 'guest-reservation-mock'
import { create } from 'mutative'
import { getResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { intoThisRealm, withClonesOfThisRealm } from '../../src/db/realm-clones.js'

/**
 * Under jest's Node environment the tests run in a `vm` context whose `structuredClone` is the
 * host's, so its copies are objects of another realm (src/db/realm-clones.ts). Here a clone made
 * in a new `vm` context plays that part.
 */
const foreignClone = runInNewContext('(value) => value === undefined ? undefined : JSON.parse(JSON.stringify(value))') as typeof structuredClone
const ADA = 'a0000000-0000-4000-8000-000000000001'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('updates where structuredClone gives objects of another realm, as under jest', () => {
  test('the library could not update with such a clone: mutative refuses its copy', () => {
    expect(Object.getPrototypeOf(foreignClone({})) === Object.prototype).toBe(false)
    expect(() => create(foreignClone({ a: 1 }), (draft) => void (draft.a = 2))).toThrow(/Invalid base state/)
  })

  test('a PUT, a night audit and an updateMany all succeed, and structuredClone is the same function after', async () => {
    vi.stubGlobal('structuredClone', foreignClone)
    const db = await createDatabase({ seed: 2, guests: 40, businessDate: '2026-11-22' })
    const [handler] = createHandlers(db)
    const put = await getResponse([handler!], new Request(`http://hotel.test/api/guests/${ADA}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'King' }),
    }))
    expect(put?.status).toBe(200)
    expect(db.getGuest(ADA)).toMatchObject({ firstName: 'Ada', lastName: 'King' })
    expect((await db.setBusinessDate('2026-11-25')).businessDate).toBe('2026-11-25')
    const vips = await db.guests.updateMany((q) => q.where({ vip: true }), { data: (guest) => void (guest.notes = 'VIP') })
    expect(vips.length).toBeGreaterThan(0)
    expect(vips.every((guest) => db.getGuest(guest.id)?.notes === 'VIP')).toBe(true)
    expect(globalThis.structuredClone).toBe(foreignClone)
  })

  test('the wrapper is in place only while updates run, even when they overlap or fail', async () => {
    vi.stubGlobal('structuredClone', foreignClone)
    let release!: () => void
    const first = withClonesOfThisRealm(() => new Promise<void>((resolve) => (release = resolve)))
    const inside = globalThis.structuredClone
    expect(inside).not.toBe(foreignClone)
    expect(Object.getPrototypeOf(inside({ a: [{ b: 1 }] })) === Object.prototype).toBe(true)
    await expect(withClonesOfThisRealm(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(globalThis.structuredClone).toBe(inside)
    release()
    await first
    expect(globalThis.structuredClone).toBe(foreignClone)
  })

  test('where clones are of this realm already, nothing is put in place', async () => {
    const own = globalThis.structuredClone
    let seen: unknown
    await withClonesOfThisRealm(async () => (seen = globalThis.structuredClone))
    expect(seen).toBe(own)
  })
})

describe('intoThisRealm', () => {
  test('rebuilds plain objects and arrays of another realm in this one, equal in value, and keeps anything else', () => {
    const when = new Date(0)
    const foreign = foreignClone({ id: 'x', address: { lines: ['1 Main St', null] }, tags: [], n: 1.5 })
    const local = intoThisRealm(foreign) as { address: { lines: unknown[] }; tags: unknown[] }
    expect(local).toStrictEqual({ id: 'x', address: { lines: ['1 Main St', null] }, tags: [], n: 1.5 })
    expect(Object.getPrototypeOf(local)).toBe(Object.prototype)
    expect(Object.getPrototypeOf(local.address)).toBe(Object.prototype)
    expect(Array.isArray(local.address.lines) && Object.getPrototypeOf(local.address.lines)).toBe(Array.prototype)
    // A key named __proto__ stays an own property of the copy; the prototype is untouched.
    const tricky = intoThisRealm(foreignClone(JSON.parse('{"__proto__":{"polluted":true},"a":1}'))) as Record<string, unknown>
    expect(Object.getPrototypeOf(tricky)).toBe(Object.prototype)
    expect(Object.keys(tricky)).toEqual(['__proto__', 'a'])
    expect((tricky as { polluted?: boolean }).polluted).toBeUndefined()
    const ours = { a: 1 }
    expect(intoThisRealm(ours)).toBe(ours)
    expect(intoThisRealm(when)).toBe(when)
  })
})
