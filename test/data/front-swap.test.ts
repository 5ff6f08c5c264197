import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { comparedIn } from '../support/library-scans.js'
import { FrontSwap, frontDeleteWorks, frontSwapWorks, probeFrontDelete, probeFrontSwap, rotateBack, rotateToFront } from '../../src/db/front-swap.js'
import { IndexedCollection, liveRecords, type RecordKeeper } from '../../src/db/indexed-collection.js'

/**
 * The library's `update` finds a record's place by a scan of its array from the front; an update
 * by record puts the record there while it does (docs/decisions/0015-updated-record-at-the-front.md).
 */
interface Item {
  id: string
  value: number
}

/** The ids in the collection's order. */
const ids = (items: { all(): Item[] }) => items.all().map((item) => item.id)

/** A keeper that allows every write and keeps the current version of each record by id. */
function keeper(): RecordKeeper<Item> {
  const current = new Map<string, Item>()
  let queue: Promise<unknown> = Promise.resolve()
  return {
    serial: (write) => {
      const result = queue.then(write, write)
      queue = result.catch(() => undefined)
      return result
    },
    trusted: false,
    find: (id) => current.get(id),
    checkWritable: () => {},
    checkCreate: () => {},
    checkUpdate: () => {},
    checkDelete: () => {},
    created: (record) => void current.set(record.id, record),
    updated: (_previous, next) => void current.set(next.id, next),
    deleted: (records) => records.forEach((record) => current.delete(record.id)),
  }
}

/** A schema that accepts items with a value below 1,000 and runs `during` (if set) after each check. */
function schema(hook: { during?: () => void }): StandardSchemaV1<Item, Item> {
  return {
    '~standard': {
      version: 1,
      vendor: 'test',
      validate(value) {
        const item = value as Item
        if (item.value >= 1000) return { issues: [{ message: 'too large', path: ['value'] }] }
        const during = hook.during
        hook.during = undefined
        if (during) queueMicrotask(during)
        return { value: { ...item } }
      },
    },
  }
}

async function itemsOf(count: number, hook: { during?: () => void } = {}) {
  const items = new IndexedCollection<Item>(schema(hook), keeper())
  await items.createMany(count, (index) => ({ id: `i${index}`, value: index }))
  return items
}

