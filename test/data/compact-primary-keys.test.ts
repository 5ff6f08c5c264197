import { afterEach, describe, expect, test, vi } from 'vitest'
import { buildScenario } from '../../fixtures/scenarios.js'
import { keyClaimingResult, withCompactPrimaryKeys, withOwnIdsAsPrimaryKeys } from '../../src/db/compact-primary-keys.js'
import type { IndexedCollection } from '../../src/db/indexed-collection.js'
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
      // A load of copies through the store draws from it directly as well, one key a record.
      const data = buildScenario('default', { seed: 5, guests: 40, businessDate: BUSINESS_DATE })
      const before = drawn
      await new HotelStore(() => BUSINESS_DATE).replaceAll(data, { handOver: false })
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

const hotel = () => buildScenario('default', { seed: 5, guests: 40, businessDate: BUSINESS_DATE })

/** A store loaded with a small hotel, copied or handed over, and the keys the load drew from the platform. */
async function loadCounting(handOver: boolean) {
  const data = hotel()
  const store = new HotelStore(() => BUSINESS_DATE)
  const { spy, counts } = spyOnRandomUUID()
  await store.replaceAll(data, { handOver })
  expect(globalThis.crypto.randomUUID).toBe(spy)
  return { data, store, counts }
}

describe("the store's collections draw the library's primary keys compactly", () => {
  test('a load of copies draws one key a record, each through the wrapper', async () => {
    const { data, counts } = await loadCounting(false)
    expect(counts).toEqual({ wrapped: data.guests.length + data.reservations.length, direct: 0 })
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

describe('a load handed over keys each record by its own id (decision 0017)', () => {
  test('draws no key from the platform, and every record is then found, replaced and deleted by the library as itself', async () => {
    const { store, counts } = await loadCounting(true)
    expect(counts).toEqual({ wrapped: 0, direct: 0 })
    // The library finds a record to update by its key: with two records under one key it would
    // replace the wrong one. Each record, updated through the collection, is the one that changes.
    const stamp = '2026-11-22T10:00:00.000Z'
    const updateEach = async <T extends { id: string; updatedAt: string }>(collection: IndexedCollection<T>, picks: readonly T[]) => {
      for (const target of picks) {
        const others = collection.all().filter((record) => record.id !== target.id)
        const updated = await collection.update(target as never, { data: (draft) => void (draft.updatedAt = stamp) })
        expect(updated?.id).toBe(target.id)
        expect(collection.all().filter((record) => record.id !== target.id)).toEqual(others)
        expect(collection.all().find((record) => record.id === target.id)?.updatedAt).toBe(stamp)
      }
    }
    const reservations = store.reservations.all()
    await updateEach(store.reservations, [reservations[0]!, reservations[reservations.length - 1]!])
    await updateEach(store.guests, store.guests.all().slice(0, 3))
    // And deleted as itself (the library finds it by its key, with no record moved to the front).
    const doomed = store.reservations.all()[7]!
    const kept = store.reservations.all().filter((record) => record !== doomed)
    await store.reservations.delete(doomed as never)
    expect(store.reservations.all()).toEqual(kept)
  })

  test("a key someone else draws meanwhile is the platform's, never a record's id", async () => {
    const data = hotel()
    const ids = new Set([...data.guests, ...data.reservations].map((record) => record.id))
    const { counts } = spyOnRandomUUID()
    const drawnByOthers: string[] = []
    let loading = true
    // Another caller drawing UUIDs on every turn of the microtask queue while the load runs,
    // between the library's own steps.
    const other = (async () => {
      while (loading) {
        drawnByOthers.push(crypto.randomUUID())
        await undefined
      }
    })()
    await new HotelStore(() => BUSINESS_DATE).replaceAll(data, { handOver: true })
    loading = false
    await other
    // Some of them drew while the load had the wrapper in place.
    expect(counts.wrapped).toBeGreaterThan(0)
    expect(drawnByOthers.filter((key) => ids.has(key))).toEqual([])
    expect(drawnByOthers.every((key) => UUID.test(key))).toBe(true)
    expect(counts.wrapped + counts.direct).toBe(drawnByOthers.length)
  })

  test("a claim is drawn only by the draw right after it: another caller's draw between two records gets the platform's", async () => {
    // The library's order (pinned in msw-data-behaviour.test.ts): every record checked first, then
    // for each one, in a continuation of its own, the result read and the key drawn. Here another
    // caller's continuation comes between each two records'.
    const { counts } = spyOnRandomUUID()
    const records = ['r1', 'r2', 'r3'].map((id) => ({ id }))
    const keys: Record<string, string> = {}
    const others: string[] = []
    await withOwnIdsAsPrimaryKeys(async () => {
      const results = records.map((record) => keyClaimingResult(record))
      const created: Promise<void>[] = []
      for (const result of results) {
        created.push(
          Promise.resolve().then(() => {
            const record = result.value
            keys[record.id] = crypto.randomUUID()
          }),
        )
        queueMicrotask(() => others.push(crypto.randomUUID()))
      }
      await Promise.all(created)
    })
    expect(keys).toEqual({ r1: 'r1', r2: 'r2', r3: 'r3' })
    expect(others).toHaveLength(3)
    expect(others.every((key) => UUID.test(key))).toBe(true)
    expect(counts.wrapped).toBe(3)
  })

  test('once the library reads a result without drawing a key after it, ids are no longer offered', async () => {
    // Fresh module state: the switch that turns the claims off is for the life of the process.
    vi.resetModules()
    const keys = await import('../../src/db/compact-primary-keys.js')
    const { spy } = spyOnRandomUUID()
    const platform = () => spy.mock.results.length
    const record = (id: string) => ({ id })
    const drawn = await keys.withOwnIdsAsPrimaryKeys(async () => {
      void keys.keyClaimingResult(record('a')).value
      const first = crypto.randomUUID()
      // Read, and no draw follows: a version of the library that draws keys otherwise.
      void keys.keyClaimingResult(record('b')).value
      void keys.keyClaimingResult(record('c')).value
      return [first, crypto.randomUUID()]
    })
    expect(drawn[0]).toBe('a')
    expect(drawn[1]).toMatch(UUID)
    expect(platform()).toBe(1)
    const later = await keys.withOwnIdsAsPrimaryKeys(async () => {
      void keys.keyClaimingResult(record('d')).value
      return crypto.randomUUID()
    })
    expect(later).not.toBe('d')
    expect(platform()).toBe(2)
  })

  test('a result read outside a load claims nothing', async () => {
    vi.resetModules()
    const keys = await import('../../src/db/compact-primary-keys.js')
    const { counts } = spyOnRandomUUID()
    expect(keys.keyClaimingResult({ id: 'x' }).value).toEqual({ id: 'x' })
    const drawn = await keys.withOwnIdsAsPrimaryKeys(async () => crypto.randomUUID())
    expect(drawn).not.toBe('x')
    expect(counts.wrapped).toBe(1)
  })
})
