import { afterEach, describe, expect, test, vi } from 'vitest'
import { buildScenario } from '../../fixtures/scenarios.js'
import { withCompactPrimaryKeys } from '../../src/db/compact-primary-keys.js'
import { HotelStore } from '../../src/db/store.js'
import { newGuest } from '../support/records.js'

/**
 * The library's primary keys are drawn through a `crypto.randomUUID` that gives the same values
 * in a compact form, while and only while the store's collections create records
 * (src/db/compact-primary-keys.ts, docs/decisions/0012-compact-primary-keys.md).
 */
const BUSINESS_DATE = '2026-11-22'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/**
 * A spy in place of `crypto.randomUUID` that counts the calls made through the compacting
 * wrapper (while it runs, `crypto.randomUUID` is something else: the wrapper that called it) and
 * those made to it directly.
 */
function spyOnRandomUUID() {
  const counts = { wrapped: 0, direct: 0 }
  const spy = vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => {
    if (globalThis.crypto.randomUUID === spy) counts.direct++
    else counts.wrapped++
    return `${(counts.wrapped + counts.direct).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`
  })
  return { spy, counts }
}

describe('withCompactPrimaryKeys', () => {
  test('inside, crypto.randomUUID gives what the function it replaced gives, as strings of the same characters', async () => {
    const real = await withCompactPrimaryKeys(async () => [crypto.randomUUID(), crypto.randomUUID()])
    expect(real[0]).toMatch(UUID)
    expect(real[1]).toMatch(UUID)
    expect(real[0]).not.toBe(real[1])

    const { spy, counts } = spyOnRandomUUID()
    const drawn = await withCompactPrimaryKeys(async () => [crypto.randomUUID(), crypto.randomUUID()])
    expect(drawn).toEqual(['00000001-0000-4000-8000-000000000000', '00000002-0000-4000-8000-000000000000'])
    expect(spy).toHaveBeenCalledTimes(2)
    // Both came through the compacting wrapper, not straight from the function it wraps.
    expect(counts).toEqual({ wrapped: 2, direct: 0 })
  })

  test("a native randomUUID (a browser's) is left in place: its keys are flat strings already", async () => {
    let drawn = 0
    // A bound function's source reads `function () { [native code] }`, as a browser's randomUUID does.
    const native = function (this: unknown) {
      drawn++
      return `${drawn.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`
    }.bind(globalThis.crypto) as typeof globalThis.crypto.randomUUID
    expect(Function.prototype.toString.call(native)).toContain('[native code]')
    vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(native)
    const spied = globalThis.crypto.randomUUID
    // The spy itself is JavaScript, so it is compacted; the native function in its place is not.
    expect(await withCompactPrimaryKeys(async () => globalThis.crypto.randomUUID)).not.toBe(spied)
    vi.restoreAllMocks()

    const descriptor = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID')
    try {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: native, configurable: true, writable: true })
      const inside = await withCompactPrimaryKeys(async () => [globalThis.crypto.randomUUID, crypto.randomUUID(), crypto.randomUUID()])
      expect(inside[0]).toBe(native)
      expect(inside.slice(1)).toEqual(['00000001-0000-4000-8000-000000000000', '00000002-0000-4000-8000-000000000000'])
      // A load through the store draws from it directly as well, one key a record.
      const data = buildScenario('default', { seed: 5, guests: 40, businessDate: BUSINESS_DATE })
      const before = drawn
      await new HotelStore(() => BUSINESS_DATE).replaceAll(data, { handOver: true })
      expect(drawn - before).toBe(data.guests.length + data.reservations.length)
      expect(globalThis.crypto.randomUUID).toBe(native)
    } finally {
      if (descriptor) Object.defineProperty(globalThis.crypto, 'randomUUID', descriptor)
      else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID
    }
  })

  test('a value that is not a string is given back as it is', async () => {
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue(7 as never)
    expect(await withCompactPrimaryKeys(async () => crypto.randomUUID())).toBe(7)
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
    const { counts } = spyOnRandomUUID()
    let finishFirst!: () => void
    const first = withCompactPrimaryKeys(() => new Promise<void>((resolve) => (finishFirst = resolve)))
    let finishSecond!: () => void
    const second = withCompactPrimaryKeys(() => new Promise<void>((resolve) => (finishSecond = resolve)))
    finishFirst()
    await first
    crypto.randomUUID()
    expect(counts).toEqual({ wrapped: 1, direct: 0 })
    finishSecond()
    await second
    crypto.randomUUID()
    expect(counts).toEqual({ wrapped: 1, direct: 1 })
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

  test('a load, handed over or copied, draws one key a record, each through the wrapper', async () => {
    for (const handOver of [true, false]) {
      const data = hotel()
      const store = new HotelStore(() => BUSINESS_DATE)
      const { spy, counts } = spyOnRandomUUID()
      await store.replaceAll(data, { handOver })
      expect(counts).toEqual({ wrapped: data.guests.length + data.reservations.length, direct: 0 })
      expect(globalThis.crypto.randomUUID).toBe(spy)
      vi.restoreAllMocks()
    }
  })

  test("a record created through the collection's create or createMany draws its key through the wrapper", async () => {
    const store = new HotelStore(() => BUSINESS_DATE)
    await store.replaceAll(hotel(), { handOver: true })
    const created = [newGuest(), newGuest(), newGuest()]
    const { spy, counts } = spyOnRandomUUID()
    await store.guests.create(created[0]!)
    expect(counts).toEqual({ wrapped: 1, direct: 0 })
    await store.guests.createMany(2, (index) => created[index + 1]!)
    expect(counts).toEqual({ wrapped: 3, direct: 0 })
    expect(globalThis.crypto.randomUUID).toBe(spy)
    expect(store.guestIndex.byId.get(created[2]!.id)).toEqual(created[2])
  })
})
