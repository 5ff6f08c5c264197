import { flat } from './strings.js'

/** Items per chunk: large enough to keep the chunk list short, small enough for cheap splices. */
const CHUNK = 256

/** Inserts held before they are placed in one sorted batch (every read places them first). */
const PENDING = 32

/** Where an item sits: its chunk, that chunk's index in the list, and its index in the chunk. */
interface Place<T> {
  index: number
  chunk: Chunk<T>
  at: number
}

interface Chunk<T> {
  /** The items' keys, unless the list computes them from the items (`storeKeys: false`). */
  keys: string[] | undefined
  items: T[]
}

export interface SortedListOptions {
  /** Items per chunk (a chunk splits at twice this). Tests use tiny chunks. */
  chunk?: number
  /**
   * Keep each item's key (the default), or compute it from the item whenever a write compares
   * keys: for keys that are cheap to make and would otherwise cost memory for every item.
   */
  storeKeys?: boolean
  /** Inserts held before they are placed (1: each is placed at once). Tests use small numbers. */
  pending?: number
}

/**
 * Items kept sorted by a string key, so an ordered listing never sorts the whole data set on a
 * request. The items live in chunks of at most a few hundred (a sorted list of sorted lists), so
 * an insert or a remove moves a few hundred references, not every item after it: with 100,000
 * guests a single array made each create splice ten arrays of 100,000.
 */
export class SortedList<T> {
  readonly #keyOf: (item: T) => string
  readonly #chunk: number
  readonly #storeKeys: boolean
  readonly #pendingLimit: number

  constructor(keyOf: (item: T) => string, { chunk = CHUNK, storeKeys = true, pending = PENDING }: SortedListOptions = {}) {
    this.#keyOf = keyOf
    this.#chunk = chunk
    this.#storeKeys = storeKeys
    this.#pendingLimit = Math.max(1, pending)
  }

  #chunks: Chunk<T>[] = []
  #size = 0
  /**
   * Inserts not placed yet, at most `PENDING`: every other operation places them first, in key
   * order. A burst of writes (a load test of creates) then places its keys in batches, which run
   * on a warm cache and land near one another, instead of one binary search through memory the
   * HTTP work between two requests has pushed out of the caches.
   */
  #pending: Array<readonly [key: string, item: T]> = []
  /** All items in order, made on demand and dropped by every change. */
  #flat: T[] | undefined
  /**
   * Where the last insert put its item, while no other change has moved it. Keys written by a
   * clock (a write's `updatedAt`) come in rising order, each just above the one before, even when
   * items with later keys follow them (a hotel seeded with changes later today): such an insert
   * goes right after the last one, checked by two comparisons instead of two binary searches.
   */
  #last: Place<T> | undefined

  get size(): number {
    return this.#size + this.#pending.length
  }

  /** Builds the list in one sort (for loading many items at once). */
  static from<T>(items: Iterable<T>, keyOf: (item: T) => string, options: SortedListOptions = {}): SortedList<T> {
    return SortedList.fromEntries(Array.from(items, (item) => [keyOf(item), item] as const), keyOf, options)
  }

