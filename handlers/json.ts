/**
 * `JSON.stringify` for response bodies, with the text of each record the store holds made once
 * while it is served often, and of each page of records too. A record is never changed in place
 * (each write stores a new object, decision 0011), so its text stays right as long as it is the
 * record the store holds; the output is exactly `JSON.stringify(value)`'s
 * (`test/in-process/json.test.ts` checks it against random values).
 */
export const RECENT_TEXTS = 10_000

/** Pages of records whose text is kept (per generation, as for records). */
export const RECENT_PAGES = 500

/**
 * Values of the keys used lately, in two generations of at most `limit` keys each: when the
 * younger is full it becomes the older and the older is dropped; a key found in the older is
 * copied into the younger. So the keys used most often stay, and the memory stays bounded even
 * when a client pages through every stay of a large hotel.
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

/**
 * Writes JSON for one database: `isRecord` tells which objects are records it holds now.
 *
 * @example
 * const json = new JsonWriter((value) => db.holds(value))
 * json.stringify(db.listGuests({ page: 1, pageSize: 20 })) // === JSON.stringify(...)
 */
export class JsonWriter {
  readonly #texts = new Recent<object, string>(RECENT_TEXTS)
  /** Page texts by the page's first record, with the records they were made of. */
  readonly #pages = new Recent<object, { records: readonly object[]; text: string }>(RECENT_PAGES)

  constructor(readonly isRecord: (value: object) => boolean) {}

  /** How many record texts are kept now (at most twice `RECENT_TEXTS`). */
  get recordTexts(): number {
    return this.#texts.size
  }

  /** How many page texts are kept now (at most twice `RECENT_PAGES`). */
  get pageTexts(): number {
    return this.#pages.size
  }

  stringify(value: unknown): string {
    return this.#serialize(value) ?? 'null'
  }

  /** `undefined` where `JSON.stringify` would leave the value out. */
  #serialize(value: unknown): string | undefined {
    if (value === null || typeof value !== 'object') return JSON.stringify(value)
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function' || value instanceof String || value instanceof Number || value instanceof Boolean) {
      return JSON.stringify(value)
    }
    if (Array.isArray(value)) return this.#arrayText(value)
    if (this.isRecord(value)) {
      let text = this.#texts.get(value)
      if (text === undefined) this.#texts.set(value, (text = JSON.stringify(value)))
      return text
    }
    let out = '{'
    for (const key of Object.keys(value)) {
      const text = this.#serialize((value as Record<string, unknown>)[key])
      if (text === undefined) continue
      out += (out.length > 1 ? ',' : '') + JSON.stringify(key) + ':' + text
    }
    return out + '}'
  }

  /** An array's text: kept for a page of records (two or more, every one a record the store holds). */
  #arrayText(value: readonly unknown[]): string {
    const first = value[0]
    const page = value.length > 1 && typeof first === 'object' && first !== null && this.isRecord(first)
    if (page) {
      const known = this.#pages.get(first)
      if (known && sameRecords(known.records, value)) return known.text
    }
    let out = '['
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + (this.#serialize(value[i]) ?? 'null')
    out += ']'
    if (page && value.every((item) => typeof item === 'object' && item !== null && this.isRecord(item))) {
      this.#pages.set(first, { records: value.slice() as object[], text: out })
    }
    return out
  }
}

function sameRecords(records: readonly object[], value: readonly unknown[]): boolean {
  if (records.length !== value.length) return false
  for (let i = 0; i < records.length; i++) if (records[i] !== value[i]) return false
  return true
}
