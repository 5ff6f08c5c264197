import { nameCollationKey } from '../spec/collation.js'
import type { Guest } from './types.js'
import { SortedList } from './sorted-list.js'
import { GuestTextIndex, guestsIn, type EntryFilter, type GuestOrder, type SearchEntry } from './guest-text-index.js'
import type { Page, Paging } from './paging.js'

export type GuestSortField = 'lastName' | 'firstName' | 'createdAt' | 'updatedAt'
export const GUEST_SORT_FIELDS: readonly GuestSortField[] = ['lastName', 'firstName', 'createdAt', 'updatedAt']

/**
 * A name's sort key under the contract's one collation (`src/spec/collation.ts`, shared with the
 * verifier): case and every accent ignored, then code point order. The sorted lists compare keys
 * with `<` (UTF-16 code units), so the key is re-encoded to make that order the code point order,
 * and NUL is escaped so keys joined by `NAME_KEY_SEPARATOR` compare field by field
 * (docs/decisions/0506-one-collation.md).
 *
 * @example
 * nameSortKey('Ávila') === nameSortKey('avila') // true
 */
export function nameSortKey(name: string): string {
  return codeUnitOrderKey(nameCollationKey(name))
}

/** Joins name keys: below every character a key can start with, so "Ab" + anything sorts before "Abc". */
export const NAME_KEY_SEPARATOR = '\u0000\u0000'

/**
 * Re-encodes a string so that comparing the result by UTF-16 code unit orders the originals by
 * code point: units U+E000-U+FFFF move below the surrogates, surrogates move to the top (the
 * "code point order fix-up" of ICU), and NUL becomes NUL + U+0001.
 */
function codeUnitOrderKey(key: string): string {
  if (!/[\u0000\uD800-\uFFFF]/.test(key)) return key
  let out = ''
  for (let i = 0; i < key.length; i++) {
    const unit = key.charCodeAt(i)
    if (unit === 0) out += '\u0000\u0001'
    else if (unit >= 0xe000) out += String.fromCharCode(unit - 0x800)
    else if (unit >= 0xd800) out += String.fromCharCode(unit + 0x2000)
    else out += key[i]
  }
  return out
}

/** Only the digits of a phone number, as phone search compares them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** The key a guest is ordered by for a sort field; ties end in the id, so every key is unique. */
export function guestSortKey(guest: Guest, field: GuestSortField): string {
  switch (field) {
    case 'lastName':
      return `${nameSortKey(guest.lastName)}${NAME_KEY_SEPARATOR}${nameSortKey(guest.firstName)}${NAME_KEY_SEPARATOR}${guest.id}`
    case 'firstName':
      return `${nameSortKey(guest.firstName)}${NAME_KEY_SEPARATOR}${nameSortKey(guest.lastName)}${NAME_KEY_SEPARATOR}${guest.id}`
    case 'createdAt':
      return `${guest.createdAt}\u0000${guest.id}`
    case 'updatedAt':
      return `${guest.updatedAt}\u0000${guest.id}`
  }
}

/** The sort orders whose keys are timestamps: the only ones a write that keeps the names can move a guest in. */
const TIMESTAMP_FIELDS = ['createdAt', 'updatedAt'] as const satisfies readonly GuestSortField[]

/** A guest's key in every sort order (as `guestSortKey` makes them), each name folded once per write. */
function sortKeys(guest: Guest): Record<GuestSortField, string> {
  const first = nameSortKey(guest.firstName)
  const last = nameSortKey(guest.lastName)
  return {
    lastName: `${last}${NAME_KEY_SEPARATOR}${first}${NAME_KEY_SEPARATOR}${guest.id}`,
    firstName: `${first}${NAME_KEY_SEPARATOR}${last}${NAME_KEY_SEPARATOR}${guest.id}`,
    createdAt: guestSortKey(guest, 'createdAt'),
    updatedAt: guestSortKey(guest, 'updatedAt'),
  }
}

export type { GuestOrder }

/**
 * Every lookup structure over guests, kept in step with each write: by id; by email, loyalty
 * number and phone digits once a write or search asks; a sorted list per sort order once it is
 * asked for (the text index's search entries keep the List Guests order); and free-text search.
 * Nothing here scans all guests except a free-text search for fewer than three characters, the
 * first request in each order, and the first that needs the lookups.
 */
