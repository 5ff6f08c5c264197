import type { Guest } from './types.js'
import { SortedList } from './sorted-list.js'

export type GuestSortField = 'lastName' | 'firstName' | 'createdAt' | 'updatedAt'
export const GUEST_SORT_FIELDS: readonly GuestSortField[] = ['lastName', 'firstName', 'createdAt', 'updatedAt']

/** Folds a name for ordering: case and accents ignored, so "Ávila" sorts with "avila". */
export function nameSortKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/** Only the digits of a phone number, as phone search compares them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** The key a guest is ordered by for a sort field; ties end in the id, so every key is unique. */
export function guestSortKey(guest: Guest, field: GuestSortField): string {
  switch (field) {
    case 'lastName':
      return `${nameSortKey(guest.lastName)}\u0000${nameSortKey(guest.firstName)}\u0000${guest.id}`
    case 'firstName':
      return `${nameSortKey(guest.firstName)}\u0000${nameSortKey(guest.lastName)}\u0000${guest.id}`
    case 'createdAt':
      return `${guest.createdAt}\u0000${guest.id}`
    case 'updatedAt':
      return `${guest.updatedAt}\u0000${guest.id}`
  }
}

/** Lower-cased text that `q` is matched against: names, full name, email, phone, loyalty number. */
function searchText(guest: Guest): string {
  return [
    guest.firstName,
    guest.lastName,
    `${guest.firstName} ${guest.lastName}`,
    guest.email ?? '',
    guest.phone ?? '',
    guest.loyalty?.number ?? '',
  ]
    .join('\n')
    .toLowerCase()
}

/** A guest with the lower-cased text that search compares, kept in List Guests order. */
export interface SearchEntry {
  guest: Guest
  /** Names, full name, email, phone and loyalty number, lower-cased. */
  text: string
  /** The last name, lower-cased, for prefix search. */
  lastName: string
}

/**
 * Every lookup structure over guests, kept in step with each write: by id, by email and loyalty
 * number, by phone digits, and one sorted list per sort field. Nothing here scans all guests
 * except free-text search.
 */
export class GuestIndex {
  readonly byId = new Map<string, Guest>()
  readonly #byEmail = new Map<string, string>()
  readonly #byLoyaltyNumber = new MultiMap()
  readonly #byPhoneDigits = new MultiMap()
  readonly #entries = new Map<string, SearchEntry>()
  readonly #sorted = new Map<GuestSortField, SortedList<Guest>>()
  /** Search entries in List Guests order: a free-text search is one pass over plain objects. */
  #searchable: SortedList<SearchEntry>

  constructor(guests: readonly Guest[] = []) {
    for (const guest of guests) this.#addLookups(guest)
    for (const field of GUEST_SORT_FIELDS) {
      this.#sorted.set(field, SortedList.from(guests, (guest) => guestSortKey(guest, field)))
    }
    this.#searchable = SortedList.from(this.#entries.values(), (entry) => guestSortKey(entry.guest, 'lastName'))
  }

  get size(): number {
    return this.byId.size
  }

  add(guest: Guest): void {
    this.#addLookups(guest)
    for (const field of GUEST_SORT_FIELDS) this.#sorted.get(field)!.insert(guestSortKey(guest, field), guest)
    this.#searchable.insert(guestSortKey(guest, 'lastName'), this.#entries.get(guest.id)!)
  }

  remove(guest: Guest): void {
    this.#removeLookups(guest)
    this.byId.delete(guest.id)
    for (const field of GUEST_SORT_FIELDS) this.#sorted.get(field)!.remove(guestSortKey(guest, field))
    this.#searchable.remove(guestSortKey(guest, 'lastName'))
  }

  /** Swaps the stored version of a guest for its next version. */
  replace(previous: Guest, next: Guest): void {
    this.#replaceLookups(previous, next)
    this.#searchable.remove(guestSortKey(previous, 'lastName'))
    this.#searchable.insert(guestSortKey(next, 'lastName'), this.#entries.get(next.id)!)
    for (const field of GUEST_SORT_FIELDS) {
      const list = this.#sorted.get(field)!
      const before = guestSortKey(previous, field)
      const after = guestSortKey(next, field)
      if (before === after) {
        list.replace(after, next)
      } else {
        list.remove(before)
        list.insert(after, next)
      }
    }
  }

  /** The id of the guest using this email (case-insensitive), if any. */
  idByEmail(email: string): string | undefined {
    return this.#byEmail.get(email.toLowerCase())
  }

  idsByLoyaltyNumber(number: string): ReadonlySet<string> {
    return this.#byLoyaltyNumber.get(number)
  }

  idsByPhoneDigits(digits: string): ReadonlySet<string> {
    return this.#byPhoneDigits.get(digits)
  }

  /** Every guest's search entry, in List Guests order. */
  searchable(): readonly SearchEntry[] {
    return this.#searchable.values()
  }

  /** The search entry of one guest. */
  entry(id: string): SearchEntry | undefined {
    return this.#entries.get(id)
  }

  /** All guests in one of the sort orders. */
  ordered(field: GuestSortField): SortedList<Guest> {
    return this.#sorted.get(field)!
  }

  #addLookups(guest: Guest): void {
    this.byId.set(guest.id, guest)
    if (guest.email) this.#byEmail.set(guest.email.toLowerCase(), guest.id)
    if (guest.loyalty) this.#byLoyaltyNumber.add(guest.loyalty.number, guest.id)
    if (guest.phone) this.#byPhoneDigits.add(phoneDigits(guest.phone), guest.id)
    this.#entries.set(guest.id, { guest, text: searchText(guest), lastName: guest.lastName.toLowerCase() })
  }

  /**
   * Moves the lookups from one version of a guest to the next, touching only keys that changed.
   * Deleting a key and setting it again makes V8 leave a dead entry in the key's hash chain each
   * time: one guest written 30,000 times made every lookup in a 100,000-entry map walk 30,000 dead
   * entries (about 250 µs). Overwriting a key leaves none.
   */
  #replaceLookups(previous: Guest, next: Guest): void {
    const id = next.id
    this.byId.set(id, next)
    const before = previous.email?.toLowerCase()
    const after = next.email?.toLowerCase()
    if (before !== after && before !== undefined && this.#byEmail.get(before) === id) this.#byEmail.delete(before)
    if (after !== undefined) this.#byEmail.set(after, id)
    this.#byLoyaltyNumber.move(previous.loyalty?.number, next.loyalty?.number, id)
    this.#byPhoneDigits.move(previous.phone ? phoneDigits(previous.phone) : undefined, next.phone ? phoneDigits(next.phone) : undefined, id)
    this.#entries.set(id, { guest: next, text: searchText(next), lastName: next.lastName.toLowerCase() })
  }

  #removeLookups(guest: Guest): void {
    if (guest.email && this.#byEmail.get(guest.email.toLowerCase()) === guest.id) this.#byEmail.delete(guest.email.toLowerCase())
    if (guest.loyalty) this.#byLoyaltyNumber.delete(guest.loyalty.number, guest.id)
    if (guest.phone) this.#byPhoneDigits.delete(phoneDigits(guest.phone), guest.id)
    this.#entries.delete(guest.id)
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
