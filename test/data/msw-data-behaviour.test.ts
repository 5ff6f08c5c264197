import { Collection, Query } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, test, vi } from 'vitest'
import { givingBackHandedOver } from '../../src/db/indexed-collection.js'

/**
 * What the store relies on in `@msw/data`, through its public API only (docs/decisions/0011): if
 * an upgrade changes any of it, this fails before the mock silently serves stale data.
 */
interface Item {
  id: string
  name: string
}

/** A schema that accepts any item and returns a copy of it, as a validator that normalises would. */
const copying: StandardSchemaV1<Item, Item> = {
  '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value: { ...(value as Item) } }) },
}

class Recording extends Collection<StandardSchemaV1<Item, Item>> {
  readonly calls: string[] = []
  override create(values: Item) {
    this.calls.push(`create ${values.id}`)
    return super.create(values)
  }
}

describe('@msw/data behaves as the store relies on', () => {
  test('createMany creates each record through the (overridable) create method', async () => {
    const items = new Recording({ schema: copying })
    await items.createMany(2, (index) => ({ id: `i${index}`, name: 'x' }))
    expect(items.calls).toEqual(['create i0', 'create i1'])
  })

  test('create stores what the schema returns, and resolves to the stored record', async () => {
    const items = new Collection({ schema: copying })
    const given = { id: 'a', name: 'Ada' }
    const stored = await items.create(given)
    expect(stored).not.toBe(given)
    expect(items.findFirst((q) => q.where({ id: 'a' }))).toBe(stored)
    expect(items.all()).toEqual([given])
  })

  test('create passes a string it is given to the schema as it is, and keeps the very object the schema gives back', async () => {
    // What a load's hand-over relies on: the stand-in is the record's id, which the library neither copies nor refuses.
    const held = { id: 'b', name: 'Grace' }
    const seen: unknown[] = []
    const schema = givingBackHandedOver(copying, new Map([[held.id, held]]))
    const items = new Collection({ schema: { '~standard': { ...schema['~standard'], validate: (value) => (seen.push(value), schema['~standard'].validate(value)) } } })
    const [stored] = await items.createMany(1, () => 'b' as unknown as Item)
    expect(seen).toEqual(['b'])
    expect(stored).toBe(held)
    expect(items.all()[0]).toBe(held)
    expect(items.findFirst((q) => q.where({ name: 'Grace' }))).toBe(held)
  })

  test('create draws each record\'s primary key from crypto.randomUUID, one call a record, after the schema check', async () => {
    // What src/db/compact-primary-keys.ts relies on: the key is drawn while the create runs, through the global.
    const order: string[] = []
    const items = new Collection({
      schema: { '~standard': { ...copying['~standard'], validate: (value) => (order.push(`check ${(value as Item).id}`), copying['~standard'].validate(value)) } },
    })
    const draw = vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => (order.push('draw'), '00000000-0000-4000-8000-000000000000'))
    try {
      await items.createMany(2, (index) => ({ id: `k${index}`, name: 'x' }))
    } finally {
      draw.mockRestore()
    }
    expect(order).toEqual(['check k0', 'check k1', 'draw', 'draw'])
  })

  test("create draws the key in the same synchronous run in which it reads the schema's result", async () => {
    // What withOwnIdsAsPrimaryKeys relies on: between the library reading a result and drawing
    // the record's key, no other code runs (no microtask of anyone else's comes between).
    const order: string[] = []
    const items = new Collection({
      schema: {
        '~standard': {
          ...copying['~standard'],
          validate: (value) => {
            const id = (value as Item).id
            return {
              get value() {
                order.push(`read ${id}`)
                queueMicrotask(() => order.push(`turn after ${id}`))
                return { ...(value as Item) }
              },
            }
          },
        },
      },
    })
    const draw = vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => (order.push('draw'), '00000000-0000-4000-8000-000000000000'))
    try {
      await items.createMany(2, (index) => ({ id: `k${index}`, name: 'x' }))
    } finally {
      draw.mockRestore()
    }
    expect(order.slice(0, 4)).toEqual(['read k0', 'draw', 'read k1', 'draw'])
  })

  test('update writes the next version as new objects: nested objects two records share stay as they were', async () => {
    interface Priced {
      id: string
      price: { amount: number }
    }
    const price = { amount: 100 }
    const keeping: StandardSchemaV1<Priced, Priced> = {
      '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value: value as Priced }) },
    }
    const held = [
      { id: 'a', price },
      { id: 'b', price },
    ]
    const handing = new Map(held.map((record) => [record.id, record]))
    const items = new Collection({ schema: givingBackHandedOver(keeping, handing) })
    await items.createMany(2, (index) => ({ id: held[index]!.id }) as Priced)
    handing.clear()
    expect(items.all()).toEqual(held)
    expect(items.all()[0]!.price).toBe(items.all()[1]!.price)
    const next = await items.update((q) => q.where({ id: 'a' }), { data: (draft) => void (draft.price.amount = 1) })
    expect(next?.price.amount).toBe(1)
    expect(price.amount).toBe(100)
    expect(items.findFirst((q) => q.where({ id: 'b' }))?.price).toBe(price)
  })

  test('update by a record first looks it up through the (overridable) findFirst, with a query only that record matches', async () => {
    class Looking extends Collection<StandardSchemaV1<Item, Item>> {
      readonly lookups: unknown[] = []
      override findFirst<Strict extends boolean>(predicate?: Query<Item>, options?: { strict?: Strict }) {
        this.lookups.push(predicate)
        return super.findFirst(predicate as never, options)
      }
    }
    const items = new Looking({ schema: copying })
    const [ada, grace] = await items.createMany(2, (index) => ({ id: `i${index}`, name: index === 0 ? 'Ada' : 'Grace' }))
    await items.update(grace!, { data: (draft) => void (draft.name = 'Hedy') })
    const [lookup] = items.lookups
    expect(lookup).toBeInstanceOf(Query)
    expect((lookup as Query<Item>).test(grace!)).toBe(true)
    expect((lookup as Query<Item>).test(ada!)).toBe(false)
  })

  test("update copies the record with the global structuredClone, twice, before its first await", async () => {
    const items = new Collection({ schema: copying })
    const ada = await items.create({ id: 'a', name: 'Ada' })
    const clone = vi.spyOn(globalThis, 'structuredClone')
    try {
      const pending = items.update(ada, { data: (draft) => void (draft.name = 'Grace') })
      // Counted before anything was awaited: src/db/plain-clones.ts covers exactly this part.
      const synchronous = clone.mock.calls.length
      await pending
      expect(synchronous).toBe(2)
      expect(clone.mock.calls.every(([value]) => (value as Item).id === 'a')).toBe(true)
    } finally {
      clone.mockRestore()
    }
  })

  test('update resolves to the stored next version; a record found earlier still selects it', async () => {
    const items = new Collection({ schema: copying })
    const first = await items.create({ id: 'a', name: 'Ada' })
    const next = await items.update(first, { data: (draft) => void (draft.name = 'Grace') })
    expect(items.findFirst((q) => q.where({ id: 'a' }))).toBe(next)
    expect(first.name).toBe('Ada')
    const again = await items.update(first, { data: (draft) => void (draft.name = 'Hedy') })
    expect(items.all().map((item) => item.name)).toEqual(['Hedy'])
    expect(again).toBe(items.all()[0])
  })

  test('an error thrown by the data function rejects the update and changes nothing', async () => {
    const items = new Collection({ schema: copying })
    await items.create({ id: 'a', name: 'Ada' })
    const refusal = new Error('refused')
    await expect(
      items.update((q) => q.where({ id: 'a' }), {
        data: (draft) => {
          draft.name = 'Grace'
          throw refusal
        },
      }),
    ).rejects.toBe(refusal)
    expect(items.all().map((item) => item.name)).toEqual(['Ada'])
  })

  test('updateMany resolves to every record it stored; delete and deleteMany return what they removed', async () => {
    const items = new Collection({ schema: copying })
    await items.createMany(3, (index) => ({ id: `i${index}`, name: 'x' }))
    const updated = await items.updateMany((q) => q.where({ id: (id: string) => id !== 'i1' }), { data: (draft) => void (draft.name = 'y') })
    expect(updated.map((item) => item.id)).toEqual(['i0', 'i2'])
    expect(items.all().filter((item) => item.name === 'y')).toEqual(updated)
    const removed = items.delete(items.all()[0]!)
    expect(removed?.id).toBe('i0')
    expect(items.deleteMany(new Query<Item>().where(() => true)).map((item) => item.id)).toEqual(['i1', 'i2'])
    expect(items.count()).toBe(0)
  })

  test('clear empties the collection', async () => {
    const items = new Collection({ schema: copying })
    await items.createMany(5, (index) => ({ id: `i${index}`, name: 'x' }))
    items.clear()
    expect(items.count()).toBe(0)
  })
})
