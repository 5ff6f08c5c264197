/**
 * The contract's one collation for names: case and accents are ignored, every combining mark
 * included, and what is left is compared code point by code point, so the order is the same on
 * every platform and in every locale. The mock and the verifier both order names with it.
 */

/**
 * The comparison key of a name: decomposed (NFD), stripped of every combining mark (`\p{M}`),
 * lower-cased with the locale-independent Unicode mapping, then recomposed (NFC) so that scripts
 * whose letters NFD splits without marks (Hangul) compare as written.
 *
 * @example
 * nameCollationKey('Ávila') // 'avila'
 * nameCollationKey('ÖSTERGÅRD') === nameCollationKey('Östergård') // true
 */
export function nameCollationKey(name: string): string {
  // ASCII has no marks and normalizes to itself: lower-casing is all the key needs (most names).
  if (ASCII.test(name)) return name.toLowerCase()
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC')
}

const ASCII = /^[\x00-\x7f]*$/

/**
 * Compares two names by the contract's collation: negative when `a` sorts first, positive when
 * `b` does, 0 when they are equal ignoring case and accents. Keys are compared by code point,
 * not by UTF-16 code unit, so characters beyond U+FFFF sort after U+E000-U+FFFF as Unicode says.
 *
 * @example
 * ['Zimmer', 'van Dijk', 'Ábrahám'].sort(compareNames) // ['Ábrahám', 'van Dijk', 'Zimmer']
 */
export function compareNames(a: string, b: string): number {
  return compareCodePoints(nameCollationKey(a), nameCollationKey(b))
}

/** Orders two strings by code point (`<` on strings orders by UTF-16 code unit instead). */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0
  const left = a[Symbol.iterator]()
  const right = b[Symbol.iterator]()
  for (;;) {
    const l = left.next()
    const r = right.next()
    if (l.done || r.done) return l.done ? (r.done ? 0 : -1) : 1
    const difference = l.value.codePointAt(0)! - r.value.codePointAt(0)!
    if (difference !== 0) return difference
  }
}
