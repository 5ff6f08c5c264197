import { isStoredRecord } from '../src/db/collection-store.js'

/**
 * `JSON.stringify` for response bodies, with the text of each database record made once.
 *
 * Serialising is most of the CPU a list costs (a page of 20 guests is about 10 KB, some 45 µs on
 * a slow core), yet a record never changes once stored: a write stores a new object. So the text
 * of every record served is kept beside it (a `WeakMap`, gone with the record) and a page is
 * assembled from those texts. The output is exactly `JSON.stringify(value)`'s
 * (`test/in-process/json.test.ts` checks it against random values).
 */
const texts = new WeakMap<object, string>()

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
