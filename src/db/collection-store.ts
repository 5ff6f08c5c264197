import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'

/**
 * Storing, adding and replacing records of an `@msw/data` collection without its per-record
 * machinery, for records this package has already validated against the spec.
 *
 * `Collection.create` deep-copies each record, validates it, attaches a primary key and a relation
 * map under the library's own symbols and resolves a promise; `Collection.update` finds the record
 * by a scan of the whole collection and then scans again to replace it. At 100,000 guests and
 * 300,000 reservations that is seconds of seeding, hundreds of megabytes of copies and 20 ms per
 * PUT. Here validated records are stored as they are, marked with the same symbols, in the array
 * the collection keeps (which `all()` returns by reference, as documented, so the library's
 * queries, updates and deletes see them), and a replace goes straight to the record's slot.
 *
 * The symbols are read from a record the library itself creates once. If that ever stops working
 * (the library no longer hands out its live array, or marks records differently), every function
 * here falls back to the public API: slower, never wrong. `test/data/collection-store.test.ts`
 * checks that the library's own queries, updates and deletes see what was stored here.
 */

interface RecordSymbols {
  primaryKey: symbol
  relationMap: symbol
}

let symbols: RecordSymbols | null | undefined

const passthrough: StandardSchemaV1<object, object> = {
  '~standard': { version: 1, vendor: 'guest-reservation-mock', validate: (value) => ({ value: value as object }) },
}

/** The library's record symbols, learnt from one probe record; `null` if they cannot be found. */
async function recordSymbols(): Promise<RecordSymbols | null> {
  if (symbols !== undefined) return symbols
  const probe = new Collection({ schema: passthrough })
  const record = await probe.create({})
  const own = Object.getOwnPropertySymbols(record)
  const primaryKey = own.find((symbol) => symbol.description === 'kPrimaryKey')
  const relationMap = own.find((symbol) => symbol.description === 'kRelationMap')
  const live = probe.all() as object[]
  const usable = primaryKey !== undefined && relationMap !== undefined && live.length === 1 && live[0] === record
  symbols = usable ? { primaryKey, relationMap } : null
  return symbols
}

/**
 * The relation map every record stored here shares. The database's collections define no
 * relations (its own indexes join guests and stays), so one empty map serves them all instead of
 * one per record (about 170 bytes each); defining relations on them is refused loudly rather than
 * shared by every record.
 */
class NoRelations extends Map<string, unknown> {
  override set(): this {
    throw new Error("The hotel database's collections do not support relations (defineRelations).")
  }
}
const noRelations = new NoRelations()

function mark(record: object, primaryKey: unknown, relations: Map<string, unknown>, known: RecordSymbols): void {
  Object.defineProperty(record, known.primaryKey, { value: primaryKey, enumerable: false, configurable: false })
  Object.defineProperty(record, known.relationMap, { value: relations, enumerable: false, configurable: false })
}

/**
 * Where records stored as `replaceable` sit in their collection's array, so a replace goes
 * straight there (checked before use: a record the library moved or removed is looked up again).
 */
const positions = new WeakMap<object, number>()

/**
 * Whether `value` is a record held by a collection (one stored here or created by the library).
 * Records are never changed in place (a write stores a new object), which is what lets callers
 * cache what they derive from one.
 */
export function isStoredRecord(value: object): boolean {
  return symbols != null && symbols.primaryKey in value
}

/**
 * Stores already-validated records in an empty collection, as they are (no copy), in order, each
 * with its own id as its primary key (the library draws a random UUID; ours are unique UUIDs
 * already, and sharing the string saves one per record). Calls `onRecord` after each one. Returns
 * the stored records (the same objects).
 */
