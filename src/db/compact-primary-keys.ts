import { ScopedPatch } from './scoped-patch.js'

/**
 * `@msw/data` gives every record it creates a primary key from the platform's
 * `crypto.randomUUID()`, and compares those keys to find a record in its array (a scan in every
 * `update` and `delete`). Node builds that string as a rope of 20 pieces: about 490 bytes a key
 * where 36 characters would do, and comparing two such keys walks both ropes. At 100,000 guests
 * that was about 200 MB of keys and a PUT of about 20 ms (docs/performance.md).
 *
 * While the library creates records through an `IndexedCollection`, `crypto.randomUUID` is the
 * platform's own followed by one use of its result as a property name, and it returns the name
 * the engine stored: one flat string of 36 characters, which the engine compares with another
 * such name at once. The value is the same random UUID, character for character; only how the
 * engine holds it changes. Outside those calls `crypto.randomUUID` is whatever it was. See
 * docs/decisions/0012-compact-primary-keys.md.
 *
 * A `randomUUID` the platform implements natively (browsers': its source reads `[native code]`)
 * already gives one flat string, so it is left alone: the wrapper would only add its own cost,
 * about 3 µs a record in a fresh Chromium page, 10-15 ms of the default hotel's start there.
 */

/** Where each result is used as a property name: added, read back and removed again at once. */
const keyTable: Record<string, 0> = Object.create(null)

/** `crypto.randomUUID`, compacting, while any `withCompactPrimaryKeys` call runs. */
const compacting = new ScopedPatch<() => string>('randomUUID')

interface RandomUUIDSource {
  randomUUID(): string
}

function platformCrypto(): RandomUUIDSource | undefined {
  const candidate = (globalThis as { crypto?: Partial<RandomUUIDSource> }).crypto
  return typeof candidate?.randomUUID === 'function' ? (candidate as RandomUUIDSource) : undefined
}

/** `randomUUID` of `crypto`, its result given back as the name the engine stored (one flat string). */
function compacted(crypto: RandomUUIDSource, randomUUID: () => string): () => string {
  return () => {
    const key = randomUUID.call(crypto)
    if (typeof key !== 'string') return key
    keyTable[key] = 0
    const [stored = key] = Object.keys(keyTable)
    delete keyTable[key]
    return stored
  }
}

/**
 * Whether a function is the platform's own, not JavaScript: its source text says `[native code]`.
 * Read on each call of `withCompactPrimaryKeys` (a create, or a chunk of a load): about 0.2 µs
 * in Node, against some 150 µs for a served create.
 */
function isNative(fn: () => unknown): boolean {
  return /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(fn))
}

/**
 * Runs `create` (a call of the library's `create` or `createMany`) with compact primary keys, and
 * gives back its result. Where `crypto.randomUUID` is native, its keys are compact already and
 * `create` runs as it is. Calls may overlap: the first in puts the wrapper in place, the last out
 * takes it away, also when `create` fails.
 */
export async function withCompactPrimaryKeys<R>(create: () => Promise<R>): Promise<R> {
  const crypto = platformCrypto()
  if (crypto === undefined || isNative(crypto.randomUUID)) return create()
  return compacting.run(crypto, (randomUUID) => compacted(crypto, randomUUID), create)
}