export class GuestIndex {
  readonly byId = new Map<string, Guest>()
  /**
   * By email, loyalty number and phone digits: made from `byId` by the first write or search that
   * asks (a hotel's start and most page loads need none of them), then kept in step.
   */
  #lookups: GuestLookups | undefined
  /**
   * The other sort orders, as lists of the guests' search entries, each made by the first request
   * sorted that way (most test files and page loads only list in the default order): an entry
   * stays the same object for all versions of its guest (it points to the current one), so a
   * write leaves alone every list whose key it does not change (a PUT usually changes `updatedAt` only).
   */
  readonly #sorted = new Map<GuestSortField, SortedList<SearchEntry>>()
  readonly #orders = new Map<GuestSortField, GuestOrder>()
  /** Search entries in List Guests order: that order is kept once, here, not in a list of its own too. */
  readonly #text: GuestTextIndex

  constructor(guests: readonly Guest[] = []) {
    for (const guest of guests) this.byId.set(guest.id, guest)
    this.#text = new GuestTextIndex(
      guests.map((guest) => [guestSortKey(guest, 'lastName'), guest] as const),
      (guest) => guestSortKey(guest, 'lastName'),
    )
    this.#orders.set('lastName', this.#text.order())
  }

  /** The sorted list of one of the other orders, made from the entries the first time it is asked for. */
  #list(field: GuestSortField): SortedList<SearchEntry> {
    let list = this.#sorted.get(field)
    if (!list) {
      list = SortedList.fromEntries(
        this.#text.ordered().map((entry) => [guestSortKey(entry.guest, field), entry] as const),
        (entry) => guestSortKey(entry.guest, field),
        // Timestamp keys are cheap to make again on a write; name keys (Unicode folding) are kept.
        { storeKeys: field === 'firstName' },
      )
      this.#sorted.set(field, list)
      this.#orders.set(field, guestsIn(list))
    }
    return list
  }

  get size(): number {
    return this.byId.size
  }

  add(guest: Guest): void {
    this.byId.set(guest.id, guest)
    this.#lookups?.add(guest)
    const keys = sortKeys(guest)
    const entry = this.#text.add(guest, keys.lastName)
    for (const [field, list] of this.#sorted) list.insert(keys[field], entry)
  }

  remove(guest: Guest): void {
    this.#lookups?.remove(guest)
    this.byId.delete(guest.id)
    const keys = sortKeys(guest)
    for (const [field, list] of this.#sorted) list.remove(keys[field])
    this.#text.remove(guest, keys.lastName)
  }

  /** Swaps the stored version of a guest for its next version. */
  replace(previous: Guest, next: Guest): void {
    this.byId.set(next.id, next)
    this.#lookups?.replace(previous, next)
    if (previous.firstName === next.firstName && previous.lastName === next.lastName) {
      // A PUT's usual case: the name orders' keys stay as they are, so no name is folded; only
      // the timestamp orders may move the guest.
      const moved = this.#takeOutWhereMoved(TIMESTAMP_FIELDS, previous, next)
      this.#putBack(moved, this.#text.replaceInPlace(previous, next, () => guestSortKey(next, 'lastName')))
      return
    }
    const before = sortKeys(previous)
    const after = sortKeys(next)
    const moved = this.#takeOutWhereMoved(GUEST_SORT_FIELDS, previous, next, before, after)
    this.#putBack(moved, this.#text.replace(previous, next, before.lastName, after.lastName))
  }

  /**
   * Takes the guest out of each list made so far among `fields` whose key for it changes, and
   * gives back where it goes instead. Done while its entry still points to `previous`: the lists
   * that make keys from their entries must find it under the key it was placed with. The keys are
   * `before` and `after` when given (`sortKeys`), else made for the field alone.
   */
  #takeOutWhereMoved(
    fields: readonly GuestSortField[],
    previous: Guest,
    next: Guest,
    before?: Record<GuestSortField, string>,
    after?: Record<GuestSortField, string>,
  ): Array<[SortedList<SearchEntry>, string]> {
    const moved: Array<[SortedList<SearchEntry>, string]> = []
    for (const field of fields) {
      const list = this.#sorted.get(field)
      if (!list) continue
      const key = before ? before[field] : guestSortKey(previous, field)
      const nextKey = after ? after[field] : guestSortKey(next, field)
      if (key === nextKey) continue
      list.remove(key)
      moved.push([list, nextKey])
    }
    return moved
  }

  /** Puts the guest's entry back into the lists `#takeOutWhereMoved` took it out of. */
  #putBack(moved: ReadonlyArray<[SortedList<SearchEntry>, string]>, entry: SearchEntry): void {
    for (const [list, key] of moved) list.insert(key, entry)
  }

  /** The id of the guest using this email (case-insensitive), if any. */
  idByEmail(email: string): string | undefined {
    return this.#madeLookups().byEmail.get(email.toLowerCase())
  }

  idsByLoyaltyNumber(number: string): ReadonlySet<string> {
    return this.#madeLookups().byLoyaltyNumber.get(number)
  }

  idsByPhoneDigits(digits: string): ReadonlySet<string> {
    return this.#madeLookups().byPhoneDigits.get(digits)
  }

  #madeLookups(): GuestLookups {
    this.#lookups ??= GuestLookups.of(this.byId.values())
    return this.#lookups
  }

  /** Every guest's search entry, in List Guests order. */
  searchable(): readonly SearchEntry[] {
    return this.#text.ordered()
  }

  /** The search entry of one guest. */
  entry(id: string): SearchEntry | undefined {
    return this.#text.entry(id)
  }

  /** One page of the guests whose search text contains `needle` (folded by `nameCollationKey`) and that `accept` lets through, in List Guests order. */
  findText(needle: string, accept: EntryFilter | undefined, paging: Paging): Page<Guest> {
    return this.#text.find(needle, accept, paging)
  }

  /** All guests in one of the sort orders. */
  ordered(field: GuestSortField): GuestOrder {
    if (field !== 'lastName') this.#list(field)
    return this.#orders.get(field)!
  }

}

