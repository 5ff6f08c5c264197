import { isStoredRecord } from '../src/db/collection-store.js'

/**
 * `JSON.stringify` for response bodies, with the text of each database record made once while it
 * is served often.
 *
 * Serialising is most of the CPU a list costs (a page of 20 guests is about 10 KB, some 45 µs on
 * a slow core), yet a record never changes once stored: a write stores a new object. So the texts
 * of the records served lately are kept, and a page is assembled from them. The output is exactly
 * `JSON.stringify(value)`'s (`test/in-process/json.test.ts` checks it against random values).
 */
export const RECENT_TEXTS = 10_000

/**
 * The texts of records served lately, in two generations of at most `RECENT_TEXTS` records each:
 * when the younger is full it becomes the older and the older is dropped; a record found in the
 * older is copied into the younger. So the records served most often stay, and the memory is
 * bounded: keeping every text served (as a `WeakMap` did) grew by some 170 MB when a client paged
 * through the 300,000 stays of a large hotel.
 */
class RecentTexts {
  #younger = new Map<object, string>()
  #older = new Map<object, string>()

  get size(): number {
    return this.#younger.size + this.#older.size
  }

  get(record: object): string | undefined {
    const text = this.#younger.get(record)
    if (text !== undefined) return text
    const older = this.#older.get(record)
    if (older !== undefined) this.set(record, older)
    return older
  }

  set(record: object, text: string): void {
    this.#younger.set(record, text)
    if (this.#younger.size >= RECENT_TEXTS) {
      this.#older = this.#younger
      this.#younger = new Map()
    }
  }
}

const texts = new RecentTexts()

/** How many record texts are kept now (at most twice `RECENT_TEXTS`). */
export function recentTextCount(): number {
  return texts.size
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
  if (Array.isArray(value)) {
    let out = '['
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + (serialize(value[i]) ?? 'null')
    return out + ']'
  }
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
