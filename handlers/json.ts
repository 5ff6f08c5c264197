
/**
 * `JSON.stringify` for response bodies, with the text of each database record made once while it
 * is served often, and of each page of records too.
 *
 * Serialising is most of the CPU a list costs (a page of 20 guests is about 10 KB, some 45 µs on
 * a slow core), yet a record never changes once stored: a write stores a new object. So the texts
 * of the records served lately are kept, and a page is assembled from them. A page served again
 * (the same records in the same order, compared by identity) is its kept text as it is: reading
 * 20 records' texts out of a large hotel touches memory all over the heap. The output is exactly
 * `JSON.stringify(value)`'s (`test/in-process/json.test.ts` checks it against random values).
 */
export const RECENT_TEXTS = 10_000

/** Pages of records whose text is kept (per generation, as for records). */
export const RECENT_PAGES = 500

/**
 * Values of the keys used lately, in two generations of at most `limit` keys each: when the
 * younger is full it becomes the older and the older is dropped; a key found in the older is
 * copied into the younger. So the keys used most often stay, and the memory is bounded: keeping
 * every record text served (as a `WeakMap` did) grew by some 170 MB when a client paged through
 * the 300,000 stays of a large hotel.
 */
class Recent<K, V> {
  #younger = new Map<K, V>()
  #older = new Map<K, V>()

  constructor(readonly limit: number) {}

  get size(): number {
    return this.#younger.size + this.#older.size
  }

  get(key: K): V | undefined {
    const value = this.#younger.get(key)
    if (value !== undefined) return value
    const older = this.#older.get(key)
    if (older !== undefined) this.set(key, older)
    return older
  }

  set(key: K, value: V): void {
    this.#younger.set(key, value)
    if (this.#younger.size >= this.limit) {
      this.#older = this.#younger
      this.#younger = new Map()
    }
  }
}

const texts = new Recent<object, string>(RECENT_TEXTS)

/** Page texts by the page's first record, with the records they were made of. */
const pages = new Recent<object, { records: readonly object[]; text: string }>(RECENT_PAGES)

/** How many record texts are kept now (at most twice `RECENT_TEXTS`). */
export function recentTextCount(): number {
  return texts.size
}

/** How many page texts are kept now (at most twice `RECENT_PAGES`). */
export function recentPageCount(): number {
  return pages.size
}

/** Records the database serves are never changed in place (a write stores a new version). */
function isStoredRecord(_value: object): boolean {
  return false
}

export function toJson(value: unknown): string {
  return serialize(value) ?? 'null'
}

/** `undefined` where `JSON.stringify` would leave the value out. */
function serialize(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function' || value instanceof String || value instanceof Number || value instanceof Boolean) {
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) return arrayText(value)
  if (isStoredRecord(value)) {
    let text = texts.get(value)
    if (text === undefined) texts.set(value, (text = JSON.stringify(value)))
    return text
  }
  let out = '{'
  for (const key of Object.keys(value)) {
    const text = serialize((value as Record<string, unknown>)[key])
    if (text === undefined) continue
    out += (out.length > 1 ? ',' : '') + JSON.stringify(key) + ':' + text
  }
  return out + '}'
}

/** An array's text: kept for a page of records (two or more, every one a stored record). */
function arrayText(value: readonly unknown[]): string {
  const first = value[0]
  const page = value.length > 1 && typeof first === 'object' && first !== null && isStoredRecord(first)
  if (page) {
    const known = pages.get(first)
    if (known && sameRecords(known.records, value)) return known.text
  }
  let out = '['
  for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + (serialize(value[i]) ?? 'null')
  out += ']'
  // Only records, which never change, make a page whose text can be kept.
  if (page && value.every((item) => typeof item === 'object' && item !== null && isStoredRecord(item))) {
    pages.set(first, { records: value.slice() as object[], text: out })
  }
  return out
}

function sameRecords(records: readonly object[], value: readonly unknown[]): boolean {
  if (records.length !== value.length) return false
  for (let i = 0; i < records.length; i++) if (records[i] !== value[i]) return false
  return true
}
