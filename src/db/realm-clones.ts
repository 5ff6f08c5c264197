import { isPlainObject, setOwn } from './plain-clones.js'
import { ScopedPatch } from './scoped-patch.js'

/**
 * `@msw/data`'s `update` copies the record with the global `structuredClone` and hands the copy to
 * `mutative`, which drafts only plain objects of its own realm. Under jest's Node environment the
 * tests run in a `vm` context whose `structuredClone` is the host's: its copies are plain objects
 * of the host's realm, `mutative` refuses them ("Invalid base state"), and every update fails.
 *
 * Where the global `structuredClone` gives objects of another realm, `withClonesOfThisRealm`
 * puts a wrapper in its place while the library updates records through an `IndexedCollection`:
 * the same clone, its plain objects and arrays rebuilt in this realm. Everywhere else, and outside
 * those calls, `structuredClone` is whatever it was. See docs/decisions/0011-collections-are-the-store.md.
 */

type StructuredClone = typeof structuredClone

/** The `structuredClone` last looked at, and whether its copies belong to another realm. */
let checked: { clone: StructuredClone; foreign: boolean } | undefined

/** `structuredClone`, cloning into this realm, while any `withClonesOfThisRealm` call runs. */
const realmClones = new ScopedPatch<StructuredClone>('structuredClone')

function cloneGivesForeignObjects(clone: StructuredClone): boolean {
  if (checked?.clone !== clone) checked = { clone, foreign: Object.getPrototypeOf(clone({})) !== Object.prototype }
  return checked.foreign
}

/**
 * A clone's `value` with the plain objects and arrays of another realm rebuilt in this one (arrays
 * are always copied; plain objects of this realm and anything else, a `Date` say, are kept).
 */
export function intoThisRealm(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return Array.from(value as unknown[], (item) => intoThisRealm(item))
  // Plain objects of this realm, and any without a prototype (a clone makes none), are kept.
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype === Object.prototype || prototype === null || !isPlainObject(value)) return value
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value)) setOwn(copy, key, intoThisRealm((value as Record<string, unknown>)[key]))
  return copy
}

/**
 * Runs `update` (a call of the library's `update` or `updateMany`) with clones of this realm, and
 * gives back its result. Calls may overlap: the first in puts the wrapper in place, the last out
 * takes it away, also when `update` fails. Where `structuredClone` already clones into this
 * realm (Node, browsers, vitest), it only calls `update`.
 */
export function withClonesOfThisRealm<R>(update: () => Promise<R>): Promise<R> {
  if (!realmClones.active) {
    const clone = (globalThis as { structuredClone?: StructuredClone }).structuredClone
    if (typeof clone !== 'function' || !cloneGivesForeignObjects(clone)) return update()
  }
  return realmClones.run(globalThis, (clone) => ((value: unknown, options?: Parameters<StructuredClone>[1]) => intoThisRealm(clone(value, options))) as StructuredClone, update)
}
