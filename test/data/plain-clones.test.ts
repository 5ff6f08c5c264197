import { createDatabase } from 'guest-reservation-mock'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { plainClone, withPlainClones } from '../../src/db/plain-clones.js'

/**
 * While the library's `update` runs its synchronous part for one of the store's collections,
 * `structuredClone` copies plain data itself and gives everything else to the platform's clone,
 * with the same result either way (src/db/plain-clones.ts, docs/decisions/0016-plain-clones-while-the-library-updates.md).
 */
afterEach(() => {
  vi.restoreAllMocks()
})

const guest = {
  id: 'a0000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: null,
  address: { line1: '12 St James Sq', line2: null, city: 'London', postalCode: 'SW1Y 4JH', region: null, countryCode: 'GB' },
  loyalty: { program: 'Stayful Rewards', number: 'GLD00000001', tier: 'gold' },
  vip: true,
  preferences: ['quiet-room', 'high-floor'],
  score: -0,
  missing: undefined,
  big: 12n,
}

describe('the plain copy', () => {
  test.each([
    ['a guest record', guest],
    ['nested arrays and empty containers', { a: [[1, [2, []]], {}], b: [] }],
    ['primitives on their own', 'text'],
    ['null', null],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { a: 1 })],
    ['a key named __proto__, from JSON', JSON.parse('{"__proto__":{"polluted":true},"a":1}') as unknown],
    ['numbers JSON cannot hold', { nan: Number.NaN, inf: Number.POSITIVE_INFINITY, negativeZero: -0 }],
  ])('%s: equal to what structuredClone gives, new objects of this realm', (_, value) => {
    const copy = plainClone(value)
    expect(copy).toStrictEqual(structuredClone(value))
    if (typeof value === 'object' && value !== null) {
      expect(copy).not.toBe(value)
      expect(Object.getPrototypeOf(copy)).toBe(Array.isArray(value) ? Array.prototype : Object.prototype)
    }
  })

  test('a key named __proto__ stays an own property; no prototype is touched', () => {
    const copy = plainClone(JSON.parse('{"__proto__":{"polluted":true},"a":1}')) as Record<string, unknown>
    expect(Object.keys(copy)).toEqual(['__proto__', 'a'])
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
  })

  test('the platform copies what is not plain data, with its own result', () => {
    const shared = { n: 1 }
    const withShared = plainClone({ a: shared, b: shared }) as { a: object; b: object }
    expect(withShared.a).toBe(withShared.b)
    expect(withShared.a).not.toBe(shared)

    const cyclic: { self?: unknown } = {}
    cyclic.self = cyclic
    const cycle = plainClone(cyclic) as { self: unknown }
    expect(cycle.self).toBe(cycle)

    const holes = plainClone([1, , 3]) as unknown[]
    expect(1 in holes).toBe(false)
    expect(holes).toHaveLength(3)

    const tagged = Object.assign([1, 2], { tag: 'x' })
    expect((plainClone(tagged) as { tag?: string }).tag).toBe('x')

    const when = new Date(0)
    const dated = plainClone({ when }) as { when: Date }
    expect(dated.when).toBeInstanceOf(Date)
    expect(dated.when.getTime()).toBe(0)
    expect(plainClone(new Map([[1, 2]]))).toEqual(new Map([[1, 2]]))

    class Point {
      constructor(readonly x: number) {}
    }
    const point = plainClone(new Point(3))
    expect(point).toEqual({ x: 3 })
    expect(Object.getPrototypeOf(point)).toBe(Object.prototype)
  })

  test('what the platform cannot clone throws as it does', () => {
    expect(() => plainClone({ run: () => 1 })).toThrow(expect.objectContaining({ name: 'DataCloneError' }))
    expect(() => plainClone(Symbol('s'))).toThrow(expect.objectContaining({ name: 'DataCloneError' }))
  })
})

