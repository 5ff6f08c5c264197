import type { GuestSortField } from './guest-index.js'
import type { IndexedCollection } from './indexed-collection.js'
import type { Paging } from './paging.js'
import type { HotelSnapshotData } from './snapshot-format.js'
import type { Guest, Reservation, StatusFilter } from './types.js'

/** How a database was seeded, so a scenario switch can reseed the same way. */
export interface DatabaseOrigin {
  seed: number
  guests: number
  scenario: string
}

/** What a commit was: a reset to the state at start, or any other accepted write. */
export type CommitKind = 'reset' | 'write'

export type GuestCollection = IndexedCollection<Guest>
export type ReservationCollection = IndexedCollection<Reservation>

export interface GuestListQuery extends Paging {
  /** A sort field, `-` first for descending. Default `lastName` (lastName, firstName, id). */
  sort?: GuestSortField | `-${GuestSortField}`
}

export interface ReservationListQuery extends Paging {
  status?: StatusFilter
  guestId?: string
}

export interface DatabaseSource {
  /** How the data was made; kept for scenario switches. */
  origin: DatabaseOrigin
  /**
   * The state a reset returns to after a wholesale change (an import, a scenario, a night audit
   * of many stays). Generated hotels make it again from their seed rather than keep a copy.
   */
  initial: () => HotelSnapshotData
  /**
   * True when the data handed over and every `initial()` are new objects that nothing else holds
   * (a hotel generated for this database): the collections then keep those very objects rather
   * than a copy of each (docs/decisions/0011-collections-are-the-store.md).
   */
  handsOver?: boolean
  onProgress?: (done: number) => void
}
