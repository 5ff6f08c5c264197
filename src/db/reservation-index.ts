import type { Guest, Reservation, StatusFilter } from './types.js'
import { NAME_KEY_SEPARATOR, nameSortKey } from './guest-index.js'
import { SortedList } from './sorted-list.js'

/** Orders room numbers as numbers ("95" before "101"), with the reservation id to break ties. */
function roomKey(reservation: Reservation): string {
  const room = reservation.roomNumber ?? ''
  return `${room.padStart(8, '0')}\u0000${reservation.id}`
}

/**
 * Every reservation by arrival date, then confirmation number (unique): the order of the unfiltered
 * list and of upcoming stays. Made from the reservations grouped by arrival date: the dates sorted,
 * then each day by confirmation number, which at 300,000 stays takes a fraction of the comparisons
 * of one sort of the whole array (about 0.2 s less of seeding).
 */
function byArrivalOrder(byArrivalDate: ReadonlyMap<string, readonly Reservation[]>): Reservation[] {
  const ordered: Reservation[] = []
  for (const date of [...byArrivalDate.keys()].sort()) {
    const day = [...byArrivalDate.get(date)!].sort(compareConfirmation)
    for (const reservation of day) ordered.push(reservation)
  }
  return ordered
}

function compareConfirmation(a: Reservation, b: Reservation): number {
  return a.confirmationNumber < b.confirmationNumber ? -1 : a.confirmationNumber > b.confirmationNumber ? 1 : 0
}

/**
 * The lists over reservations: by guest, by arrival and departure date, the in-house list by room,
 * and confirmed stays by arrival date (the store keeps them by id itself). Built from the whole
 * collection after a reservation write (they are rare: tests, the night audit); the status filters
 * read only the few records they return.
 */
export class ReservationIndex {
  readonly #byGuest = new Map<string, Reservation[]>()
  readonly #byArrivalDate = new Map<string, Reservation[]>()
  readonly #byDepartureDate = new Map<string, Reservation[]>()
  /**
   * Every reservation by arrival (the unfiltered list reads it backwards), and confirmed stays by
   * arrival: plain arrays sorted once, since reservations change only as a whole.
   */
  readonly #byArrival: Reservation[]
  readonly #confirmedByArrival: Reservation[]
  readonly #inHouse: SortedList<Reservation>
  /** Sorted arrivals and departures by date (and, for arrivals, guest-name version): sorted once, read many times. */
  readonly #dayLists = new Map<string, Reservation[]>()

  constructor(reservations: readonly Reservation[]) {
    for (const reservation of reservations) {
      push(this.#byArrivalDate, reservation.arrivalDate, reservation)
      push(this.#byDepartureDate, reservation.departureDate, reservation)
    }
    this.#byArrival = byArrivalOrder(this.#byArrivalDate)
    // Filled newest arrival first, each guest's stays are in their documented order as they come.
    for (let at = this.#byArrival.length - 1; at >= 0; at--) push(this.#byGuest, this.#byArrival[at]!.guestId, this.#byArrival[at]!)
    this.#confirmedByArrival = this.#byArrival.filter((reservation) => reservation.status === 'confirmed')
    this.#inHouse = SortedList.from(
      reservations.filter((reservation) => reservation.status === 'in_house'),
      roomKey,
    )
  }

  /** Every reservation, newest arrival first. */
  all(): { total: number; slice(offset: number, count: number): Reservation[] } {
    const list = this.#byArrival
    return {
      total: list.length,
      slice: (offset, count) => list.slice(Math.max(0, list.length - offset - count), Math.max(0, list.length - offset)).reverse(),
    }
  }

  /** A guest's stays, newest arrival first. */
  ofGuest(guestId: string): readonly Reservation[] {
    return this.#byGuest.get(guestId) ?? []
  }

  /**
   * A front-desk list on business date `businessDate`, in its documented order. `guestName` gives the
   * current name of a guest, since arrivals are ordered by the guest's last and first name.
   */
  filtered(
    status: StatusFilter,
    businessDate: string,
    guestById: (id: string) => Guest | undefined,
    guestVersion = 0,
  ): { total: number; slice(offset: number, count: number): Reservation[] } {
    if (status === 'arrivals' || status === 'departures') {
      const key = `${status}\u0000${businessDate}\u0000${status === 'arrivals' ? guestVersion : 0}`
      let list = this.#dayLists.get(key)
      if (!list) {
        if (this.#dayLists.size >= 16) this.#dayLists.clear()
        list = this.#dayList(status, businessDate, guestById)
        this.#dayLists.set(key, list)
      }
      return fromArray(list)
    }
    if (status === 'in_house') {
      const list = this.#inHouse
      return { total: list.size, slice: (offset, count) => list.slice(offset, count) }
    }
    // Confirmed stays sorted by arrival: everything arriving after the business date.
    const list = this.#confirmedByArrival
    const start = firstArrivingAfter(list, businessDate)
    return { total: list.length - start, slice: (offset, count) => list.slice(start + offset, start + offset + count) }
  }

  #dayList(status: 'arrivals' | 'departures', businessDate: string, guestById: (id: string) => Guest | undefined): Reservation[] {
    switch (status) {
      case 'arrivals': {
        const keyed = (this.#byArrivalDate.get(businessDate) ?? [])
          .filter((reservation) => reservation.status === 'confirmed')
          .map((reservation) => {
            const guest = guestById(reservation.guestId)
            const key = guest
              ? `${nameSortKey(guest.lastName)}${NAME_KEY_SEPARATOR}${nameSortKey(guest.firstName)}${NAME_KEY_SEPARATOR}${reservation.confirmationNumber}`
              : `\uffff${reservation.confirmationNumber}`
            return [key, reservation] as const
          })
          .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        return keyed.map(([, reservation]) => reservation)
      }
      case 'departures': {
        const keyed = (this.#byDepartureDate.get(businessDate) ?? [])
          .filter((reservation) => reservation.status === 'in_house')
          .map((reservation) => [roomKey(reservation), reservation] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        return keyed.map(([, reservation]) => reservation)
      }
    }
  }
}

function fromArray(items: Reservation[]): { total: number; slice(offset: number, count: number): Reservation[] } {
  return { total: items.length, slice: (offset, count) => items.slice(offset, offset + count) }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** The index of the first stay in `list` (sorted by arrival) arriving after `date`. */
function firstArrivingAfter(list: readonly Reservation[], date: string): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (list[mid]!.arrivalDate <= date) low = mid + 1
    else high = mid
  }
  return low
}
