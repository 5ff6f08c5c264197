import { Collection, Query } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { keyClaimingResult, withCompactPrimaryKeys, withOwnIdsAsPrimaryKeys } from './compact-primary-keys.js'
import { FrontSwap, frontDeleteWorks, frontSwapWorks, rotateBack, rotateToFront } from './front-swap.js'
import { withPlainClones, withPlatformClones } from './plain-clones.js'
import { withClonesOfThisRealm } from './realm-clones.js'

type Base<T> = Collection<StandardSchemaV1<T, T>>
type Stored<T> = ReturnType<Base<T>['all']>[number]
type Predicate<T> = Parameters<Base<T>['findMany']>[0]
type RecordOrPredicate<T> = Parameters<Base<T>['delete']>[0]
type UpdateOptions<T> = Parameters<Base<T>['update']>[1]
type UpdateManyOptions<T> = Parameters<Base<T>['updateMany']>[1]
type DeleteManyOptions<T> = Parameters<Base<T>['deleteMany']>[1]
type FindManyOptions<T> = Parameters<Base<T>['findMany']>[1]

/**
 * What an `IndexedCollection` reports to, and asks of, the store that owns it: the checks a write
 * must pass (throwing refuses it before anything changes) and what changed once it is done, so
 * the store's indexes follow. See docs/decisions/0011-collections-are-the-store.md.
 */
export interface RecordKeeper<T extends { id: string }> {
  /** Runs collection writes one at a time, so a check and the write it allows cannot interleave. */
  serial<R>(write: () => Promise<R>): Promise<R>
  /**
   * True while the store itself calls the collection (its own writes of data it trusts: seeding,
   * a reset). Read when a write method is called, and it holds for that write, whenever its parts
   * run: no checks, nothing logged for a reset. A write someone else starts meanwhile is theirs.
   */
  readonly trusted: boolean
  /** The current version of a record, by id. */
  find(id: string): T | undefined
  /** Throws when the store takes no writes at all (a hotel shared read-only), before anything changes. */
  checkWritable(): void
  checkCreate(values: T): void
  /** `claimed` holds the unique keys earlier records of the same `updateMany` took. */
  checkUpdate(previous: T, next: T, claimed: Set<string>): void
  checkDelete(records: readonly T[]): void
  /** Each report says whether the write was the store's own (`trusted` when it was called). */
  created(record: T, trusted: boolean): void
  updated(previous: T, next: T, trusted: boolean): void
  deleted(records: readonly T[], trusted: boolean): void
}

/**
 * The library's own array of a collection's records, in order: for the store's reads, which are
 * done with it before they next await. Not to be kept (see `IndexedCollection.all`), and not on
 * the collection's public face, which users see.
 */
export let liveRecords: <T extends { id: string }>(collection: IndexedCollection<T>) => readonly Stored<T>[]

/** At most how many records stand in the library's array while `unload` deletes them (see there). */
const UNLOAD_WINDOW = 1024

/**
 * A load that leaves more records than this waits for `frontDeleteWorks()`, so that a `clear()`
 * right after empties the collection a window at a time: the library's own `clear` takes its
 * records from the front, which grows with the square of their number (75 ms for 8,192 records,
 * 5.8 s for 65,536 in Node 20), where the check costs a few milliseconds once per realm.
 */
const CHECKED_WHEN_LOADED_PAST = 8192

/** How many records a bulk load hands `createMany` at once: small batches keep few records in flight, so the collector copies less (docs/performance.md). */
const LOAD_CHUNK = 256

/**
 * An `@msw/data` collection that is the store of record: every method behaves as the library's,
 * and each write is checked by the owning store first and reported to it after, so what the API
 * serves is exactly what the collection holds, whoever wrote it.
 *
 * @example
 * await db.guests.create({ ...guest, email: 'ada@example.com' })
 * await fetch('http://hotel.test/api/guests/search?email=ada@example.com') // finds her
 */
