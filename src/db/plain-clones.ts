import { ScopedPatch } from './scoped-patch.js'

/**
 * `@msw/data`'s `update` copies the record twice with the global `structuredClone` (the previous
 * version it reports, and the base of its draft), both before its first `await`. In Node that
 * goes through V8's value serializer: about 6 µs for a guest, where copying the same plain data
 * takes about 1 µs, and those two copies were the largest single cost of a PUT
 * (docs/decisions/0016-plain-clones-while-the-library-updates.md).
 *
 * The store's records are plain JSON data (the spec's schemas allow nothing else). So while the
 * library's `update` runs its synchronous first part for one of the store's collections,
 * `structuredClone` copies plain data itself, in this realm, and gives anything it would copy
 * differently to the `structuredClone` it replaced: the result is the same either way. A caller's
 * `data` function, which the library calls in that window, runs with the platform's clone (see
 * `withPlatformClones`). Outside those synchronous calls, `structuredClone` is whatever it was.
 */

type StructuredClone = typeof structuredClone

const plainClones = new ScopedPatch<StructuredClone>('structuredClone')

/** Deeper than a record ever is: a value this deep (or cyclic) goes to the platform's clone. */
const MAX_DEPTH = 64

/**
 * How many calls of `withPlatformClones` are running: code that is not the library's, where the
 * plain copy steps aside (a draft is a Proxy, which the platform refuses to clone and a plain copy
 * would read through).
 */
let platformOnly = 0

/** Marks a value the plain copy does not take: the platform's clone copies it instead. */
const NOT_PLAIN: unique symbol = Symbol('not plain data')

/**
 * A copy of `value` as `structuredClone` makes it, when `value` is plain data: primitives (not
 * symbols or functions), arrays without holes or extra properties, and objects whose prototype is
 * a realm's `Object.prototype` or null, each reached once (no shared or cyclic references, whose
 * sharing the platform's clone keeps). Else NOT_PLAIN.
 */
function copyPlain(value: unknown, depth: number, seen: object[]): unknown {
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'function' || typeof value === 'symbol' ? NOT_PLAIN : value
  }
  if (depth > MAX_DEPTH || seen.includes(value)) return NOT_PLAIN
  seen.push(value)
  if (Array.isArray(value)) {
    const items = value as unknown[]
    if (Object.keys(items).length !== items.length) return NOT_PLAIN
    const copy = new Array<unknown>(items.length)
    for (let i = 0; i < items.length; i++) {
      const item = copyPlain(items[i], depth + 1, seen)
      if (item === NOT_PLAIN) return NOT_PLAIN
      copy[i] = item
    }
    return copy
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && !isPlainObject(value)) return NOT_PLAIN
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const item = copyPlain((value as Record<string, unknown>)[key], depth + 1, seen)
    if (item === NOT_PLAIN) return NOT_PLAIN
    setOwn(copy, key, item)
  }
  return copy
}

/** Whether `value` is a plain object of some realm: its prototype that realm's `Object.prototype`, or null. */
export function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === null || (Object.getPrototypeOf(prototype) === null && Object.prototype.toString.call(value) === '[object Object]')
}

/** Sets `copy[key]`, defined rather than assigned for `__proto__`, which then stays an own property as in a structured clone. */
export function setOwn(copy: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true })
  else copy[key] = value
}

/** `clone`, with plain data copied without it. */
function plainFirst(clone: StructuredClone): StructuredClone {
  return ((value: unknown, options?: Parameters<StructuredClone>[1]) => {
    if (options === undefined && platformOnly === 0) {
      const copy = copyPlain(value, 0, [])
      if (copy !== NOT_PLAIN) return copy
    }
    return clone(value, options)
  }) as StructuredClone
}

/**
 * Runs `work` (a call of the library's `update`, up to its first await) with plain data cloned
 * without the platform's serializer, and gives back its result. Where there is no global
 * `structuredClone`, it only calls `work`.
 */
export function withPlainClones<R>(work: () => R): R {
  if (typeof (globalThis as { structuredClone?: unknown }).structuredClone !== 'function') return work()
  return plainClones.runSync(globalThis, plainFirst, work)
}

/**
 * Runs `work` (a caller's code that the library calls inside `withPlainClones`, up to its first
 * await) with the platform's `structuredClone`, and gives back its result.
 */
export function withPlatformClones<R>(work: () => R): R {
  platformOnly++
  try {
    return work()
  } finally {
    platformOnly--
  }
}

/** The copy `structuredClone` makes while `withPlainClones` runs, for tests. */
export function plainClone(value: unknown): unknown {
  return plainFirst(structuredClone)(value)
}