  /**
   * Builds the list in one sort from items and their keys (`keyOf(item)`, made already), in any
   * order; sorts `entries` in place.
   */
  static fromEntries<T>(entries: Array<readonly [key: string, item: T]>, keyOf: (item: T) => string, options: SortedListOptions = {}): SortedList<T> {
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    const list = new SortedList<T>(keyOf, options)
    for (let start = 0; start < entries.length; start += list.#chunk) {
      const part = entries.slice(start, start + list.#chunk)
      list.#chunks.push({ keys: list.#storeKeys ? part.map(([key]) => flat(key)) : undefined, items: part.map(([, item]) => item) })
    }
    list.#size = entries.length
    return list
  }

  /** Adds an item under a key no other item has. */
  insert(key: string, item: T): void {
    this.#flat = undefined
    this.#pending.push([key, item])
    if (this.#pending.length >= this.#pendingLimit) this.#placePending()
  }

  /** Places the pending inserts, in key order. */
  #placePending(): void {
    const pending = this.#pending
    if (pending.length === 0) return
    this.#pending = []
    if (pending.length > 1) pending.sort((a, b) => (a[0] < b[0] ? -1 : 1))
    for (const [key, item] of pending) this.#place(key, item)
  }

  #place(key: string, item: T): void {
    if (this.#chunks.length === 0) this.#chunks.push({ keys: this.#storeKeys ? [] : undefined, items: [] })
    let { index, chunk, at } = this.#afterLast(key) ?? this.#end()
    // Otherwise a key above every other (a new guest's timestamps) goes to the end without a search.
    if (at === 0 || !(this.#keyAt(chunk, at - 1) < key)) {
      index = this.#chunkFor(key)
      chunk = this.#chunks[index]!
      at = this.#lowerBound(chunk, key)
    }
    chunk.keys?.splice(at, 0, flat(key))
    chunk.items.splice(at, 0, item)
    this.#size++
    if (chunk.items.length > 2 * this.#chunk) {
      const half = chunk.items.length >>> 1
      const right = { keys: chunk.keys?.splice(half), items: chunk.items.splice(half) }
      this.#chunks.splice(index + 1, 0, right)
      if (at >= half) {
        index++
        chunk = right
        at -= half
      }
    }
    this.#last = { index, chunk, at }
  }

  /** The place right after the last insert, if `key` belongs there. */
  #afterLast(key: string): Place<T> | undefined {
    const last = this.#last
    if (!last || !(this.#keyAt(last.chunk, last.at) < key)) return undefined
    const at = last.at + 1
    const next = at < last.chunk.items.length ? this.#keyAt(last.chunk, at) : this.#firstKeyOf(last.index + 1)
    return next === undefined || key < next ? { index: last.index, chunk: last.chunk, at } : undefined
  }

  /** The place after every item. */
  #end(): Place<T> {
    const index = this.#chunks.length - 1
    const chunk = this.#chunks[index]!
    return { index, chunk, at: chunk.items.length }
  }

  #firstKeyOf(index: number): string | undefined {
    const chunk = this.#chunks[index]
    return chunk ? this.#keyAt(chunk, 0) : undefined
  }

  /** Removes the item stored under exactly this key; returns whether it was there. */
  remove(key: string): boolean {
    this.#placePending()
    const found = this.#locate(key)
    if (!found) return false
    const { index, chunk, at } = found
    this.#flat = undefined
    chunk.keys?.splice(at, 1)
    chunk.items.splice(at, 1)
    this.#size--
    const last = this.#last
    if (chunk.items.length === 0) {
      this.#chunks.splice(index, 1)
      // The chunks after it moved down one place.
      this.#last = last && last.chunk !== chunk ? { ...last, index: last.index > index ? last.index - 1 : last.index } : undefined
    } else if (last?.chunk === chunk && at <= last.at) {
      // Removing the last insert leaves its predecessor as the place to insert after: the next
      // version of the same item (a later timestamp) usually goes back where it was.
      this.#last = at === last.at ? (at > 0 ? { ...last, at: at - 1 } : undefined) : { ...last, at: last.at - 1 }
    }
    return true
  }

  /** Where the item stored under exactly this key sits, if there is one. */
  #locate(key: string): Place<T> | undefined {
    // The item inserted last is the one most often written again (a guest edited twice in a row).
    const last = this.#last
    if (last && last.at < last.chunk.items.length && this.#keyAt(last.chunk, last.at) === key) return last
    const index = this.#chunkFor(key)
    const chunk = this.#chunks[index]
    if (!chunk) return undefined
    const at = this.#lowerBound(chunk, key)
    if (at === chunk.items.length || this.#keyAt(chunk, at) !== key) return undefined
    return { index, chunk, at }
  }

  /** Items `offset`..`offset + count` in ascending order, or in descending order when `descending`. */
  slice(offset: number, count: number, descending = false): T[] {
    this.#placePending()
    if (descending) {
      const end = this.#size - offset
      return this.#range(Math.max(0, end - count), Math.max(0, end)).reverse()
    }
    return this.#range(offset, Math.min(this.#size, offset + count))
  }

  /** Every item in order. */
  values(): readonly T[] {
    this.#placePending()
    this.#flat ??= this.#chunks.flatMap((chunk) => chunk.items)
    return this.#flat
  }

  /** Items at positions `start` (inclusive) to `end` (exclusive). */
  #range(start: number, end: number): T[] {
    const out: T[] = []
    let position = 0
    for (const { items } of this.#chunks) {
      if (out.length >= end - start) break
      const next = position + items.length
      if (next > start) out.push(...items.slice(Math.max(0, start - position), Math.min(items.length, end - position)))
      position = next
    }
    return out
  }

  #keyAt(chunk: Chunk<T>, index: number): string {
    return chunk.keys ? chunk.keys[index]! : this.#keyOf(chunk.items[index]!)
  }

  /** The index of the first item in `chunk` whose key is not below `key`. */
  #lowerBound(chunk: Chunk<T>, key: string): number {
    let low = 0
    let high = chunk.items.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.#keyAt(chunk, mid) < key) low = mid + 1
      else high = mid
    }
    return low
  }

  /** The chunk whose key range takes `key`: the last chunk whose first key is not above it. */
  #chunkFor(key: string): number {
    let low = 0
    let high = this.#chunks.length - 1
    while (low < high) {
      const mid = (low + high + 1) >>> 1
      if (this.#keyAt(this.#chunks[mid]!, 0) <= key) low = mid
      else high = mid - 1
    }
    return low
  }
}
