import { afterEach, describe, expect, test, vi } from 'vitest'
import { buildScenario } from '../../fixtures/scenarios.js'
import { withCompactPrimaryKeys } from '../../src/db/compact-primary-keys.js'
import { HotelStore } from '../../src/db/store.js'
import { newGuest } from '../support/records.js'

/**
 * The library's primary keys are drawn through a `crypto.randomUUID` of the package's own (random
 * version 4 UUIDs from a pool the platform's `getRandomValues` fills), in a compact form, while
 * and only while the store's collections create records (src/db/compact-primary-keys.ts,
 * docs/decisions/0012-compact-primary-keys.md).
 */
const BUSINESS_DATE = '2026-11-22'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** A spy in place of the platform's `crypto.randomUUID`, which the compacting wrapper never calls. */
function spyOnRandomUUID() {
  let calls = 0
  const spy = vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => {
    calls++
    return `${calls.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`
  })
  return { spy, calls: () => calls }
}

describe('withCompactPrimaryKeys', () => {
  test('inside, crypto.randomUUID gives distinct random version 4 UUIDs of its own, without calling the one it replaced', async () => {
    const { spy } = spyOnRandomUUID()
    const drawn = await withCompactPrimaryKeys(async () => Array.from({ length: 1000 }, () => crypto.randomUUID()))
    for (const key of drawn) expect(key).toMatch(UUID)
    expect(new Set(drawn).size).toBe(1000)
    expect(spy).not.toHaveBeenCalled()
    // Outside, the platform's (here the spy) answers again.
    expect(crypto.randomUUID()).toBe('00000001-0000-4000-8000-000000000000')
  })

  test("the ids come from the platform's secure generator, a pool of 128 ids at a time", async () => {
    const fill = vi.spyOn(globalThis.crypto, 'getRandomValues')
    await withCompactPrimaryKeys(async () => Array.from({ length: 256 }, () => crypto.randomUUID()))
    expect(fill.mock.calls.length).toBeGreaterThanOrEqual(2)
    expect(fill.mock.calls.length).toBeLessThanOrEqual(3)
  })

  test('after it, crypto.randomUUID is what it was, also when the work fails', async () => {
    const before = globalThis.crypto.randomUUID
    const ownBefore = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID')
    let inside: unknown
    await withCompactPrimaryKeys(async () => void (inside = globalThis.crypto.randomUUID))
    expect(inside).not.toBe(before)
    expect(globalThis.crypto.randomUUID).toBe(before)
    expect(Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID')).toEqual(ownBefore)

    await expect(withCompactPrimaryKeys(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(globalThis.crypto.randomUUID).toBe(before)
    expect(Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID')).toEqual(ownBefore)

    // A spy someone had put in place is put back as it was.
    const { spy } = spyOnRandomUUID()
    await withCompactPrimaryKeys(async () => crypto.randomUUID())
    expect(globalThis.crypto.randomUUID).toBe(spy)
  })

  test('overlapping calls keep it in place until the last one ends', async () => {
    const { calls } = spyOnRandomUUID()
    let finishFirst!: () => void
    const first = withCompactPrimaryKeys(() => new Promise<void>((resolve) => (finishFirst = resolve)))
    let finishSecond!: () => void
    const second = withCompactPrimaryKeys(() => new Promise<void>((resolve) => (finishSecond = resolve)))
    finishFirst()
    await first
    expect(crypto.randomUUID()).toMatch(UUID)
    expect(calls()).toBe(0)
    finishSecond()
    await second
    crypto.randomUUID()
    expect(calls()).toBe(1)
  })

  test('it comes off the crypto it was put on, even when the global crypto changed before the last call ended', async () => {
    const original = globalThis.crypto
    const ownBefore = Object.getOwnPropertyDescriptor(original, 'randomUUID')
    const other = { randomUUID: () => 'other' }
    let finishFirst!: () => void
    const first = withCompactPrimaryKeys(() => new Promise<void>((resolve) => (finishFirst = resolve)))
    vi.stubGlobal('crypto', other)
    let finishSecond!: () => void
    const second = withCompactPrimaryKeys(() => new Promise<void>((resolve) => (finishSecond = resolve)))
    finishFirst()
    await first
    finishSecond()
    await second
    vi.unstubAllGlobals()
    expect(globalThis.crypto).toBe(original)
    expect(Object.getOwnPropertyDescriptor(original, 'randomUUID')).toEqual(ownBefore)
    expect(Object.getOwnPropertyDescriptor(other, 'randomUUID')?.value()).toBe('other')
  })

  test('a function put in its place meanwhile stays there', async () => {
    const replacement = () => 'replaced'
    const descriptor = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID')
    try {
      await withCompactPrimaryKeys(async () => {
        Object.defineProperty(globalThis.crypto, 'randomUUID', { value: replacement, configurable: true, writable: true })
      })
      expect(globalThis.crypto.randomUUID).toBe(replacement)
    } finally {
      if (descriptor) Object.defineProperty(globalThis.crypto, 'randomUUID', descriptor)
      else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID
    }
  })
})

describe("the store's collections draw the library's primary keys compactly", () => {
  const hotel = () => buildScenario('default', { seed: 5, guests: 40, businessDate: BUSINESS_DATE })

  test("a load, handed over or copied, draws every key through the wrapper, none from the platform's randomUUID", async () => {
    for (const handOver of [true, false]) {
      const data = hotel()
      const store = new HotelStore(() => BUSINESS_DATE)
      const { spy } = spyOnRandomUUID()
      await store.replaceAll(data, { handOver })
      expect(store.guests.all()).toHaveLength(data.guests.length)
      expect(store.reservations.all()).toHaveLength(data.reservations.length)
      expect(spy).not.toHaveBeenCalled()
      expect(globalThis.crypto.randomUUID).toBe(spy)
      vi.restoreAllMocks()
    }
  })

  test("a record created through the collection's create or createMany draws its key through the wrapper", async () => {
    const store = new HotelStore(() => BUSINESS_DATE)
    await store.replaceAll(hotel(), { handOver: true })
    const created = [newGuest(), newGuest(), newGuest()]
    const { spy } = spyOnRandomUUID()
    await store.guests.create(created[0]!)
    await store.guests.createMany(2, (index) => created[index + 1]!)
    expect(spy).not.toHaveBeenCalled()
    expect(globalThis.crypto.randomUUID).toBe(spy)
    expect(store.guestIndex.byId.get(created[2]!.id)).toEqual(created[2])
  })
})