export async function storeTrusted<T extends { id: string }>(
  collection: Collection<StandardSchemaV1<T, T>>,
  records: readonly T[],
  onRecord?: () => void,
  { replaceable = false }: { replaceable?: boolean } = {},
): Promise<T[]> {
  const known = await recordSymbols()
  const live = collection.all() as T[]
  if (known === null || live.length !== 0) return createEach(collection, records, onRecord)
  for (const record of records) {
    // A record reloaded from this database's own initial state already carries its marks.
    if (!(known.primaryKey in record)) mark(record, record.id, noRelations, known)
    if (replaceable) positions.set(record, live.length)
    live.push(record)
    onRecord?.()
  }
  return live.slice()
}

/**
 * Creates each record through the library (`create`: validated by the collection's schema and
 * copied, so the caller's objects stay theirs). Calls `onRecord` after each one.
 */
export async function createEach<T extends { id: string }>(
  collection: Collection<StandardSchemaV1<T, T>>,
  records: readonly T[],
  onRecord?: () => void,
): Promise<T[]> {
  const stored: T[] = []
  for (const record of records) {
    stored.push((await collection.create(record as never)) as T)
    onRecord?.()
  }
  return stored
}

/**
 * Adds one already-validated record at the end of a collection, as `create` would, without its
 * copy and promise chain. Falls back to `create` where the library's marks are unknown.
 */
export async function insertTrusted<T extends { id: string }>(collection: Collection<StandardSchemaV1<T, T>>, record: T): Promise<T> {
  const known = await recordSymbols()
  if (known === null) return (await collection.create(record as never)) as T
  const live = collection.all() as T[]
  mark(record, record.id, noRelations, known)
  positions.set(record, live.length)
  live.push(record)
  return record
}

/**
 * Removes records from a collection in one pass over its array. The library's `delete` finds each
 * record by a scan from the start: undoing 10,000 creates in a 100,000-guest hotel took seconds.
 * Falls back to `delete`, record by record, where the library's marks are unknown or someone
 * listens to the collection's delete hooks (which the one pass would not fire).
 */
export function removeTrusted<T extends object>(collection: Collection<StandardSchemaV1<T, T>>, records: ReadonlySet<T>): void {
  if (records.size === 0) return
  if (symbols == null || collection.hooks.listenerCount('delete') > 0) {
    for (const record of records) collection.delete(record as never)
    return
  }
  const live = collection.all() as T[]
  let kept = 0
  for (let at = 0; at < live.length; at++) {
    const record = live[at]!
    if (records.has(record)) continue
    if (kept !== at) {
      live[kept] = record
      // A replace's position hint follows the record it points to.
      if (positions.has(record)) positions.set(record, kept)
    }
    kept++
  }
  live.length = kept
}

/**
 * Puts `next` in the place of `previous` (a record of this collection), keeping its primary key:
 * what `update` does, without its two scans and its draft. `next` must be a new object, already
 * validated; `previous` is left untouched, so whoever holds it keeps a consistent record.
 */
export async function replaceTrusted<T extends { id: string }>(
  collection: Collection<StandardSchemaV1<T, T>>,
  previous: T,
  next: T,
): Promise<T> {
  const known = await recordSymbols()
  const live = collection.all() as T[]
  const hint = positions.get(previous)
  // Records created since the load sit near the end, where `lastIndexOf` starts.
  const at = known === null ? -1 : hint !== undefined && live[hint] === previous ? hint : live.lastIndexOf(previous)
  if (at === -1 || known === null) {
    // `strict`: replacing a record the collection does not hold is a bug, not a no-op.
    const updated = await collection.update((q) => q.where({ id: previous.id } as never), {
      strict: true,
      data(draft: object) {
        Object.assign(draft, next)
      },
    })
    return updated as T
  }
  const source = previous as Record<symbol, unknown>
  // A record put back by a reset is an earlier version of this one and carries the same marks.
  if (!(known.primaryKey in next)) mark(next, source[known.primaryKey], source[known.relationMap] as Map<string, unknown>, known)
  live[at] = next
  positions.set(next, at)
  return next
}
