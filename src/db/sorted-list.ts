import { flat } from './strings.js'

/**
 * An array kept sorted by a string key, with binary-search insert and remove, so an ordered
 * listing never has to sort the whole data set on a request.
 */
export class SortedList<T> {
  readonly #items: T[] = []
  readonly #keys: string[] = []

  get size(): number {
    return this.#items.length
  }

  /** Builds the list in one sort (for loading many items at once). */
  static from<T>(items: Iterable<T>, keyOf: (item: T) => string): SortedList<T> {
    const list = new SortedList<T>()
    const entries = [...items].map((item) => [flat(keyOf(item)), item] as const)
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    for (const [key, item] of entries) {
      list.#keys.push(key)
      list.#items.push(item)
    }
    return list
  }

  insert(key: string, item: T): void {
    const at = this.#lowerBound(key)
    this.#keys.splice(at, 0, flat(key))
    this.#items.splice(at, 0, item)
  }

  /** Removes the item stored under exactly this key; returns whether it was there. */
  remove(key: string): boolean {
    const at = this.#lowerBound(key)
    if (this.#keys[at] !== key) return false
    this.#keys.splice(at, 1)
    this.#items.splice(at, 1)
    return true
  }

  /** Replaces the item stored under this key, keeping its place. */
  replace(key: string, item: T): void {
    const at = this.#lowerBound(key)
    if (this.#keys[at] === key) this.#items[at] = item
  }

  /** Items `offset`..`offset + count` in ascending order, or in descending order when `descending`. */
  slice(offset: number, count: number, descending = false): T[] {
    if (!descending) return this.#items.slice(offset, offset + count)
    const end = this.#items.length - offset
    return this.#items.slice(Math.max(0, end - count), Math.max(0, end)).reverse()
  }

  /** The index of the first key not below `key`. */
  #lowerBound(key: string): number {
    let low = 0
    let high = this.#keys.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.#keys[mid]! < key) low = mid + 1
      else high = mid
    }
    return low
  }

  values(): readonly T[] {
    return this.#items
  }
}
