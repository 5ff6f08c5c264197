import type { StandardSchemaV1 } from '@standard-schema/spec'
import { describe, expect, test, vi } from 'vitest'
import { buildScenario } from '../../fixtures/scenarios.js'
import { HotelStore } from '../../src/db/store.js'

/**
 * Should a version of `@msw/data` keep a copy of the values it is given, rather than what its
 * schema gives back, records handed over are still stored whole: the store notices and stores
 * copies of them. A stand-in for the library's collection behaves so here.
 */
vi.mock('@msw/data', async (importOriginal) => {
  const real = await importOriginal<typeof import('@msw/data')>()
  class KeepsWhatItIsGiven<T extends object> {
    readonly #records: T[] = []
    constructor(readonly settings: { schema: StandardSchemaV1<T, T> }) {}
    async create(values: T): Promise<T> {
      const copy = structuredClone(values)
      const result = await this.settings.schema['~standard'].validate(copy)
      if ('issues' in result && result.issues) throw new Error('invalid')
      this.#records.push(copy)
      return copy
    }
    async createMany(count: number, values: (index: number) => T): Promise<T[]> {
      return Promise.all(Array.from({ length: count }, (_, index) => this.create(values(index))))
    }
    all(): T[] {
      return this.#records
    }
    delete(record: T): T | undefined {
      const at = this.#records.indexOf(record)
      if (at === -1) return undefined
      this.#records.splice(at, 1)
      return record
    }
    findFirst(): T | undefined {
      return this.#records[0]
    }
  }
  return { ...real, Collection: KeepsWhatItIsGiven }
})

describe('a library that keeps what it is given', () => {
  test('still ends up holding every record whole, in order', async () => {
    const data = buildScenario('default', { seed: 5, guests: 300, businessDate: '2026-11-22' })
    const store = new HotelStore(() => '2026-11-22')
    await store.replaceAll(data, { handOver: true })
    expect(store.guests.all()).toEqual(data.guests)
    expect(store.reservations.all()).toEqual(data.reservations)
    expect(store.guestIndex.byId.get(data.guests[0]!.id)).toEqual(data.guests[0])
  })
})