describe('withPlainClones', () => {
  test('puts the plain copy in place exactly while its synchronous work runs, also when it throws', async () => {
    const own = globalThis.structuredClone
    let inside: unknown
    let later: unknown
    const result = withPlainClones(() => {
      inside = globalThis.structuredClone
      return Promise.resolve().then(() => (later = globalThis.structuredClone))
    })
    expect(inside).not.toBe(own)
    expect(globalThis.structuredClone).toBe(own)
    await result
    expect(later).toBe(own)
    expect(() =>
      withPlainClones(() => {
        throw new Error('refused')
      }),
    ).toThrow('refused')
    expect(globalThis.structuredClone).toBe(own)
  })

  test("the copy takes the place of the platform's clone with the same attributes, and leaves it as it was", () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, 'structuredClone')
    expect(before?.enumerable).toBe(true)
    const inside = withPlainClones(() => Object.getOwnPropertyDescriptor(globalThis, 'structuredClone'))
    expect(inside?.value).not.toBe(before?.value)
    expect({ ...inside, value: undefined }).toEqual({ ...before, value: undefined })
    expect(Object.getOwnPropertyDescriptor(globalThis, 'structuredClone')).toEqual(before)
  })

  test('inside, a clone with options (a transfer list) is the platform\'s', () => {
    const platform = vi.spyOn(globalThis, 'structuredClone')
    withPlainClones(() => {
      structuredClone({ a: 1 })
      structuredClone({ a: 1 }, { transfer: [] })
    })
    expect(platform).toHaveBeenCalledTimes(1)
    expect(platform.mock.calls[0]![1]).toEqual({ transfer: [] })
  })

  test("a caller's data function gets the platform's clone: a draft (a Proxy) cannot be cloned, as without the wrapper", async () => {
    const db = await createDatabase({ seed: 3, guests: 30, businessDate: '2026-11-22' })
    const [target] = db.guests.all()
    const platform = vi.spyOn(globalThis, 'structuredClone')
    let copied: unknown
    let preferences: unknown
    await expect(db.guests.update(target!, { data: (draft) => void structuredClone(draft) })).rejects.toThrow(expect.objectContaining({ name: 'DataCloneError' }))
    expect(db.getGuest(target!.id)).toBe(target)
    await db.guests.update(target!, {
      data: (draft) => {
        preferences = [...draft.preferences]
        copied = structuredClone(preferences)
        draft.notes = 'seen'
      },
    })
    expect(copied).toEqual(target!.preferences)
    expect(platform.mock.calls.some(([value]) => value === preferences)).toBe(true)
    expect(db.getGuest(target!.id)?.notes).toBe('seen')
  })

  test("a guest replaced through the API and through the collection copies it without the platform's clone, and stores the right version", async () => {
    const db = await createDatabase({ seed: 3, guests: 30, businessDate: '2026-11-22' })
    const [target, other] = db.guests.all()
    const platform = vi.spyOn(globalThis, 'structuredClone')
    const replaced = await db.replaceGuest(target!.id, { firstName: 'Grace', lastName: 'Hopper', preferences: ['quiet-room'] })
    const updated = await db.guests.update(other!, { data: (draft) => void (draft.notes = 'VIP') })
    // (One-time checks clone other values: the realm check an empty object, the probe of decision 0015 its own records.)
    const ids = new Set([target!.id, other!.id])
    const records = platform.mock.calls.filter(([value]) => ids.has((value as { id?: string } | null)?.id ?? ''))
    expect(records).toEqual([])
    expect(db.getGuest(target!.id)).toBe(replaced)
    expect(replaced).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', preferences: ['quiet-room'], address: null })
    expect(db.getGuest(other!.id)).toBe(updated)
    expect(updated).toEqual({ ...other, notes: 'VIP' })
    // The versions before are as they were.
    expect(target!.firstName).not.toBe('Grace')
    expect(other!.notes).not.toBe('VIP')
  })
})
