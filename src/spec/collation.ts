/**
 * The contract's one collation for names: case and accents are ignored, every combining mark
 * included, and what is left is compared code point by code point, so the order is the same on
 * every platform and in every locale. The mock and the verifier both order names with it.
 */

/**
 * The comparison key of a name: decomposed (NFD), stripped of every combining mark (`\p{M}`),
 * lower-cased with the locale-independent Unicode mapping, the Latin letters whose accent is no
 * combining mark folded too (ł, ø, đ, ħ to l, o, d, h; æ, œ, ß to ae, oe, ss, as Unicode's root
 * collation compares them ignoring accents), then recomposed (NFC) so that scripts whose letters
 * NFD splits without marks (Hangul) compare as written.
 *
 * @example
 * nameCollationKey('Ávila') // 'avila'
 * nameCollationKey('ÖSTERGÅRD') === nameCollationKey('Östergård') // true
 * nameCollationKey('Sławiński') // 'slawinski'
 */
export function nameCollationKey(name: string): string {
  // ASCII has no marks and normalizes to itself: lower-casing is all the key needs (most names).
  if (ASCII.test(name)) return name.toLowerCase()
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(UNMARKED_ACCENTS, (letter) => UNMARKED_ACCENT_FOLDS[letter]!)
    .normalize('NFC')
}

const ASCII = /^[\x00-\x7f]*$/

/** Lower-case Latin letters that carry an accent NFD does not split off, and what they fold to. */
const UNMARKED_ACCENT_FOLDS: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', æ: 'ae', œ: 'oe', ß: 'ss' }
const UNMARKED_ACCENTS = /[łøđħæœß]/g

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
