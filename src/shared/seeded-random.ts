import { uuidOf } from './uuid.js'

/**
 * A small, fast, seedable pseudo-random generator (sfc32) with the helpers the seed generators
 * need. It is pure integer arithmetic, so a seed gives the same sequence in every JavaScript
 * engine; faker is only asked for locale data (names, streets), which is where it shines.
 */
export class SeededRandom {
  /**
   * The generator's four words (a, b, c, d) as 32-bit integers in a typed array: updating them
   * allocates nothing, where four number fields holding values past the small-integer range would
   * box a new heap number on every draw while the code is still cold (decision 0330).
   */
  readonly #state = new Int32Array(4)

  constructor(seed: number, stream = 0) {
    // splitmix32 spreads the seed over the four words of state.
    let state = (Math.floor(seed) ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0
    const next = () => {
      state = (state + 0x9e3779b9) >>> 0
      let z = state
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    const words = this.#state
    words[0] = next()
    words[1] = next()
    words[2] = next()
    words[3] = next()
    // Seeds that differ above 32 bits still give different streams.
    words[3] = words[3]! ^ Math.floor(seed / 0x1_0000_0000)
    for (let i = 0; i < 12; i++) this.uint32()
  }

  /** A uniformly distributed unsigned 32-bit integer. */
  uint32(): number {
    const words = this.#state
    const a = words[0]!
    const b = words[1]!
    const c = words[2]!
    const d = words[3]!
    const t = (a + b + d) | 0
    words[3] = d + 1
    words[0] = b ^ (b >>> 9)
    words[1] = c + (c << 3)
    words[2] = ((c << 21) | (c >>> 11)) + t
    return t >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 0x1_0000_0000
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** One item of a weighted table, picked according to its weights. */
  weighted<T>(table: WeightedTable<T>): T {
    const roll = this.next() * table.total
    const { cumulative, items } = table
    for (let i = 0; i < cumulative.length; i++) {
      if (roll < cumulative[i]!) return items[i]!
    }
    return items[items.length - 1]!
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }

  /** `count` decimal digits as a string. */
  digits(count: number): string {
    let out = ''
    for (let i = 0; i < count; i++) out += String(this.uint32() % 10)
    return out
  }

  /** `count` characters from A-Z and 0-9. */
  code(count: number): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
    let out = ''
    for (let i = 0; i < count; i++) out += alphabet[this.uint32() % 36]
    return out
  }

  /** Up to `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i)
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy.slice(0, count)
  }

  /** A lowercase base-36 word, for markers such as a run id. */
  word(length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += '0123456789abcdefghijklmnopqrstuvwxyz'[this.int(0, 35)]
    return out
  }

  /** A version 4 UUID drawn from this generator. */
  uuid(): string {
    return uuidOf(this.uint32(), this.uint32(), this.uint32(), this.uint32())
  }
}

/** Items with relative weights, prepared once so that each pick is a short scan. */
export interface WeightedTable<T> {
  items: readonly T[]
  cumulative: readonly number[]
  total: number
}

export function weightedTable<T>(items: readonly T[], weightOf: (item: T) => number): WeightedTable<T> {
  const cumulative: number[] = []
  let total = 0
  for (const item of items) {
    total += weightOf(item)
    cumulative.push(total)
  }
  return { items, cumulative, total }
}