export class IndexedCollection<T extends { id: string }> extends Collection<StandardSchemaV1<T, T>> {
  static {
    liveRecords = (collection) => collection.#records()
  }

  readonly #keeper: RecordKeeper<T>
  /** True only while `load` calls the library's `createMany`, which calls `create` for each record before it returns. */
  #loading = false
  /** The stored record an `update` is being started for, while the library looks it up (see `findFirst`). */
  #updating: Stored<T> | undefined

  /** The records `load` is handing over, by id, until the schema check of their stand-ins gives them back. */
  readonly #handedOver: Map<string, T>

  /**
   * Where records stood in the library's array when last seen there (created or updated), by id:
   * hints, each checked before use (see `#placeOf`), so a change that moves records needs no care;
   * deleted records are forgotten.
   */
  readonly #places = new Map<string, number>()
  /** The record an update by record has put at the front of the library's array, while it runs (decision 0015). */
  #swap: FrontSwap<Stored<T>> | undefined

  constructor(schema: StandardSchemaV1<T, T>, keeper: RecordKeeper<T>) {
    const handedOver = new Map<string, T>()
    // The schema's check of an update's next version is the library's last step before it looks
    // for the record's place: the moment to put the record at the front.
    let afterCheck = (): void => {}
    super({ schema: givingBackHandedOver(schema, handedOver, () => afterCheck()) })
    afterCheck = () => this.#swap?.move()
    this.#handedOver = handedOver
    this.#keeper = keeper
  }

  override create(initialValues: T): Promise<Stored<T>> {
    // A load runs the whole `createMany` with compact keys already.
    if (this.#loading) return super.create(initialValues)
    this.#keeper.checkWritable()
    const trusted = this.#keeper.trusted
    return this.#keeper.serial(() => this.#createChecked(initialValues, trusted))
  }

  /**
   * As the library's, but all or nothing: the records are created one after another, each checked
   * against the store and the ones before it, and when one is refused those already made are
   * removed again, so the collection is as before and the error is that record's own.
   */
  override createMany(count: number, initialValuesFactory: (index: number) => T): Promise<Stored<T>[]> {
    this.#keeper.checkWritable()
    const trusted = this.#keeper.trusted
    return this.#keeper.serial(async () => {
      // All the values first, as the library asks for them: a factory that throws changes nothing.
      const values = Array.from({ length: count }, (_, index) => initialValuesFactory(index))
      const created: Stored<T>[] = []
      try {
        for (const initialValues of values) created.push(await this.#createChecked(initialValues, trusted))
      } catch (error) {
        for (const record of created.reverse()) this.#delete(record)
        this.#keeper.deleted(created, trusted)
        throw error
      }
      return created
    })
  }

