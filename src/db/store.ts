import { MockError } from '../shared/errors.js'
import { frontDeleteWorks } from './front-swap.js'
import { GuestIndex } from './guest-index.js'
import { IndexedCollection, liveRecords, type RecordKeeper } from './indexed-collection.js'
import { asViolations, guestRuleBreaks, holdsRoom, reservationRuleBreaks, shareANight } from './record-rules.js'
import { BuiltRecord, specRecordSchema } from './record-schema.js'
import { ReservationIndex } from './reservation-index.js'
import type { HotelSnapshotData } from './snapshot-format.js'
import type { Guest, Reservation } from './types.js'
import { UndoLog } from './undo-log.js'

interface ReplaceOptions {
  /** `data`'s records are new objects that nothing else holds: the collections keep them, not copies. */
  handOver?: boolean
  /** Called as records are stored, with the share done (0 to 1). */
  onProgress?: (done: number) => void
}

/**
 * The hotel's two `@msw/data` collections, the store of record, with the indexes derived from
 * them. Every write, through the API or straight through `db.guests` / `db.reservations`, is
 * checked against the hotel's rules before it happens and reported after, so the indexes (and
 * the undo log a reset replays) follow the collections. See docs/decisions/0011.
 */
export class HotelStore {
  readonly guests: IndexedCollection<Guest>
  readonly reservations: IndexedCollection<Reservation>
  readonly guestUndo = new UndoLog<Guest>()
  readonly reservationUndo = new UndoLog<Reservation>()
  /** The guest a database method is writing, built from an input it checked (see `BuiltRecord`). */
  readonly builtGuest = new BuiltRecord()
  #guestIndex = new GuestIndex()
  /** Every reservation by id, kept in step with each write. */
  readonly reservationsById = new Map<string, Reservation>()
  /** The lists and orders, rebuilt on the first read after a reservation write (they are rare: tests, the night audit). */
  #reservationIndex: ReservationIndex | undefined = new ReservationIndex([])
  #writes: Promise<unknown> = Promise.resolve()
  /** Above zero while the store runs its own trusted writes (they may nest: a reset that reloads). */
  #trustedDepth = 0
  /**
   * Above zero only while the store's own code calls a collection, for the synchronous part of that
   * call: the collection reads it when a write is called (`RecordKeeper.trusted`).
   */
  #ownCalls = 0
  /** Moves on every guest write, so lists ordered by guest names know to sort again. */
  #guestVersion = 0
  /** False from the start of a replacement until it completes: one stopped part-way leaves a hotel that only reloading makes whole. */
  #whole = true
  /** Set once by `seal`: the store takes no more writes. */
  #sealed = false

