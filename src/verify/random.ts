/**
 * The run's own random choices (which guests to sample, which ids to invent), drawn from the
 * run's seed so that `--seed` replays a run request for request.
 */
export class SeededRandom {
  #state: number

  constructor(seed: number) {
    this.#state = seed >>> 0 || 0x9e3779b9
  }

  /** A float in [0, 1) (mulberry32). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0
    let t = this.#state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(0, items.length - 1)]
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

  /** A lowercase base-36 word, for markers such as the run id. */
  word(length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += '0123456789abcdefghijklmnopqrstuvwxyz'[this.int(0, 35)]
    return out
  }

  /** A version 4 UUID. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16))
    hex[12] = '4'
    hex[16] = '89ab'[this.int(0, 3)]!
    const s = hex.join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
  }
}