  async #createChecked(initialValues: T, trusted: boolean): Promise<Stored<T>> {
    if (!trusted) this.#keeper.checkCreate(initialValues)
    const record = await withCompactPrimaryKeys(() => super.create(initialValues))
    // The library adds a record at the end of its array.
    const records = super.all()
    if (records[records.length - 1] === record) this.#places.set(record.id, records.length - 1)
    this.#keeper.created(record, trusted)
    return record
  }

  override update<Strict extends boolean>(
    predicate: RecordOrPredicate<T>,
    options: UpdateOptions<T> & { strict?: Strict },
  ): Promise<Strict extends true ? Stored<T> : Stored<T> | undefined> {
    this.#keeper.checkWritable()
    const trusted = this.#keeper.trusted
    return this.#keeper.serial(async () => {
      const swapping = frontSwapWorks()
      const canSwap = typeof swapping === 'boolean' ? swapping : await swapping
      let previous: T | undefined
      // The library starts an update by record with a `findFirst` on its primary key, before its
      // first await: that one call is answered from the store's index (decision 0011).
      const target = this.#current(predicate)
      this.#updating = target
      // Then it finds the record's place in its array by a scan from the front: the record waits
      // there while it does (decision 0015).
      const at = canSwap && target ? this.#placeOf(target) : -1
      const swap = at > 0 ? new FrontSwap(super.all(), at, target!) : undefined
      this.#swap = swap
      let updating
      try {
        updating = withClonesOfThisRealm(() =>
          withPlainClones(() =>
            super.update(predicate as never, {
              ...options,
              data: this.#checked(options.data, new Set(), trusted, (found) => (previous = found)),
            }),
          ),
        )
      } finally {
        this.#updating = undefined
      }
      let next
      try {
        next = await updating
      } finally {
        swap?.settle()
        this.#swap = undefined
      }
      if (next && previous) this.#keeper.updated(previous, next, trusted)
      return next
    }) as Promise<never>
  }

  /**
   * Where `record` stands in the library's array, or -1. Without a hint that holds, it is looked
   * for by reference, which compares the array's entries without reading the records (about
   * 0.3 ns an entry, against the 20-25 ns the library's scan spends reading each record's key).
   */
  #placeOf(record: Stored<T>): number {
    const records = super.all()
    const hint = this.#places.get(record.id)
    if (hint !== undefined && records[hint] === record) return hint
    const at = records.indexOf(record)
    if (at >= 0) this.#places.set(record.id, at)
    else this.#places.delete(record.id)
    return at
  }

  /**
   * Puts a record an update moved to the front back in its place before anyone reads or changes
   * the array: the collection is only ever seen in its true order. The library's update, should it
   * not have found the record yet, then scans for it as it always does.
   */
  #settle(): void {
    this.#swap?.settle()
  }

  /**
   * Every record, in order, as an array of its own. The library hands out its own array, but an
   * update here moves a record in that array for a moment (decision 0015), so an array a caller
   * held across an update, an iteration with awaits in it say, would see it. A copy costs about
   * 5 µs at 500 records and 0.5 ms at 100,000.
   */
  override all(): Stored<T>[] {
    return this.#records().slice()
  }

  /** The library's own array of the records, in order (see `liveRecords`). */
  #records(): readonly Stored<T>[] {
    this.#settle()
    return super.all()
  }

  override findMany(predicate?: Predicate<T>, options?: FindManyOptions<T>): Stored<T>[] {
    this.#settle()
    return super.findMany(predicate as never, options)
  }

  override defineRelations(resolver: Parameters<Base<T>['defineRelations']>[0]): void {
    this.#settle()
    super.defineRelations(resolver)
  }

  /**
   * As the library's, but the record an `update` by record is about is found without scanning the
   * collection: it is the current version of its id (the store's index says so), and it matches the
   * library's query on its primary key; any other query scans as before.
   */
  override findFirst<Strict extends boolean>(
    predicate?: Predicate<T>,
    options?: { strict?: Strict },
  ): Strict extends true ? Stored<T> : Stored<T> | undefined {
    this.#settle()
    // Used once: the library's own lookup is the first call after `update` sets it.
    const updating = this.#updating
    this.#updating = undefined
    if (updating !== undefined && predicate instanceof Query && predicate.test(updating)) return updating as never
    return super.findFirst(predicate as never, options)
  }

  /** `predicate` itself when it is a stored record, the current version of its id; else undefined. */
  #current(predicate: RecordOrPredicate<T>): Stored<T> | undefined {
    if (typeof predicate !== 'object' || predicate === null || predicate instanceof Query) return undefined
    const id = (predicate as { id?: unknown }).id
    return typeof id === 'string' && this.#keeper.find(id) === (predicate as unknown) ? (predicate as Stored<T>) : undefined
  }

  /**
   * As the library's, but all or nothing: the library replaces the records one by one, so when one
   * is refused (by the store's checks or the schema), those replaced before it are put back.
   */
  override updateMany(predicate: Predicate<T>, options: UpdateManyOptions<T>): Promise<Stored<T>[]> {
    this.#keeper.checkWritable()
    const trusted = this.#keeper.trusted
    return this.#keeper.serial(async () => {
      const previous = new Map<string, T>()
      let next: Stored<T>[]
      try {
        next = await withClonesOfThisRealm(() =>
          super.updateMany(predicate as never, {
            ...options,
            data: this.#checked(options.data, new Set(), trusted, (found) => previous.set(found.id, found)),
          }),
        )
      } catch (error) {
        await this.#putBack(previous.values(), trusted)
        throw error
      }
      for (const record of next) this.#keeper.updated(previous.get(record.id)!, record, trusted)
      return next
    })
  }

  /**
   * Puts each of `originals` back where a failed `updateMany` replaced it. The library keeps what
   * the schema gives back, so the schema gives back the original itself (as for a load's hand-over):
   * the collection holds the very version the store's indexes still hold. Should a version of the
   * library keep a copy instead, the indexes are told of the copy.
   */
  async #putBack(originals: Iterable<T>, trusted: boolean): Promise<void> {
    for (const original of originals) {
      const current = super.findFirst(new Query<Stored<T>>((record) => record.id === original.id) as never)
      if (current === undefined || current === (original as unknown)) continue
      this.#handedOver.set(original.id, original)
      let restored: Stored<T> | undefined
      try {
        restored = await withClonesOfThisRealm(() =>
          super.update(current as never, {
            data: (draft) => {
              for (const key of Object.keys(draft)) if (!Object.hasOwn(original, key)) delete (draft as Record<string, unknown>)[key]
              Object.assign(draft, original)
            },
          }),
        )
      } finally {
        this.#handedOver.clear()
      }
      if (restored && restored !== (original as unknown)) this.#keeper.updated(original, restored, trusted)
    }
  }

  override delete<Strict extends boolean>(
    predicate: RecordOrPredicate<T>,
    options?: { strict?: Strict },
  ): Strict extends true ? Stored<T> : Stored<T> | undefined {
    this.#keeper.checkWritable()
    const trusted = this.#keeper.trusted
    this.#settle()
    const query = typeof predicate === 'function' || predicate instanceof Query
    const target = query ? this.findFirst(predicate as Predicate<T>) : predicate
    if (target && !trusted) this.#keeper.checkDelete([target as T])
    const deleted = this.#delete((target ?? predicate) as Stored<T>, options)
    if (deleted) this.#keeper.deleted([deleted], trusted)
    return deleted as never
  }

  /**
   * The library's `delete`, and the record's place forgotten. A stored record is first moved to
   * the front of the library's array, the records before it each one place on, where the
   * library's scan for it ends at once and its removal leaves the others in their order
   * (decision 0018): a scan from the front costs 20-25 ns a record it passes, a move of the
   * array's entries about 1 ns an entry. Should the library keep the record after all (a `delete`
   * hook that prevents it, an error), the record goes back to its place.
   */
  #delete<Strict extends boolean>(predicate: Stored<T>, options?: { strict?: Strict }): Stored<T> | undefined {
    const target = frontDeleteWorks() === true ? this.#current(predicate) : undefined
    const at = target ? this.#placeOf(target) : -1
    const records = super.all()
    if (at > 0) rotateToFront(records, at)
    let deleted
    try {
      deleted = super.delete(predicate as never, options)
    } finally {
      if (at > 0 && records[0] === target) rotateBack(records, at)
    }
    if (deleted) this.#places.delete(deleted.id)
    return deleted
  }

  override deleteMany(predicate: Predicate<T>, options?: DeleteManyOptions<T>): Stored<T>[] {
    this.#keeper.checkWritable()
    const trusted = this.#keeper.trusted
    this.#settle()
    if (!trusted) this.#keeper.checkDelete(this.findMany(predicate))
    const deleted = super.deleteMany(predicate as never, options)
    for (const record of deleted) this.#places.delete(record.id)
    this.#keeper.deleted(deleted, trusted)
    return deleted
  }

  /**
   * As the library's: every record deleted, the collection empty. Every record goes through the
   * library's `delete`, first to last, so its `delete` hooks hear of each one (the library's own
   * `clear` iterates its array while it deletes from it, and reports every other record). A large
   * collection is emptied as `unload` does, a window of records at a time (the library's own
   * `clear` takes each record from the front of its whole array, minutes for 300,000 stays:
   * decision 0018). Held back by a hook or not, every record is gone afterwards, as after the
   * library's own.
   */
  override clear(): void {
    this.#keeper.checkWritable()
    const trusted = this.#keeper.trusted
    const all = this.all()
    if (!trusted) this.#keeper.checkDelete(all)
    let gone = all
    try {
      if (this.#deleteInOrder(all)) (this.#records() as Stored<T>[]).length = 0
      // What hooks held back goes as the library's own `clear` takes it (asking them again).
      else if (super.count() > 0) super.clear()
    } catch (error) {
      // A hook threw: the records the library let go are gone for the store too; the rest stay.
      const left = new Set(super.all())
      gone = all.filter((record) => !left.has(record))
      throw error
    } finally {
      this.#places.clear()
      this.#keeper.deleted(gone, trusted)
    }
  }

  /**
   * Adds records the store already trusts through the library's own `createMany`, without the
   * per-record checks and reports (the store indexes them as a whole afterwards).
   *
   * With `handOver`, the records are new objects that nothing else holds, and the collection keeps
   * those very objects. The library copies every object it is given (all its keys, deeply) and then
   * keeps what its schema gives back for the copy (a Standard Schema may transform): so it is given
   * the record's id alone as a stand-in, a string it passes to the schema as it is, and the schema
   * gives back the record of that id. No second object per record, and none of the copying that
   * was most of the cost of storing a record (an object stand-in holding only the id still cost
   * the copy's arrays and entries: about a fifth of what storing the default hotel allocated).
   * Should a version of the library keep anything else, the stand-ins are taken out again and the
   * records stored as copies, as without `handOver`. Each record handed over is the library's
   * record under its own id as key (decision 0017). A load that leaves a large collection waits for
   * the library check `clear()` relies on (`CHECKED_WHEN_LOADED_PAST`).
   */
  async load(records: readonly T[], { handOver = false, onChunk }: { handOver?: boolean; onChunk?: (done: number) => void } = {}): Promise<void> {
    this.#keeper.checkWritable()
    this.#places.clear()
    let handingOver = handOver
    for (let at = 0; at < records.length; at += LOAD_CHUNK) {
      const chunk = records.slice(at, at + LOAD_CHUNK)
      if (handingOver) handingOver = await this.#handOver(chunk)
      if (!handingOver) await withCompactPrimaryKeys(() => this.#loadMany(chunk.length, (index) => chunk[index]!))
      onChunk?.(at + chunk.length)
    }
    if (super.all().length > CHECKED_WHEN_LOADED_PAST) await frontDeleteWorks()
  }

  /**
   * The library's `createMany`, its records created without checks or reports. The library calls
   * `create` for every record before its `createMany` returns, so `#loading` is true for exactly
   * those calls: a `create` someone else makes while a load awaits is checked as always.
   */
  #loadMany(count: number, initialValuesFactory: (index: number) => T): Promise<Stored<T>[]> {
    this.#loading = true
    try {
      return super.createMany(count, initialValuesFactory)
    } finally {
      this.#loading = false
    }
  }

  /** Stores `records` themselves through stand-ins (see `load`); false, with nothing stored, when the library kept something else. */
  async #handOver(records: readonly T[]): Promise<boolean> {
    for (const record of records) this.#handedOver.set(record.id, record)
    let stored: Stored<T>[]
    try {
      stored = await withOwnIdsAsPrimaryKeys(() => this.#loadMany(records.length, (index) => records[index]!.id as unknown as T))
    } finally {
      // Emptied before anything else is stored: the schema checks every later value as it is.
      this.#handedOver.clear()
    }
    if (stored.every((record, index) => record === records[index])) return true
    for (const record of stored) this.#delete(record)
    return false
  }

  /**
   * Removes every record through the library's `delete`, first to last (each found at the front),
   * without checks or reports: the store is about to load a whole new data set.
   *
   * The library takes a record from the front of its array by moving all the others, unless the
   * array is small enough for V8 to trim its start in place: unloading 300,000 stays moved entries
   * some 45 billion times (a minute at 100,000 guests). So, once `frontDeleteWorks()` has said the
   * library deletes a record where its scan finds it, at most `UNLOAD_WINDOW` records stand in the
   * library's array at a time: the rest wait in a copy and join it, in order, as those before them
   * go (decision 0018).
   */
  unload(): void {
    this.#keeper.checkWritable()
    try {
      this.#deleteInOrder(this.all())
    } finally {
      this.#places.clear()
    }
  }

  /**
   * Resolves once `unload` knows how it will unload this collection: at once when it is small
   * enough to unload in place, else when `frontDeleteWorks()` has answered (decision 0018).
   */
  async readyToUnload(): Promise<void> {
    if (super.all().length > UNLOAD_WINDOW) await frontDeleteWorks()
  }

  /**
   * Deletes `all` (every record, in order) through the library's `delete`, first to last. True
   * when it did so with at most `UNLOAD_WINDOW` of them in the library's array at a time (once
   * `frontDeleteWorks()` has said yes, for a collection larger than that); false when it deleted
   * them in place. Should the library throw, the records not reached yet stay in its array, in order.
   */
  #deleteInOrder(all: readonly Stored<T>[]): boolean {
    if (all.length <= UNLOAD_WINDOW || frontDeleteWorks() !== true) {
      for (const record of all) super.delete(record)
      return false
    }
    const records = this.#records() as Stored<T>[]
    records.length = 0
    let joined = 0
    try {
      for (let at = 0; at < all.length; at += UNLOAD_WINDOW) {
        const part = all.slice(at, at + UNLOAD_WINDOW)
        for (const record of part) records.push(record)
        joined = at + part.length
        for (const record of part) super.delete(record)
      }
    } finally {
      for (let at = joined; at < all.length; at++) records.push(all[at]!)
    }
    return true
  }

  /** The caller's `data` function, followed by the store's checks of the record it produced. */
  #checked(data: UpdateOptions<T>['data'], claimed: Set<string>, trusted: boolean, onPrevious: (previous: T) => void): UpdateOptions<T>['data'] {
    return async (draft) => {
      const previous = this.#keeper.find((draft as unknown as T).id)
      if (previous) onPrevious(previous)
      // The caller's code, which the library calls while plain clones stand in for its own copies.
      await withPlatformClones(() => data(draft))
      if (previous && !trusted) this.#keeper.checkUpdate(previous, draft as unknown as T, claimed)
    }
  }
}

/**
 * `schema`, except that it gives back the record handed over for a stand-in: the record's id
 * itself (a load, see `IndexedCollection.load`) or an object holding it (an update that puts a
 * version back). Found by id, not by order, so it does not depend on when the library
 * runs its check. `afterCheck` runs after each check of a value it does not give back (for an
 * update, the library's last step before it looks for the record's place). Exported for the pin
 * of the library's behaviour it relies on (test/data/msw-data-behaviour.test.ts).
 */
export function givingBackHandedOver<T extends { id: string }>(
  schema: StandardSchemaV1<T, T>,
  handedOver: ReadonlyMap<string, T>,
  afterCheck?: () => void,
): StandardSchemaV1<T, T> {
  return {
    '~standard': {
      ...schema['~standard'],
      validate(value) {
        if (handedOver.size > 0) {
          const id = typeof value === 'string' ? value : (value as { id?: unknown } | null)?.id
          const record = typeof id === 'string' ? handedOver.get(id) : undefined
          if (record !== undefined) return keyClaimingResult(record)
        }
        const result = schema['~standard'].validate(value)
        afterCheck?.()
        return result
      },
    },
  }
}