/** Guests' ids by email (lower case), by loyalty number and by phone digits. */
class GuestLookups {
  readonly byEmail = new Map<string, string>()
  readonly byLoyaltyNumber = new MultiMap()
  readonly byPhoneDigits = new MultiMap()

  static of(guests: Iterable<Guest>): GuestLookups {
    const lookups = new GuestLookups()
    for (const guest of guests) lookups.add(guest)
    return lookups
  }

  add(guest: Guest): void {
    if (guest.email) this.byEmail.set(guest.email.toLowerCase(), guest.id)
    if (guest.loyalty) this.byLoyaltyNumber.add(guest.loyalty.number, guest.id)
    if (guest.phone) this.byPhoneDigits.add(phoneDigits(guest.phone), guest.id)
  }

  /**
   * Moves the lookups from one version of a guest to the next, touching only keys that changed:
   * deleting and setting a key again leaves dead entries in V8's hash chains that slow every later
   * lookup (docs/performance.md), while overwriting a key leaves none.
   */
  replace(previous: Guest, next: Guest): void {
    const id = next.id
    const before = previous.email?.toLowerCase()
    const after = next.email?.toLowerCase()
    if (before !== after && before !== undefined && this.byEmail.get(before) === id) this.byEmail.delete(before)
    if (after !== undefined) this.byEmail.set(after, id)
    this.byLoyaltyNumber.move(previous.loyalty?.number, next.loyalty?.number, id)
    this.byPhoneDigits.move(previous.phone ? phoneDigits(previous.phone) : undefined, next.phone ? phoneDigits(next.phone) : undefined, id)
  }

  remove(guest: Guest): void {
    if (guest.email && this.byEmail.get(guest.email.toLowerCase()) === guest.id) this.byEmail.delete(guest.email.toLowerCase())
    if (guest.loyalty) this.byLoyaltyNumber.delete(guest.loyalty.number, guest.id)
    if (guest.phone) this.byPhoneDigits.delete(phoneDigits(guest.phone), guest.id)
  }
}

const EMPTY: ReadonlySet<string> = new Set()

/**
 * Key -> guest ids, for lookups where several guests may share a value. Most values (phone
 * numbers, loyalty numbers) belong to one guest, so a lone id is stored as it is and a `Set` is made
 * only for a shared value: at 100,000 guests that spares some 150,000 sets.
 */
class MultiMap {
  readonly #map = new Map<string, string | Set<string>>()

  get(key: string): ReadonlySet<string> {
    const ids = this.#map.get(key)
    return ids === undefined ? EMPTY : typeof ids === 'string' ? new Set([ids]) : ids
  }

  add(key: string, id: string): void {
    const ids = this.#map.get(key)
    if (ids === undefined || ids === id) this.#map.set(key, id)
    else if (typeof ids === 'string') this.#map.set(key, new Set([ids, id]))
    else ids.add(id)
  }

  /** Moves `id` from one key to another; nothing happens when the key stays the same. */
  move(from: string | undefined, to: string | undefined, id: string): void {
    if (from === to) return
    if (from !== undefined) this.delete(from, id)
    if (to !== undefined) this.add(to, id)
  }

  delete(key: string, id: string): void {
    const ids = this.#map.get(key)
    if (ids === undefined) return
    if (typeof ids === 'string') {
      if (ids === id) this.#map.delete(key)
      return
    }
    ids.delete(id)
    if (ids.size === 1) this.#map.set(key, ids.values().next().value!)
  }
}