/** Counts the records the library's scans compare while `work` runs (its `findIndex` over the collection's array). */
function comparedDuring(items: IndexedCollection<Item>, work: () => Promise<unknown>): Promise<number> {
  return comparedIn(liveRecords(items), work)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('FrontSwap', () => {
  test('moves a record to the front and settles it back, writing the front record where it stood', () => {
    const records = ['a', 'b', 'c', 'd']
    const swap = new FrontSwap(records, 2, 'c')
    swap.move()
    expect(records).toEqual(['c', 'b', 'a', 'd'])
    swap.move()
    expect(records).toEqual(['c', 'b', 'a', 'd'])
    records[0] = 'c2'
    swap.settle()
    expect(records).toEqual(['a', 'b', 'c2', 'd'])
    swap.settle()
    expect(records).toEqual(['a', 'b', 'c2', 'd'])
  })

  test('does nothing when the record no longer stands where it was', () => {
    const records = ['a', 'b', 'x', 'd']
    new FrontSwap(records, 2, 'c').move()
    expect(records).toEqual(['a', 'b', 'x', 'd'])
  })
})

describe('the check of the installed library', () => {
  test('this @msw/data passes it', async () => {
    expect(await probeFrontSwap(Collection)).toBe(true)
    expect(await frontSwapWorks()).toBe(true)
  })

  test('a library that finds the place of a record by its own index fails it', async () => {
    /** A collection that remembers where it put each record, and writes a new version there. */
    class Indexed {
      readonly #records: Item[] = []
      readonly #places = new Map<string, number>()
      readonly #schema: StandardSchemaV1<Item, Item>
      constructor({ schema }: { schema: StandardSchemaV1<Item, Item> }) {
        this.#schema = schema
      }
      async createMany(count: number, make: (index: number) => Item) {
        for (let index = 0; index < count; index++) {
          this.#places.set(make(index).id, this.#records.length)
          this.#records.push(make(index))
        }
        return [...this.#records]
      }
      all() {
        return this.#records
      }
      findFirst(query: (q: { where(match: Partial<Item>): Partial<Item> }) => Partial<Item>) {
        const match = query({ where: (values) => values })
        return this.#records.find((record) => record.id === match.id)
      }
      async update(record: Item, { data }: { data: (draft: Item) => void }) {
        const draft = { ...record }
        data(draft)
        const result = (await this.#schema['~standard'].validate(draft)) as { value: Item }
        this.#records[this.#places.get(record.id)!] = result.value
        return result.value
      }
    }
    expect(await probeFrontSwap(Indexed as unknown as typeof Collection)).toBe(false)
  })

  test.each([
    ['update', probeFrontSwap],
    ['delete', probeFrontDelete],
  ])('a library whose all() gives a copy fails the check for %s', async (_write, probe) => {
    class Copying extends Collection<StandardSchemaV1<Item, Item>> {
      override all() {
        return super.all().slice()
      }
    }
    expect(await probe(Copying as unknown as typeof Collection)).toBe(false)
  })
})

describe('an update by record', () => {
  test('compares one record to find the last of many, and leaves every record in its place', async () => {
    const items = await itemsOf(400)
    const last = items.all()[399]!
    const before = ids(items)
    let next: Item | undefined
    const compared = await comparedDuring(items, async () => {
      next = await items.update(last, { data: (draft) => void (draft.value = 7) })
    })
    expect(compared).toBe(1)
    expect(ids(items)).toEqual(before)
    expect(items.all()[399]).toBe(next)
    expect(next).toMatchObject({ id: 'i399', value: 7 })
    expect(items.findFirst((q) => q.where({ id: 'i399' }))).toBe(next)
  })

  test('is found where it is after creates and deletes (from the end and from the middle)', async () => {
    const items = await itemsOf(50)
    await items.create({ id: 'new', value: 1 })
    expect(await comparedDuring(items, () => items.update(items.all()[50]!, { data: (draft) => void (draft.value = 2) }))).toBe(1)
    items.delete(items.all()[50]!)
    items.delete(items.all()[10]!)
    const before = ids(items)
    const target = items.findFirst((q) => q.where({ id: 'i40' }))!
    expect(await comparedDuring(items, () => items.update(target, { data: (draft) => void (draft.value = 3) }))).toBe(1)
    expect(ids(items)).toEqual(before)
    expect(items.findFirst((q) => q.where({ id: 'i40' }))?.value).toBe(3)
    expect(items.count()).toBe(49)
  })

  test.each([
    ['all()', (items: IndexedCollection<Item>) => ids(items)],
    ['findFirst()', (items: IndexedCollection<Item>) => items.findFirst()?.id],
    ['findMany()', (items: IndexedCollection<Item>) => items.findMany((q) => q.where({ value: (value) => value < 3 })).map((item) => item.id)],
  ])('is never seen at the front: %s while the update runs finds the true order', async (_name, read) => {
    const hook: { during?: () => void } = {}
    const items = await itemsOf(30, hook)
    const before = ids(items)
    const expected = read(items)
    let seen: unknown
    hook.during = () => void (seen = read(items))
    const next = await items.update(items.all()[20]!, { data: (draft) => void (draft.value = 2) })
    expect(seen).toEqual(expected)
    expect(ids(items)).toEqual(before)
    expect(items.all()[20]).toBe(next)
  })

  test('an array from all() held across the update, an iteration with awaits in it, sees every record once', async () => {
    const hook: { during?: () => void } = {}
    const items = await itemsOf(30, hook)
    const held = items.all()
    const before = held.map((item) => item.id)
    let seen: string[] | undefined
    hook.during = () => void (seen = held.map((item) => item.id))
    const visited: string[] = []
    await Promise.all([
      items.update(held[20]!, { data: (draft) => void (draft.value = 2) }),
      (async () => {
        for (const item of held) {
          visited.push(item.id)
          await null
        }
      })(),
    ])
    expect(seen).toEqual(before)
    expect(visited).toEqual(before)
  })

  test('keeps the order when a record is deleted or the collection cleared while the update runs', async () => {
    const hook: { during?: () => void } = {}
    const items = await itemsOf(30, hook)
    const first = items.all()[0]!
    hook.during = () => void items.delete(first)
    const next = await items.update(items.all()[20]!, { data: (draft) => void (draft.value = 2) })
    expect(ids(items)).toEqual(Array.from({ length: 29 }, (_, index) => `i${index + 1}`))
    expect(items.all()[19]).toBe(next)

    // Cleared before the library looked for the record's place: it does not find it, as without the swap.
    hook.during = () => items.clear()
    await expect(items.update(items.all()[5]!, { data: (draft) => void (draft.value = 3) })).rejects.toThrow(/not found/)
    expect(items.all()).toEqual([])
  })

  test('that the schema refuses changes nothing, and leaves every record in its place', async () => {
    const items = await itemsOf(30)
    const before = [...items.all()]
    // The library prints the schema's issues before it throws.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(items.update(items.all()[25]!, { data: (draft) => void (draft.value = 5000) })).rejects.toThrow()
    expect(printed).toHaveBeenCalledWith([expect.objectContaining({ message: 'too large' })])
    expect(items.all()).toEqual(before)
    items.all().forEach((record, index) => expect(record).toBe(before[index]))
  })

  test('by a query scans as before', async () => {
    const items = await itemsOf(40)
    const compared = await comparedDuring(items, () => items.update((q) => q.where({ id: 'i30' }), { data: (draft) => void (draft.value = 1) }))
    expect(compared).toBe(31)
    expect(items.all()[30]).toMatchObject({ id: 'i30', value: 1 })
  })
})

/**
 * The library's `delete` finds a record's place by the same scan; a delete by stored record moves
 * the record to the front first (docs/decisions/0018-deleted-record-at-the-front.md).
 */
describe('rotateToFront and rotateBack', () => {
  test('move a record to the front keeping the order of the rest, and back to its place', () => {
    const records = ['a', 'b', 'c', 'd', 'e']
    rotateToFront(records, 3)
    expect(records).toEqual(['d', 'a', 'b', 'c', 'e'])
    rotateBack(records, 3)
    expect(records).toEqual(['a', 'b', 'c', 'd', 'e'])
  })
})

describe('the check of the installed library, for deletes', () => {
  test('this @msw/data passes it', async () => {
    expect(await probeFrontDelete(Collection)).toBe(true)
    expect(await frontDeleteWorks()).toBe(true)
  })

  test('a library that removes a record at the place it remembers fails it', async () => {
    /** A collection that remembers where it put each record, and removes it from there. */
    class Remembering extends Collection<StandardSchemaV1<Item, Item>> {
      readonly #places = new Map<unknown, number>()
      override async createMany(count: number, make: (index: number) => Item) {
        const created = await super.createMany(count, make)
        created.forEach((record) => this.#places.set(record, super.all().indexOf(record)))
        return created
      }
      override delete(record: never) {
        const records = super.all()
        const [removed] = records.splice(this.#places.get(record)!, 1)
        return removed as never
      }
    }
    expect(await probeFrontDelete(Remembering as unknown as typeof Collection)).toBe(false)
  })

})

describe('a delete by record', () => {
  test('compares one record to find the last of many, and leaves the others in their order', async () => {
    await frontDeleteWorks()
    const items = await itemsOf(400)
    const before = ids(items)
    const last = items.all()[399]!
    const middle = items.all()[200]!
    expect(await comparedDuring(items, async () => void items.delete(last))).toBe(1)
    expect(await comparedDuring(items, async () => void items.delete(middle))).toBe(1)
    expect(ids(items)).toEqual(before.filter((id) => id !== 'i399' && id !== 'i200'))
    expect(items.findFirst((q) => q.where({ id: 'i200' }))).toBeUndefined()
    expect(items.count()).toBe(398)
  })

  test('by a query takes the record the query found from the front; of a record that is not the current version, scans as before', async () => {
    await frontDeleteWorks()
    const items = await itemsOf(40)
    expect(await comparedDuring(items, async () => void items.delete((q) => q.where({ id: 'i30' })))).toBe(1)
    const stale = items.all()[20]!
    await items.update(stale, { data: (draft) => void (draft.value = 9) })
    // The library deletes the current version of the stale record's key, found by its scan.
    expect(await comparedDuring(items, async () => void items.delete(stale))).toBe(21)
    expect(items.findFirst((q) => q.where({ id: 'i20' }))).toBeUndefined()
    expect(ids(items)).toEqual(Array.from({ length: 40 }, (_, index) => `i${index}`).filter((id) => id !== 'i30' && id !== 'i20'))
  })

  test('that a delete hook prevents leaves the record in its place', async () => {
    await frontDeleteWorks()
    const items = await itemsOf(30)
    const before = [...items.all()]
    items.hooks.on('delete', (event) => event.preventDefault())
    expect(items.delete(before[25]!)).toBe(before[25])
    items.all().forEach((record, index) => expect(record).toBe(before[index]))
  })
})

describe('unloading a collection', () => {
  /** `count` items, more than `itemsOf` makes (its schema takes values below 1,000). */
  async function manyItems(count: number, kept = keeper()) {
    const items = new IndexedCollection<Item>(schema({}), kept)
    await items.createMany(count, (index) => ({ id: `i${index}`, value: index % 1000 }))
    return items
  }

  /** The ids the library's `delete` reports, in order, and the most records its array held at one of them; `holdBack` ids are kept. */
  function watchDeletes(items: IndexedCollection<Item>, holdBack: string[] = []) {
    const records = liveRecords(items)
    const seen = { deleted: [] as string[], largest: 0 }
    items.hooks.on('delete', (event) => {
      seen.deleted.push(event.data.deletedRecord.id)
      seen.largest = Math.max(seen.largest, records.length)
      if (holdBack.includes(event.data.deletedRecord.id)) event.preventDefault()
    })
    return seen
  }

  test('deletes every record through the library, first to last, with at most 1,024 in its array at a time', async () => {
    await frontDeleteWorks()
    const items = await manyItems(3000)
    const order = ids(items)
    const seen = watchDeletes(items)
    items.unload()
    expect(seen.deleted).toEqual(order)
    expect(seen.largest).toBeLessThanOrEqual(1024)
    expect(seen.largest).toBeGreaterThan(1000)
    expect(items.count()).toBe(0)
    expect(items.all()).toEqual([])
  })

  test('leaves the records it had not reached in the collection, in order, when the library throws', async () => {
    await frontDeleteWorks()
    const items = await manyItems(3000)
    const order = ids(items)
    let deletes = 0
    items.hooks.on('delete', () => {
      if (++deletes === 1500) throw new Error('refused')
    })
    expect(() => items.unload()).toThrow('refused')
    expect(ids(items)).toEqual(order.slice(1499))
  })

  test('clear() too: every record through the library, first to last, a window at a time, and empty after, held back or not', async () => {
    await frontDeleteWorks()
    const items = await manyItems(3000)
    const order = ids(items)
    const seen = watchDeletes(items, ['i2999'])
    items.clear()
    expect(seen.deleted).toEqual(order)
    expect(seen.largest).toBeLessThanOrEqual(1024)
    expect(items.count()).toBe(0)
    await items.create({ id: 'after', value: 1 })
    expect(ids(items)).toEqual(['after'])
  })

  test('clear() of a small collection reports every record to delete hooks, first to last, and ends empty, held back or not', async () => {
    const items = await manyItems(10)
    const order = ids(items)
    const seen = watchDeletes(items, ['i3'])
    items.clear()
    // The one held back is asked again as the library's own clear() takes it.
    expect(seen.deleted).toEqual([...order, 'i3'])
    expect(items.count()).toBe(0)
    expect(items.all()).toEqual([])
  })

  test('clear() that a hook stops tells the store of exactly the records that went, in place or a window at a time', async () => {
    await frontDeleteWorks()
    for (const [count, stopAt] of [[10, 5], [3000, 1500]] as const) {
      const kept = keeper()
      const items = await manyItems(count, kept)
      let deletes = 0
      items.hooks.on('delete', () => {
        if (++deletes === stopAt) throw new Error('refused')
      })
      expect(() => items.clear()).toThrow('refused')
      // The record whose hook threw stays, with every one after it, in order.
      const left = Array.from({ length: count - stopAt + 1 }, (_, index) => `i${index + stopAt - 1}`)
      expect(ids(items), `${count} records`).toEqual(left)
      expect(kept.find('i0'), `${count} records`).toBeUndefined()
      expect(kept.find(`i${stopAt - 2}`), `${count} records`).toBeUndefined()
      expect(left.every((id) => kept.find(id) !== undefined), `${count} records`).toBe(true)
    }
  })

  test('keeps, in their order, the records a delete hook holds back', async () => {
    await frontDeleteWorks()
    const items = await manyItems(2500)
    const kept = ids(items).filter((_, index) => index % 700 === 0)
    watchDeletes(items, kept)
    items.unload()
    expect(ids(items)).toEqual(kept)
  })
})
