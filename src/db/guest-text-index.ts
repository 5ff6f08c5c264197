import type { Guest } from './types.js'
import { SortedList } from './sorted-list.js'

/** A guest with the lower-cased text that search compares, kept in List Guests order. */
export interface SearchEntry {
  guest: Guest
  /** Names, full name, email, phone and loyalty number, lower-cased. */
  text: string
  /** The last name, lower-cased, for prefix search. */
  lastName: string
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

function toEntry(guest: Guest): SearchEntry {
  return { guest, text: searchText(guest), lastName: guest.lastName.toLowerCase() }
}

/** Free-text search over guests: each guest's search entry, by id and in List Guests order. */
export class GuestTextIndex {
  readonly #keyOf: (guest: Guest) => string
  readonly #byId = new Map<string, SearchEntry>()
  /** Search entries in List Guests order: a free-text search is one pass over plain objects. */
  readonly #ordered: SortedList<SearchEntry>

  /** `keyOf` gives the List Guests order. */
  constructor(guests: readonly Guest[], keyOf: (guest: Guest) => string) {
    this.#keyOf = keyOf
    for (const guest of guests) this.#byId.set(guest.id, toEntry(guest))
    this.#ordered = SortedList.from(this.#byId.values(), (entry) => keyOf(entry.guest))
  }

  add(guest: Guest): void {
    const entry = toEntry(guest)
    this.#byId.set(guest.id, entry)
    this.#ordered.insert(this.#keyOf(guest), entry)
  }

  remove(guest: Guest): void {
    const entry = this.#byId.get(guest.id)
    if (!entry) return
    this.#byId.delete(guest.id)
    this.#ordered.remove(this.#keyOf(entry.guest))
  }

  replace(previous: Guest, next: Guest): void {
    this.remove(previous)
    this.add(next)
  }

  /** The search entry of one guest. */
  entry(id: string): SearchEntry | undefined {
    return this.#byId.get(id)
  }

  /** Every guest's search entry, in List Guests order. */
  ordered(): readonly SearchEntry[] {
    return this.#ordered.values()
  }
}
