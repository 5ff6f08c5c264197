/**
 * A random version 4 UUID from the platform's secure generator, as one flat string: Node's
 * `crypto.randomUUID()` returns a tree of concatenated pieces of about 490 bytes, kept for as long
 * as the record that holds it lives (docs/performance.md).
 */
export function randomUuid(): string {
  // Random words are drawn 128 ids at a time, as Node's own randomUUID does: one call to the
  // platform's generator costs more than writing an id.
  if (poolAt === pool.length) {
    crypto.getRandomValues(pool)
    poolAt = 0
  }
  const at = poolAt
  poolAt += 4
  return uuidOf(pool[at]!, pool[at + 1]!, pool[at + 2]!, pool[at + 3]!)
}

const pool = new Uint32Array(4 * 128)
let poolAt = pool.length

/**
 * A version 4 UUID written from four 32-bit words, as one flat string.
 * xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx: the 32 hex digits of a, b, c and d in order, with b's fifth
 * digit replaced by the version (4) and c's first by the variant (8, 9, a or b).
 */
export function uuidOf(a: number, b: number, c: number, d: number): string {
  writeHex(a, 0, 8)
  writeHex(b >>> 16, 9, 4)
  writeHex(b, 15, 3)
  writeHex(((c >>> 28) & 0x3) | 0x8, 19, 1)
  writeHex(c >>> 16, 20, 3)
  writeHex(c, 24, 4)
  writeHex(d, 28, 8)
  // One flat string: a template literal of the pieces would be a tree of concatenations, which
  // costs the garbage collector several objects per id for as long as the record lives.
  return String.fromCharCode.apply(null, uuidCodes)
}

const HEX_DIGITS = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0))
/** The character codes of the UUID being written; the dashes and the version digit never change. */
const uuidCodes: number[] = Array.from('xxxxxxxx-xxxx-4xxx-xxxx-xxxxxxxxxxxx', (char) => char.charCodeAt(0))

/** Writes the last `digits` hex digits of `value` into `uuidCodes` from position `at`. */
function writeHex(value: number, at: number, digits: number): void {
  for (let i = at + digits - 1; i >= at; i--) {
    uuidCodes[i] = HEX_DIGITS[value & 0xf]!
    value >>>= 4
  }
}