  constructor(
    readonly businessDate: () => string,
    /** Called after every write, whoever made it. */
    private readonly onWrite: () => void = () => undefined,
  ) {
    const trusted = () => this.#trustedDepth > 0
    this.guests = new IndexedCollection(specRecordSchema<Guest>('Guest', trusted, this.builtGuest), this.#guestKeeper())
    this.reservations = new IndexedCollection(specRecordSchema<Reservation>('Reservation', trusted), this.#reservationKeeper())
  }

  get guestIndex(): GuestIndex {
    return this.#guestIndex
  }

  get reservationIndex(): ReservationIndex {
    return (this.#reservationIndex ??= new ReservationIndex(liveRecords(this.reservations)))
  }

  /**
   * Refuses every later write, whoever makes it, with an error and nothing changed: for a hotel
   * that several readers share (docs/decisions/0600-sessions-over-the-store.md).
   */
  seal(): void {
    this.#sealed = true
  }

  get sealed(): boolean {
    return this.#sealed
  }

  #checkWritable(): void {
    if (this.#sealed) throw new Error('This hotel is shared read-only and takes no writes.')
  }

  get guestVersion(): number {
    return this.#guestVersion
  }

  /** Runs writes one after another; a failed write does not block the next. */
  serial<R>(write: () => Promise<R>): Promise<R> {
    const result = this.#writes.then(write, write)
    this.#writes = result.catch(() => undefined)
    return result
  }

  /**
   * Runs `work` as the store's own trusted writes: no rule checks, nothing logged for a reset. It
   * takes its turn among the writes and holds it to the end, so no one else's write runs in
   * between and passes as the store's; its own calls of the collections go through `#own`.
   */
  trusted<R>(work: () => Promise<R>): Promise<R> {
    const run = async () => {
      this.#trustedDepth++
      try {
        return await work()
      } finally {
        this.#trustedDepth--
      }
    }
    // Called from a trusted write's own code (a reset that reloads), which holds the turn already.
    return this.#trustedDepth > 0 ? run() : this.serial(run)
  }

  /** Calls a collection as the store itself, inside a trusted write: `call` returns as soon as the collection's method does. */
  #own<R>(call: () => R): R {
    this.#ownCalls++
    try {
      return call()
    } finally {
      this.#ownCalls--
    }
  }

  /**
   * Replaces every record with `data` (already validated), in place: the collections stay the same
   * objects. With `handOver`, `data`'s records are new objects that nothing else holds, and the
   * collections keep them rather than copies. Should a hook on a collection throw part-way (a
   * `delete` hook during the unload, a `create` hook during the load), the error is passed on, the
   * indexes follow what the collections hold by then, so the API and the collections agree, and
   * `undo()` answers false until a replacement completes: only reloading gives back a whole hotel.
   * A sealed hotel refuses before anything changes.
   */
  replaceAll(data: HotelSnapshotData, options: ReplaceOptions = {}): Promise<void> {
    return this.trusted(() => this.#replaceAll(data, options))
  }

  async #replaceAll(data: HotelSnapshotData, { handOver = false, onProgress }: ReplaceOptions): Promise<void> {
    this.#checkWritable()
    const total = data.guests.length + data.reservations.length || 1
    await this.reservations.readyToUnload()
    await this.guests.readyToUnload()
    this.#whole = false
    try {
      this.#own(() => this.reservations.unload())
      this.#own(() => this.guests.unload())
      await this.#own(() => this.guests.load(data.guests, { handOver, onChunk: onProgress && ((done) => onProgress(done / total)) }))
      await this.#own(() => this.reservations.load(data.reservations, { handOver, onChunk: onProgress && ((done) => onProgress((data.guests.length + done) / total)) }))
      this.#whole = true
    } finally {
      this.#guestIndex = new GuestIndex(liveRecords(this.guests))
      this.reservationsById.clear()
      for (const reservation of liveRecords(this.reservations)) this.reservationsById.set(reservation.id, reservation)
      this.#reservationIndex = undefined
      this.#guestVersion++
      this.guestUndo.clear()
      this.reservationUndo.clear()
    }
  }

  /**
   * Undoes every write logged since the last reset, through the collections. Returns false, doing
   * nothing, when records were deleted: made again they would sit at the end of their collection,
   * so only reloading the whole state gives back the exact order (and snapshot) of the start. The
   * same after a replacement stopped part-way (see `replaceAll`).
   */
  async undo(): Promise<boolean> {
    if (!this.#whole) return false
    // Known before the first created record is deleted, so that each is taken from the front
    // (decision 0018); a reset with none to delete does not ask.
    if (this.guestUndo.pending().created.size + this.reservationUndo.pending().created.size > 0) await frontDeleteWorks()
    const deleted = (log: UndoLog<{ id: string }>, has: (id: string) => boolean) => [...log.pending().originals.keys()].some((id) => !has(id))
    if (deleted(this.guestUndo, (id) => this.#guestIndex.byId.has(id)) || deleted(this.reservationUndo, (id) => this.reservationsById.has(id))) {
      return false
    }
    const guests = this.guestUndo.take()
    const reservations = this.reservationUndo.take()
    await this.trusted(async () => {
      for (const id of reservations.created) this.#own(() => this.reservations.delete(this.reservationsById.get(id)! as never))
      for (const id of guests.created) this.#own(() => this.guests.delete(this.#guestIndex.byId.get(id)! as never))
      const update = <T extends { id: string }>(collection: IndexedCollection<T>, record: T, original: T) =>
        this.#own(() => collection.update(record as never, { data: (draft) => void Object.assign(draft, original) }))
      await restore(this.guests, guests.originals, (id) => this.#guestIndex.byId.get(id), update)
      await restore(this.reservations, reservations.originals, (id) => this.reservationsById.get(id), update)
    })
    return true
  }

  #guestKeeper(): RecordKeeper<Guest> {
    const store = this
    return {
      serial: (write) => (this.#ownCalls > 0 ? write() : this.serial(write)),
      get trusted() {
        return store.#ownCalls > 0
      },
      find: (id) => this.#guestIndex.byId.get(id),
      checkWritable: () => this.#checkWritable(),
      checkCreate: (guest) => {
        if (this.#guestIndex.byId.has(guest.id)) throw invalid('/id', `is already the id of another guest (${guest.id})`)
        this.#checkGuest(guest, undefined, new Set())
      },
      checkUpdate: (previous, next, claimed) => {
        if (next.id !== previous.id) throw invalid('/id', 'is read-only and cannot be changed')
        this.#checkGuest(next, previous.id, claimed)
      },
      checkDelete: (guests) => {
        for (const guest of guests) {
          const stays = this.reservationIndex.ofGuest(guest.id).length
          if (stays > 0) {
            throw new MockError('VALIDATION', `Guest ${guest.id} has ${stays} reservation(s); delete those first.`, [
              { location: 'body', pointer: '/id', message: 'is the guestId of existing reservations' },
            ])
          }
        }
      },
      created: (guest, trusted) => {
        this.#guestIndex.add(guest)
        if (!trusted) this.guestUndo.created(guest)
        this.#guestWritten()
      },
      updated: (previous, next, trusted) => {
        this.#guestIndex.replace(previous, next)
        if (!trusted) this.guestUndo.changed(previous)
        this.#guestWritten()
      },
      deleted: (guests, trusted) => {
        for (const guest of guests) {
          const held = this.#guestIndex.byId.get(guest.id)
          if (held) this.#guestIndex.remove(held)
          if (held && !trusted) this.guestUndo.deleted(held)
        }
        this.#guestWritten()
      },
    }
  }

  #reservationKeeper(): RecordKeeper<Reservation> {
    const store = this
    const written = () => {
      this.#reservationIndex = undefined
      this.onWrite()
    }
    return {
      serial: (write) => (this.#ownCalls > 0 ? write() : this.serial(write)),
      get trusted() {
        return store.#ownCalls > 0
      },
      find: (id) => this.reservationsById.get(id),
      checkWritable: () => this.#checkWritable(),
      checkCreate: (reservation) => {
        if (this.reservationsById.has(reservation.id)) throw invalid('/id', `is already the id of another reservation (${reservation.id})`)
        this.#checkReservation(reservation, undefined)
      },
      checkUpdate: (previous, next) => {
        if (next.id !== previous.id) throw invalid('/id', 'is read-only and cannot be changed')
        this.#checkReservation(next, previous)
      },
      checkDelete: () => undefined,
      created: (reservation, trusted) => {
        this.reservationsById.set(reservation.id, reservation)
        if (!trusted) this.reservationUndo.created(reservation)
        written()
      },
      updated: (previous, next, trusted) => {
        this.reservationsById.set(next.id, next)
        if (!trusted) this.reservationUndo.changed(previous)
        written()
      },
      deleted: (reservations, trusted) => {
        for (const reservation of reservations) {
          const held = this.reservationsById.get(reservation.id)
          this.reservationsById.delete(reservation.id)
          if (held && !trusted) this.reservationUndo.deleted(held)
        }
        written()
      },
    }
  }

  #guestWritten(): void {
    this.#guestVersion++
    this.onWrite()
  }

  #checkGuest(guest: Guest, ownId: string | undefined, claimed: Set<string>): void {
    const email = typeof guest.email === 'string' ? guest.email.toLowerCase() : undefined
    if (email !== undefined) {
      const holder = this.#guestIndex.idByEmail(email)
      if ((holder !== undefined && holder !== ownId) || claimed.has(email)) {
        throw new MockError('DUPLICATE_EMAIL', `Another guest already uses the email ${guest.email}.`, [
          { location: 'body', pointer: '/email', message: 'is already used by another guest' },
        ])
      }
      claimed.add(email)
    }
    const breaks = guestRuleBreaks(guest, this.businessDate())
    if (breaks.length > 0) throw validation(breaks)
  }

  /** The rules of a new reservation, or of the next version of `previous`; other stays are read only when what they are compared on changed. */
  #checkReservation(reservation: Reservation, previous: Reservation | undefined): void {
    const breaks = reservationRuleBreaks(reservation, this.businessDate())
    if (!this.#guestIndex.byId.has(reservation.guestId)) breaks.push({ pointer: '/guestId', message: 'must be the id of an existing guest' })
    const newNumber = reservation.confirmationNumber !== previous?.confirmationNumber
    const newStay =
      holdsRoom(reservation) &&
      (!previous ||
        !holdsRoom(previous) ||
        reservation.roomNumber !== previous.roomNumber ||
        reservation.arrivalDate < previous.arrivalDate ||
        reservation.departureDate > previous.departureDate)
    if (newNumber || newStay) {
      for (const other of liveRecords(this.reservations)) {
        if (other.id === reservation.id) continue
        if (newNumber && other.confirmationNumber === reservation.confirmationNumber) {
          breaks.push({ pointer: '/confirmationNumber', message: `is already used by reservation ${other.id}` })
        }
        if (newStay && holdsRoom(other) && other.roomNumber === reservation.roomNumber && shareANight(reservation, other)) {
          breaks.push({ pointer: '/roomNumber', message: `double-books room ${reservation.roomNumber} with reservation ${other.id}` })
        }
      }
    }
    if (breaks.length > 0) throw validation(breaks)
  }
}

/** Puts back the version at the last reset of each record, each through `update`. */
async function restore<T extends { id: string }>(
  collection: IndexedCollection<T>,
  originals: ReadonlyMap<string, T>,
  current: (id: string) => T | undefined,
  update: (collection: IndexedCollection<T>, record: T, original: T) => Promise<unknown>,
): Promise<void> {
  // Every record looked up before the first update, which invalidates the reservation index.
  const targets = [...originals.values()].map((original) => [current(original.id)!, original] as const)
  for (const [record, original] of targets) await update(collection, record, original)
}

function invalid(pointer: string, message: string): MockError {
  return validation([{ pointer, message }])
}

function validation(breaks: ReadonlyArray<{ pointer: string; message: string }>): MockError {
  const count = breaks.length
  return new MockError('VALIDATION', `${count} field${count === 1 ? '' : 's'} of the record ${count === 1 ? 'is' : 'are'} invalid.`, asViolations(breaks))
}
