/**
 * Which texts contain which trigrams (three consecutive UTF-16 code units, compared exactly): for
 * each trigram, the ascending slots of the texts holding it. Each slot's text is fixed once added,
 * so a text that contains a three-character needle is exactly a slot in that trigram's postings.
 *
 * Everything is integers in typed arrays: a hotel of 100,000 guests holds about five million
 * postings, which as strings, sets or plain arrays cost seconds to build and hundreds of megabytes.
 */
export class TrigramIndex {
  readonly #codes = new TrigramCodes()
  /** Postings by trigram id; only the first `#lengths[id]` slots of each array are used. */
  readonly #postings: Int32Array[] = []
  readonly #lengths: number[] = []
  /**
   * Texts added but not indexed yet (slot, text, slot, text...), at most `PENDING` of them: a read
   * indexes them first. A burst of creates then indexes its texts in batches, whose trigrams
   * (an email domain, a phone prefix) meet the same postings while they are still in the caches.
   */
  #pending: Array<number | string> = []

  /**
   * Indexes `texts[slot]` for every slot in two passes: the first finds each text's distinct
   * trigrams and counts the texts per trigram, the second fills postings of exactly that size,
   * all views of one buffer, so building allocates no growing arrays.
   */
  static build(texts: readonly string[]): TrigramIndex {
    const index = new TrigramIndex()
    const { ids, ends } = index.#distinctTrigrams(texts)
    const lengths = index.#lengths
    // Where each trigram's postings start in the one buffer, moved along as they are filled.
    const next = new Int32Array(lengths.length)
    for (let id = 1; id < lengths.length; id++) next[id] = next[id - 1]! + lengths[id - 1]!
    const all = new Int32Array(texts.length === 0 ? 0 : ends[texts.length - 1]!)
    for (let id = 0; id < lengths.length; id++) index.#postings[id] = all.subarray(next[id]!, next[id]! + lengths[id]!)
    let at = 0
    for (let slot = 0; slot < texts.length; slot++) {
      for (const end = ends[slot]!; at < end; at++) all[next[ids[at]!]!++] = slot
    }
    return index
  }

  /** Adds one more text; `slot` must be above every slot added before, which keeps postings sorted. */
  add(slot: number, text: string): void {
    this.#pending.push(slot, text)
    if (this.#pending.length >= 2 * PENDING) this.#indexPending()
  }

  /** Indexes the pending texts, in the order they were added. */
  #indexPending(): void {
    const pending = this.#pending
    if (pending.length === 0) return
    this.#pending = []
    for (let at = 0; at < pending.length; at += 2) this.#index(pending[at] as number, pending[at + 1] as string)
  }

