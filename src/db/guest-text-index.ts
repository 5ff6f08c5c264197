import { nameCollationKey } from '../spec/collation.js'
import type { Guest } from './types.js'
import { toPage, type Page, type Paging } from './paging.js'
import { SortedList } from './sorted-list.js'
import { TrigramIndex } from './trigram-index.js'

/** A guest with the folded text that search compares, kept in List Guests order. */
export interface SearchEntry {
  guest: Guest
  /** Full name, email, phone and loyalty number under the names' collation (case and accents ignored), one per line. */
  text: string
  /** The last name under the names' collation, for prefix search. */
  lastName: string
}

/** The criteria of a search besides its needle, as a test of each entry the needle matches. */
export type EntryFilter = (entry: SearchEntry) => boolean

/**
 * A search entry with its place in the trigram postings. Its folded texts are made when first read
 * and kept for the version of the guest they were made from: a hotel's start, and a write while no
 * search has built the postings, folds nothing (decision 0321).
 */
class IndexedEntry implements SearchEntry {
  /** Fixed while the entry lives, so its postings stay exact; renumbered only when postings are rebuilt. */
  slot = -1
  #guest: Guest
  /** The folds, each with the version of the guest it was made from. */
  #text = ''
  #textOf: Guest | undefined
  #lastName = ''
  #lastNameOf: Guest | undefined

  constructor(guest: Guest) {
    this.#guest = guest
  }

  /** The version of the guest the entry stands for; changed only through `advance` and `replaceGuest`, which keep the folds in step. */
  get guest(): Guest {
    return this.#guest
  }

  /**
   * Points the entry at `next`, a version under the same List Guests key, so with the same folded
   * last name; `text` is its search text when the caller has made it. A fold of an older version
   * is let go rather than kept (it would hold that version in memory).
   */
  advance(next: Guest, text?: string): void {
    this.#lastNameOf = this.#lastNameOf === this.#guest ? next : undefined
    this.#textOf = text === undefined ? undefined : next
    if (text !== undefined) this.#text = text
    this.#guest = next
  }

  /** Points the entry at `next`, whose texts are folded again when next read. */
  replaceGuest(next: Guest): void {
    this.#textOf = undefined
    this.#lastNameOf = undefined
    this.#guest = next
  }

  get text(): string {
    if (this.#textOf !== this.#guest) {
      this.#text = searchText(this.#guest)
      this.#textOf = this.#guest
    }
    return this.#text
  }

  get lastName(): string {
    if (this.#lastNameOf !== this.#guest) {
      this.#lastName = nameCollationKey(this.#guest.lastName)
      this.#lastNameOf = this.#guest
    }
    return this.#lastName
  }
}

/**
 * The text that `q` is matched against, under the contract's one collation for names (case and
 * accents ignored; lower-cased alone when ASCII, as most is): the full name (which holds every
 * substring of the first and of the last name), email, phone, loyalty number; one per line, so no
 * match spans two (docs/decisions/0506-one-collation.md).
 */
function searchText(guest: Guest): string {
  return nameCollationKey([`${guest.firstName} ${guest.lastName}`, guest.email ?? '', guest.phone ?? '', guest.loyalty?.number ?? ''].join('\n'))
}

/** Guests in one sort order: what List Guests pages through. */
export interface GuestOrder {
  readonly size: number
  /** Guests `offset`..`offset + count` in this order, or from the end when `descending`. */
  slice(offset: number, count: number, descending?: boolean): Guest[]
}

/** The guests of a sorted list of search entries, as List Guests pages through them. */
export function guestsIn<Entry extends SearchEntry>(list: SortedList<Entry>): GuestOrder {
  return {
    get size() {
      return list.size
    },
    slice: (offset, count, descending) => list.slice(offset, count, descending).map((entry) => entry.guest),
  }
}

/**
 * Free-text search over guests: each guest's search entry in List Guests order, and trigram
 * postings over the entries' texts, so a needle of three or more characters reads the postings of
 * its rarest trigrams instead of every text.
 *
 * Every entry gets a new slot (a replaced guest's next version too, unless its text and place are
 * unchanged, when the entry just points at the new version), so a live slot's postings are
 * exactly its text's trigrams; a removed entry only empties its slot, and its postings, which no
 * longer match anything, stay until there are more empty slots than guests and everything is
 * renumbered.
 */
export class GuestTextIndex {
  readonly #byId = new Map<string, IndexedEntry>()
  readonly #ordered: SortedList<IndexedEntry>
  #bySlot: Array<IndexedEntry | undefined> = []
  #emptySlots = 0
  /**
   * Trigram postings of the slots' texts, built by the first search that reads them rather than
   * with the data: most test files and page loads never search (docs/decisions/0321-lazy-search-postings.md).
   */
  #trigrams: TrigramIndex | undefined
  /** Each slot's position in List Guests order; a write shifts positions, so it is redone lazily. */
  #ranks = new Int32Array(0)
  #ranksCurrent = false
  /**
   * Every slot is its entry's position in List Guests order, with no empty slot: true from the
   * build (slots are given in that order) until a write adds or moves an entry, and again after
   * the postings are renumbered. A trigram's postings are then already the page order.
   */
  #slotsInOrder = false
  /** The matches of a search, reused by the next: allocating a bit set per search costs more than filling it. */
  readonly #found = new RankSet()

