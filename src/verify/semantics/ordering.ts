import { compareNames } from '../../spec/collation.js'

/**
 * Sort-order checks under the contract's one collation: names (and every other text key) compare
 * ignoring case and accents, code point by code point (`src/spec/collation.ts`). A server that
 * sorts by UTF-16 code unit, by a locale's rules or case-sensitively breaks the contract as soon
 * as the list holds two names those orders disagree on. Room numbers are the one exception: the
 * contract does not say whether "1001" follows "215", so numeric and text order are both accepted.
 */

export type Compare<T> = (a: T, b: T) => number

/** A sort key of a record: a string (compared by collation), a number, or a date-time (compared as instants). */
export type SortKey<T> =
  | { kind: 'text'; get: (item: T) => string | null | undefined; descending?: boolean }
  | { kind: 'number'; get: (item: T) => number | null | undefined; descending?: boolean }
  | { kind: 'instant'; get: (item: T) => string | null | undefined; descending?: boolean }
  /** Room numbers and similar: numeric order and text order are both accepted. */
  | { kind: 'numeric-text'; get: (item: T) => string | null | undefined; descending?: boolean }

export interface OrderViolation {
  /** Index of the first item that comes before its predecessor. */
  index: number
}

/**
 * Checks that `items` are ordered by `keys` (non-strictly: equal keys may come in any order) under
 * the contract's collation. Returns undefined when they are, else where the order first breaks.
 */
export function checkOrder<T>(items: readonly T[], keys: ReadonlyArray<SortKey<T>>): OrderViolation | undefined {
  let furthest = -1
  const numericModes = keys.some((key) => key.kind === 'numeric-text') ? [true, false] : [true]
  for (const numeric of numericModes) {
    const compare = comparator(keys, compareNames, numeric)
    let broken = -1
    for (let i = 1; i < items.length; i++) {
      if (compare(items[i - 1]!, items[i]!) > 0) {
        broken = i
        break
      }
    }
    if (broken === -1) return undefined
    furthest = Math.max(furthest, broken)
  }
  return { index: furthest }
}

function comparator<T>(keys: ReadonlyArray<SortKey<T>>, text: Compare<string>, numeric: boolean): Compare<T> {
  return (a, b) => {
    for (const key of keys) {
      const result = compareKey(key, a, b, text, numeric)
      if (result !== 0) return key.descending ? -result : result
    }
    return 0
  }
}

function compareKey<T>(key: SortKey<T>, a: T, b: T, text: Compare<string>, numeric: boolean): number {
  const left = key.get(a)
  const right = key.get(b)
  // Nulls: accept them first or last by treating them as equal to everything (no violation either way).
  if (left === null || left === undefined || right === null || right === undefined) return 0
  switch (key.kind) {
    case 'text':
      return text(left as string, right as string)
    case 'number':
      return (left as number) - (right as number)
    case 'instant':
      return Date.parse(left as string) - Date.parse(right as string)
    case 'numeric-text': {
      const l = Number(left)
      const r = Number(right)
      return numeric && Number.isFinite(l) && Number.isFinite(r) && l !== r ? l - r : text(left as string, right as string)
    }
    default:
      return 0
  }
}