  #index(slot: number, text: string): void {
    for (let i = 2; i < text.length; i++) {
      const id = this.#idOf(text.charCodeAt(i - 2), text.charCodeAt(i - 1), text.charCodeAt(i))
      const length = this.#lengths[id]!
      let postings = this.#postings[id]!
      // The same trigram twice in one text: the slot is already its last posting.
      if (length > 0 && postings[length - 1] === slot) continue
      if (length === postings.length) {
        const grown = new Int32Array(Math.max(4, length * 2))
        grown.set(postings)
        this.#postings[id] = postings = grown
      }
      postings[length] = slot
      this.#lengths[id] = length + 1
    }
  }

  /**
   * The postings of every trigram of `needle` (at least three code units long), rarest first, or
   * undefined when one of them occurs in no text, so nothing can match.
   */
  postingsOf(needle: string): Int32Array[] | undefined {
    this.#indexPending()
    const lists: Int32Array[] = []
    for (let i = 2; i < needle.length; i++) {
      const id = this.#codes.find(needle.charCodeAt(i - 2), needle.charCodeAt(i - 1), needle.charCodeAt(i))
      if (id < 0) return undefined
      lists.push(this.#postings[id]!.subarray(0, this.#lengths[id]!))
    }
    return lists.sort((a, b) => a.length - b.length)
  }

  /**
   * The first pass of `build`: every text's distinct trigram ids, one text after another in `ids`
   * (text `slot` ends at `ends[slot]`), with `#lengths` counting the texts per trigram.
   */
  #distinctTrigrams(texts: readonly string[]): { ids: Int32Array; ends: Int32Array } {
    let bound = 0
    for (const text of texts) bound += Math.max(0, text.length - 2)
    const ids = new Int32Array(bound)
    const ends = new Int32Array(texts.length)
    /** The last slot counted for each trigram id, so a trigram repeated in one text counts once. */
    let lastSlot: Int32Array = new Int32Array(1024).fill(-1)
    let count = 0
    for (let slot = 0; slot < texts.length; slot++) {
      const text = texts[slot]!
      for (let i = 2; i < text.length; i++) {
        const id = this.#idOf(text.charCodeAt(i - 2), text.charCodeAt(i - 1), text.charCodeAt(i))
        if (id >= lastSlot.length) lastSlot = grownFilled(lastSlot, -1)
        if (lastSlot[id] === slot) continue
        lastSlot[id] = slot
        this.#lengths[id]!++
        ids[count++] = id
      }
      ends[slot] = count
    }
    return { ids, ends }
  }

  /** The id of a trigram, given a new id (and empty postings) the first time it is seen. */
  #idOf(c0: number, c1: number, c2: number): number {
    const id = this.#codes.idOf(c0, c1, c2)
    if (id === this.#lengths.length) {
      this.#lengths.push(0)
      this.#postings.push(EMPTY)
    }
    return id
  }
}

const EMPTY = new Int32Array(0)

/** Texts added before they are indexed in one batch (every lookup indexes them first). */
const PENDING = 32

/** A copy of `array` twice as long, the new half set to `fill`. */
function grownFilled(array: Int32Array, fill: number): Int32Array {
  const grown = new Int32Array(array.length * 2).fill(fill)
  grown.set(array)
  return grown
}

/**
 * Trigram -> dense id, as an open-addressing hash table over typed arrays. A trigram is two int32
 * keys (the first two code units, and the third plus one so that zero marks a free cell): exact
 * for every string, and no `Map` lookup with a non-small-integer key per character of every text.
 */
class TrigramCodes {
  #mask = 1023
  #high = new Int32Array(1024)
  #low = new Int32Array(1024)
  #ids = new Int32Array(1024)
  #size = 0

  /** The id of a trigram, or -1 when it was never given one. */
  find(c0: number, c1: number, c2: number): number {
    const cell = this.#cell((c0 << 16) | c1, c2 + 1)
    return this.#low[cell] === 0 ? -1 : this.#ids[cell]!
  }

  /** The id of a trigram, the next free id when it is new. */
  idOf(c0: number, c1: number, c2: number): number {
    const high = (c0 << 16) | c1
    const low = c2 + 1
    const cell = this.#cell(high, low)
    if (this.#low[cell] !== 0) return this.#ids[cell]!
    this.#high[cell] = high
    this.#low[cell] = low
    this.#ids[cell] = this.#size
    // At most half full, so probe runs stay short.
    if (++this.#size * 2 > this.#mask) this.#grow()
    return this.#size - 1
  }

  /** The cell holding this key, or the free cell where it belongs. */
  #cell(high: number, low: number): number {
    let hash = Math.imul(high, 0x9e3779b1) ^ low
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
    let cell = (hash ^ (hash >>> 13)) & this.#mask
    while (this.#low[cell] !== 0 && (this.#low[cell] !== low || this.#high[cell] !== high)) cell = (cell + 1) & this.#mask
    return cell
  }

  #grow(): void {
    const high = this.#high
    const low = this.#low
    const ids = this.#ids
    const capacity = high.length * 2
    this.#mask = capacity - 1
    this.#high = new Int32Array(capacity)
    this.#low = new Int32Array(capacity)
    this.#ids = new Int32Array(capacity)
    for (let old = 0; old < low.length; old++) {
      if (low[old] === 0) continue
      const cell = this.#cell(high[old]!, low[old]!)
      this.#high[cell] = high[old]!
      this.#low[cell] = low[old]!
      this.#ids[cell] = ids[old]!
    }
  }
}