  /** `guests` with their keys in List Guests order (`keyOf`, made already), in any order. */
  constructor(guests: ReadonlyArray<readonly [key: string, guest: Guest]>, keyOf: (guest: Guest) => string) {
    const entries = guests.map(([key, guest]) => [key, new IndexedEntry(guest)] as const)
    for (const [, entry] of entries) this.#byId.set(entry.guest.id, entry)
    this.#ordered = SortedList.fromEntries(entries, (entry) => keyOf(entry.guest))
    this.#renumber()
  }

  /** The guests in List Guests order. */
  order(): GuestOrder {
    return guestsIn(this.#ordered)
  }

  /**
   * The writes take the guest's List Guests key from the caller, which makes every sort key of a
   * guest at once.
   */
  add(guest: Guest, key: string): SearchEntry {
    const entry = new IndexedEntry(guest)
    this.#byId.set(guest.id, entry)
    this.#place(entry, key)
    return entry
  }

  /** Gives an entry the next slot, indexes its text and puts it in the order under `key`. */
  #place(entry: IndexedEntry, key: string): void {
    entry.slot = this.#bySlot.length
    this.#bySlot.push(entry)
    this.#trigrams?.add(entry.slot, entry.text)
    this.#ordered.insert(key, entry)
    this.#ranksCurrent = false
    this.#slotsInOrder = false
  }

  remove(guest: Guest, key: string): void {
    const entry = this.#byId.get(guest.id)
    if (!entry) return
    this.#byId.delete(guest.id)
    this.#vacate(entry, key)
    this.#renumberIfSparse()
  }

  /**
   * The next version of a guest, under the same id (overwritten, never deleted and re-added: see
   * GuestIndex). The guest keeps its entry object, which other orders hold (see GuestIndex).
   */
  replace(previous: Guest, next: Guest, previousKey: string, nextKey: string): SearchEntry {
    if (previousKey === nextKey) return this.replaceInPlace(previous, next, () => nextKey)
    const entry = this.#byId.get(previous.id)
    if (!entry) return this.add(next, nextKey)
    this.#move(entry, next, previousKey, nextKey)
    return entry
  }

  /**
   * `replace` for a version under the same List Guests key (the same names and id, the usual
   * write): `key` makes that key, which only a write that moves the entry needs.
   */
  replaceInPlace(previous: Guest, next: Guest, key: () => string): SearchEntry {
    const entry = this.#byId.get(previous.id)
    if (!entry) return this.add(next, key())
    // Until a search builds the postings no slot holds any: only the version changes.
    if (!this.#trigrams) {
      entry.advance(next)
      return entry
    }
    // Most writes leave the searchable fields alone: then the entry keeps its slot.
    const text = searchText(next)
    if (text === entry.text) {
      entry.advance(next, text)
      return entry
    }
    const stored = key()
    this.#move(entry, next, stored, stored)
    return entry
  }

