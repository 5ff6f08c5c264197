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
 *
 * Records handed over to a collection (a generated hotel) are keyed by their own ids instead, and
 * draw nothing: see `withOwnIdsAsPrimaryKeys` and docs/decisions/0017-loaded-records-keyed-by-their-ids.md.
 */

/** Where each result is used as a property name: added, read back and removed again at once. */
const keyTable: Record<string, 0> = Object.create(null)

/**
 * `crypto.randomUUID` while any `withCompactPrimaryKeys` or `withOwnIdsAsPrimaryKeys` call runs:
 * a claimed id if there is one, else the platform's key (compacted unless native).
 */
const drawing = new ScopedPatch<() => string>('randomUUID')

/**
 * The id a record being loaded claimed as its key (see `keyClaimingResult`), until the library
 * draws it. The claim and the draw happen in one synchronous run of the library's `create`, so
 * no other code can draw in between.
 */
let claimed: string | undefined
/**
 * False once the library was seen to read a claiming result without drawing a key right after:
 * a version of it that draws keys otherwise. Ids are then no longer offered, and every key is
 * drawn from the platform as before.
 */
let claimsHonoured = true

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
 * Read on each call of `withCompactPrimaryKeys` (a create, or a chunk of a load of copies) and
 * when the wrapper is put in place: about 0.2 µs in Node, against some 150 µs for a served create.
 */
function isNative(fn: () => unknown): boolean {
  return /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(fn))
}

/** The function put in place of `randomUUID`: the claimed id if there is one, else a key the platform draws. */
function drawingKeys(crypto: RandomUUIDSource, randomUUID: () => string): () => string {
  const draw = isNative(randomUUID) ? () => randomUUID.call(crypto) : compacted(crypto, randomUUID)
  return () => {
    const key = claimed
    if (key === undefined) return draw()
    claimed = undefined
    return key
  }
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
  return withKeysDrawn(crypto, create)
}

/** Runs `create` with `drawingKeys` in place of `crypto.randomUUID` (shared by overlapping calls). */
function withKeysDrawn<R>(crypto: RandomUUIDSource, create: () => Promise<R>): Promise<R> {
  return drawing.run(crypto, (randomUUID) => drawingKeys(crypto, randomUUID), create)
}

/**
 * Runs `create` (the library's `createMany` of records handed over, whose schema gives each one
 * back through `keyClaimingResult`) so that each record gets its own id as the library's primary
 * key: nothing drawn from the platform (about 4.5 µs a call in Chromium, warm or cold) and
 * no second string per record. A key drawn by anyone else meanwhile is the platform's, as without
 * it (decision 0017).
 */
export async function withOwnIdsAsPrimaryKeys<R>(create: () => Promise<R>): Promise<R> {
  // Once claims are off, keys are drawn as for any other create (decision 0012).
  if (!claimsHonoured) return withCompactPrimaryKeys(create)
  const crypto = platformCrypto()
  if (crypto === undefined) return create()
  try {
    return await withKeysDrawn(crypto, create)
  } finally {
    // A claim no draw took: this version of the library draws keys some other way.
    if (claimed !== undefined) stopClaims()
  }
}

/**
 * A schema's result giving back `record`. Read by the library's `create` (inside
 * `withOwnIdsAsPrimaryKeys`), it claims the record's id as the key the library draws next, which
 * the library does in the same synchronous run: it reads the result, then draws.
 */
export function keyClaimingResult<T extends { id: string }>(record: T): { readonly value: T } {
  return new KeyClaimingResult(record)
}

/**
 * The result `keyClaimingResult` gives: a class, so that each one is a single small object with
 * its getter on the prototype (an object literal with a getter makes a closure and defines an
 * accessor for every record: 3,537 of them took about 10 ms in a cold Node process, these 1.5 ms).
 */
class KeyClaimingResult<T extends { id: string }> {
  readonly #record: T

  constructor(record: T) {
    this.#record = record
  }

  get value(): T {
    // The previous claim was never drawn: the library reads results without drawing after.
    if (claimed !== undefined) stopClaims()
    if (claimsHonoured && drawing.active) claimed = this.#record.id
    return this.#record
  }
}

function stopClaims(): void {
  claimed = undefined
  claimsHonoured = false
}
