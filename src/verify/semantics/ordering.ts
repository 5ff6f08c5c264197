/**
 * Sort-order checks that do not guess the server's collation. "Ordered by lastName" means one
 * thing in JavaScript (`<` on UTF-16 code units), another in a database with an ICU or glibc
 * collation (accents, case and punctuation weigh less). A list passes when one of the usual
 * collations orders all of it; a list in no plausible order (reversed, shuffled, sorted by
 * another field) fails under all of them.
 */

export type Compare<T> = (a: T, b: T) => number

const binary: Compare<string> = (a, b) => (a < b ? -1 : a > b ? 1 : 0)

const COLLATIONS: Array<{ name: string; compare: Compare<string> }> = [
  { name: 'code-unit', compare: binary },
  { name: 'case-insensitive', compare: (a, b) => binary(a.toLowerCase(), b.toLowerCase()) },
  { name: 'case- and accent-insensitive code points', compare: (a, b) => binary(fold(a), fold(b)) },
  { name: 'locale', compare: new Intl.Collator('en').compare },
  { name: 'locale, base letters', compare: new Intl.Collator('en', { sensitivity: 'base' }).compare },
  { name: 'locale, punctuation ignored', compare: new Intl.Collator('en', { sensitivity: 'base', ignorePunctuation: true }).compare },
]

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** A sort key of a record: a string (compared by collation), a number, or a date-time (compared as instants). */
export type SortKey<T> =
  | { kind: 'text'; get: (item: T) => string | null | undefined; descending?: boolean }
  | { kind: 'number'; get: (item: T) => number | null | undefined; descending?: boolean }
  | { kind: 'instant'; get: (item: T) => string | null | undefined; descending?: boolean }
  /** Room numbers and similar: numeric order and text order are both accepted. */
  | { kind: 'numeric-text'; get: (item: T) => string | null | undefined; descending?: boolean }

export interface OrderViolation {
  /** Index of the first item that comes before its predecessor under every collation tried. */
  index: number
}

/**
 * Checks that `items` are ordered by `keys` (non-strictly: equal keys may come in any order) under
 * at least one collation. Returns undefined when they are, else where the order first breaks
 * (under the collation that got furthest).
 */
export function checkOrder<T>(items: readonly T[], keys: ReadonlyArray<SortKey<T>>): OrderViolation | undefined {
  let furthest = -1
  const numericModes = keys.some((key) => key.kind === 'numeric-text') ? [true, false] : [true]
  for (const collation of COLLATIONS) for (const numeric of numericModes) {
    const compare = comparator(keys, collation.compare, numeric)
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