  /** Gives `entry` (placed under `previousKey`) the version `next`, under `nextKey` and in a new slot. */
  #move(entry: IndexedEntry, next: Guest, previousKey: string, nextKey: string): void {
    this.#vacate(entry, previousKey)
    entry.replaceGuest(next)
    this.#place(entry, nextKey)
    this.#renumberIfSparse()
  }

  /** Takes an entry (stored under `key` in the order) out of the order and empties its slot. */
  #vacate(entry: IndexedEntry, key: string): void {
    this.#ordered.remove(key)
    this.#bySlot[entry.slot] = undefined
    this.#emptySlots++
    this.#ranksCurrent = false
    this.#slotsInOrder = false
  }

  #renumberIfSparse(): void {
    if (this.#emptySlots > this.#byId.size) this.#renumber()
  }

  /** The search entry of one guest. */
  entry(id: string): SearchEntry | undefined {
    return this.#byId.get(id)
  }

  /** Every guest's search entry, in List Guests order. */
  ordered(): readonly SearchEntry[] {
    return this.#ordered.values()
  }

  /**
   * One page of the guests whose search text contains `needle` (already folded by `nameCollationKey`) and that
   * `accept` lets through, in List Guests order. Matches are collected as a bit per list position,
   * which reads back in order without sorting them.
   */
  find(needle: string, accept: EntryFilter | undefined, paging: Paging): Page<Guest> {
    // One trigram and nothing else to test: its postings are the matches, and in order they are the page.
    if (this.#slotsInOrder && needle.length === 3 && !accept) {
      const slots = this.#postings().postingsOf(needle)?.[0] ?? NO_SLOTS
      const bySlot = this.#bySlot
      return toPage({ total: slots.length, slice: (offset, count) => Array.from(slots.subarray(offset, offset + count), (slot) => bySlot[slot]!.guest) }, paging)
    }
    const ranks = this.#currentRanks()
    const found = this.#found.cleared(this.#ordered.size)
    if (needle.length < 3) this.#scan(needle, accept, ranks, found)
    else this.#lookUp(needle, accept, ranks, found)
    const ordered = this.#ordered.values()
    return toPage({ total: found.size, slice: (offset, count) => found.slice(offset, count).map((rank) => ordered[rank]!.guest) }, paging)
  }

  /** A needle shorter than a trigram: every text is tested. */
  #scan(needle: string, accept: EntryFilter | undefined, ranks: Int32Array, found: RankSet): void {
    for (const entry of this.#bySlot) {
      if (entry && entry.text.includes(needle) && (!accept || accept(entry))) found.add(ranks[entry.slot]!)
    }
  }

  /**
   * The candidates are the slots in the postings of both rarest trigrams of the needle. A needle
   * that is a single trigram matches exactly its postings, so it needs no look at the entries unless
   * other criteria do; a longer needle is confirmed in the text.
   */
  #lookUp(needle: string, accept: EntryFilter | undefined, ranks: Int32Array, found: RankSet): void {
    const lists = this.#postings().postingsOf(needle)
    if (!lists) return
    const [rarest, next] = lists as [Int32Array, Int32Array | undefined]
    const confirm = needle.length > 3
    let at = 0
    for (let i = 0; i < rarest.length; i++) {
      const slot = rarest[i]!
      if (next) {
        // Both lists ascend, so one forward walk through `next` answers every membership test.
        while (at < next.length && next[at]! < slot) at++
        if (next[at] !== slot) continue
      }
      const rank = ranks[slot]!
      if (rank < 0) continue
      if (confirm || accept) {
        const entry = this.#bySlot[slot]!
        if (confirm && !entry.text.includes(needle)) continue
        if (accept && !accept(entry)) continue
      }
      found.add(rank)
    }
  }

  /** Each slot's position in List Guests order, -1 for an empty slot. */
  #currentRanks(): Int32Array {
    if (this.#ranksCurrent) return this.#ranks
    if (this.#ranks.length < this.#bySlot.length) this.#ranks = new Int32Array(Math.ceil(this.#bySlot.length * 1.5))
    this.#ranks.fill(-1)
    const ordered = this.#ordered.values()
    for (let rank = 0; rank < ordered.length; rank++) this.#ranks[ordered[rank]!.slot] = rank
    this.#ranksCurrent = true
    return this.#ranks
  }

  /** Gives the live entries slots 0, 1, 2, ... in List Guests order; their texts are indexed afresh by the next search. */
  #renumber(): void {
    this.#bySlot = [...this.#ordered.values()]
    this.#bySlot.forEach((entry, slot) => (entry!.slot = slot))
    this.#emptySlots = 0
    this.#ranksCurrent = false
    this.#slotsInOrder = true
    this.#trigrams = undefined
  }

  /** The postings, built from every slot's text (an empty slot has none) when a search first needs them. */
  #postings(): TrigramIndex {
    this.#trigrams ??= TrigramIndex.build(this.#bySlot.map((entry) => entry?.text ?? ''))
    return this.#trigrams
  }
}

const NO_SLOTS = new Int32Array(0)

/** Positions in a list as one bit each, read back in ascending order. */
class RankSet {
  #words = new Int32Array(0)
  size = 0

  /** Empties the set and makes room for positions below `capacity`. */
  cleared(capacity: number): this {
    const length = (capacity + 31) >>> 5
    if (this.#words.length < length) this.#words = new Int32Array(length)
    else this.#words.fill(0)
    this.size = 0
    return this
  }

  /** Adds a position not in the set yet. */
  add(rank: number): void {
    this.#words[rank >>> 5]! |= 1 << (rank & 31)
    this.size++
  }

  /** The positions from the `offset`-th to the `offset + count`-th, ascending. */
  slice(offset: number, count: number): number[] {
    const ranks: number[] = []
    let skip = offset
    for (let at = 0; at < this.#words.length && ranks.length < count; at++) {
      let word = this.#words[at]!
      if (word === 0) continue
      if (skip > 0) {
        // A whole word of earlier matches is skipped by its count.
        const bits = bitCount(word)
        if (bits <= skip) {
          skip -= bits
          continue
        }
      }
      while (word !== 0 && ranks.length < count) {
        const lowest = word & -word
        word ^= lowest
        if (skip > 0) skip--
        else ranks.push(at * 32 + 31 - Math.clz32(lowest))
      }
    }
    return ranks
  }
}

/** The number of bits set in a 32-bit word. */
function bitCount(word: number): number {
  word -= (word >>> 1) & 0x55555555
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333)
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}
