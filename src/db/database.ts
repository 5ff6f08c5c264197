import { MockError } from '../shared/errors.js'
import { randomUuid } from '../shared/uuid.js'
import type { CommitKind, DatabaseOrigin, DatabaseSource, GuestCollection, GuestListQuery, ReservationCollection, ReservationListQuery } from './database-types.js'
import type { GuestSortField } from './guest-index.js'
import { liveRecords } from './indexed-collection.js'
import { toGuest, writeChanged } from './guest-input.js'
import { searchGuests, type GuestSearch } from './guest-search.js'
import { checkBusinessDateMove, isNoShowBy, markNoShow } from './night-audit.js'
import { arraySource, toPage, type Page, type Paging } from './paging.js'
import { SNAPSHOT_FORMAT, type HotelSnapshotData, type Snapshot } from './snapshot-format.js'
import { checkSpecValue } from './record-schema.js'
import { HotelStore } from './store.js'
import type { Guest, GuestInput, Reservation } from './types.js'
import { WriteClock, writtenAsDateTime } from './write-clock.js'

export type { GuestSearch } from './guest-search.js'
export type { CommitKind, DatabaseOrigin, DatabaseSource, GuestCollection, GuestListQuery, ReservationCollection, ReservationListQuery } from './database-types.js'

interface RollBackPoint {
  data: HotelSnapshotData
  reloadOnReset: boolean
}

/** A listener's failure as the client sees it: a NOT_SAVED problem that says why. */
function notSaved(error: unknown): MockError {
  if (error instanceof MockError) return error
  const reason = error instanceof Error ? error.message : String(error)
  return new MockError('NOT_SAVED', `The change could not be saved (${reason}), so it was not made.`)
}

export type CommitListener = (db: HotelDatabase, change: { kind: CommitKind }) => Promise<void> | void

/**
 * The mock's hotel: two `@msw/data` collections (`guests`, `reservations`) that are the store of
 * record, whoever writes to them, with the queries the API answers from indexes derived from them.
 * API writes are serialised, so concurrent requests cannot both claim one email.
 *
 * @example
 * const db = await createDatabase({ seed: 7, businessDate: '2026-11-22' })
 * await db.guests.create({ ...guest, email: 'ada@example.com' }) // served by the API at once
 * db.listReservations({ status: 'arrivals', page: 1, pageSize: 20 }).totalCount
 */
export class HotelDatabase {
  readonly #store: HotelStore
  readonly #source: DatabaseSource
  #initialBusinessDate: string
  #businessDate: string
  #writes: Promise<unknown> = Promise.resolve()
  #commitListeners = new Set<CommitListener>()
  #pendingNotice = false
  /** Set by wholesale changes (imports, scenarios), after which a reset reloads everything. */
  #reloadOnReset = false
  readonly #clock = new WriteClock()
  #unsaved: Promise<void> | undefined

  private constructor(businessDate: string, source: DatabaseSource) {
    this.#initialBusinessDate = businessDate
    this.#businessDate = businessDate
    this.#source = source
    this.#store = new HotelStore(() => this.#businessDate, () => this.#noticeWrite())
  }

  /** A database holding `data`, which must already be valid (generated, or checked by `validateSnapshot`). */
  static async fromData(data: HotelSnapshotData, source: Partial<DatabaseSource> = {}): Promise<HotelDatabase> {
    const kept = source.initial ? undefined : structuredClone({ businessDate: data.businessDate, guests: data.guests, reservations: data.reservations })
    const db = new HotelDatabase(data.businessDate, {
      origin: source.origin ?? { seed: 1, guests: data.guests.length, scenario: 'default' },
      initial: source.initial ?? (() => structuredClone(kept!)),
      handsOver: source.handsOver ?? false,
    })
    await db.#store.replaceAll(data, { handOver: db.#source.handsOver, onProgress: source.onProgress })
    return db
  }

  /** How this database was seeded. */
  get origin(): DatabaseOrigin {
    return this.#source.origin
  }

  /** The `@msw/data` collection of guests: the store of record (`create`, `update`, `delete`, ... as documented by `@msw/data`). */
  get guests(): GuestCollection {
    return this.#store.guests
  }

  /** The `@msw/data` collection of reservations: the store of record. */
  get reservations(): ReservationCollection {
    return this.#store.reservations
  }

  /**
   * Makes the database read-only for good: every later write (API, control plane or straight
   * through the collections) throws and changes nothing. Sessions that have not changed their
   * hotel yet share one sealed start hotel (docs/decisions/0600-sessions-over-the-store.md).
   */
  seal(): void {
    this.#store.seal()
  }

  /** Whether `seal` was called. */
  get sealed(): boolean {
    return this.#store.sealed
  }

  /** The hotel's business date B (`YYYY-MM-DD`): what the status filters are evaluated against. */
  get businessDate(): string {
    return this.#businessDate
  }

  get guestCount(): number {
    return this.#store.guests.count()
  }

  get reservationCount(): number {
    return this.#store.reservations.count()
  }

  getGuest(id: string): Guest | undefined {
    return this.#store.guestIndex.byId.get(id)
  }

  getReservation(id: string): Reservation | undefined {
    return this.#store.reservationsById.get(id)
  }

  /**
   * Whether `value` is a record this database holds now (the current version of a guest or a
   * reservation). Such a record is never changed in place, since every write stores a new object,
   * so whatever is derived from it (its JSON text) stays right while it is held.
   */
  holds(value: object): boolean {
    const id = (value as { id?: unknown }).id
    if (typeof id !== 'string') return false
    return this.#store.guestIndex.byId.get(id) === value || this.#store.reservationsById.get(id) === value
  }

  /** Guests in the requested order (default: lastName, firstName, id). */
  listGuests({ sort = 'lastName', ...paging }: GuestListQuery): Page<Guest> {
    const descending = sort.startsWith('-')
    const list = this.#store.guestIndex.ordered((descending ? sort.slice(1) : sort) as GuestSortField)
    return toPage({ total: list.size, slice: (offset, count) => list.slice(offset, count, descending) }, paging)
  }

  /** Guests matching every given criterion, ordered like List Guests. */
  searchGuests(criteria: GuestSearch, paging: Paging): Page<Guest> {
    return searchGuests(this.#store.guestIndex, criteria, paging)
  }

  /** Reservations, optionally one front-desk list and/or one guest's stays, in the documented order. */
  listReservations({ status, guestId, ...paging }: ReservationListQuery): Page<Reservation> {
    const index = this.#store.reservationIndex
    if (status === undefined) return toPage(guestId === undefined ? index.all() : arraySource(index.ofGuest(guestId)), paging)
    const list = index.filtered(status, this.#businessDate, (id) => this.getGuest(id), this.#store.guestVersion)
    if (guestId === undefined) return toPage(list, paging)
    return toPage(arraySource(list.slice(0, list.total).filter((reservation) => reservation.guestId === guestId)), paging)
  }

  /**
   * Creates a guest from a `GuestInput`. Throws `MockError` VALIDATION for an input the spec
   * refuses or a date of birth not before the business date, or DUPLICATE_EMAIL; nothing changes then.
   */
  createGuest(input: GuestInput): Promise<Guest> {
    return this.#commit(() => {
      checkSpecValue('GuestInput', input)
      const now = this.#clock.next(this.#businessDate)
      return this.#store.guests.create(this.#built(input, randomUuid(), now, now))
    })
  }

  /**
   * The guest `toGuest` builds from a checked `input`, a valid Guest: its id and createdAt are a
   * new UUID and the clock's or the stored guest's, its updatedAt the clock's (see
   * `writtenAsDateTime`). A copy of it, which no hook can reach, is vouched for to the
   * collection's schema (see `BuiltRecord`).
   */
  #built(input: GuestInput, id: string, createdAt: string, updatedAt: string): Guest {
    if (writtenAsDateTime(updatedAt)) this.#store.builtGuest.vouch(toGuest(input, id, createdAt, updatedAt))
    return toGuest(input, id, createdAt, updatedAt)
  }

  /**
   * Replaces every writable field of a guest (PUT semantics): fields left out become null or their
   * default. Throws `MockError` NOT_FOUND for an unknown id, DUPLICATE_EMAIL, or VALIDATION.
   */
  replaceGuest(id: string, input: GuestInput): Promise<Guest> {
    return this.#commit(async () => {
      checkSpecValue('GuestInput', input)
      const previous = this.getGuest(id)
      if (!previous) throw new MockError('NOT_FOUND', `No guest has the id ${id}.`)
      const next = this.#built(input, id, previous.createdAt, this.#clock.next(this.#businessDate, previous.updatedAt))
      const stored = await this.#store.guests.update(previous as never, { data: (draft) => writeChanged(draft as never, previous, next) })
      return stored!
    })
  }

  /**
   * Puts the database back in its initial state: data and business date, with every write since
   * undone, through the collections. Waits for writes in flight.
   *
   * @example
   * afterEach(() => db.reset())
   */
  reset(): Promise<void> {
    return this.#commit(async () => {
      if (this.#reloadOnReset || !(await this.#store.undo())) {
        await this.#store.replaceAll(this.#source.initial(), { handOver: this.#source.handsOver })
        this.#reloadOnReset = false
      }
      this.#businessDate = this.#initialBusinessDate
      this.#clock.rewind()
    }, 'reset')
  }

  /**
   * The whole database as a snapshot (plain JSON data, safe to keep: later writes do not change it).
   *
   * @example
   * const saved = db.snapshot()
   * await db.restore(saved)
   */
  snapshot(): Snapshot {
    const snapshot: Omit<Snapshot, 'guests' | 'reservations'> & { guests: readonly Guest[]; reservations: readonly Reservation[] } = {
      format: SNAPSHOT_FORMAT,
      businessDate: this.#businessDate,
      guests: liveRecords(this.#store.guests),
      reservations: liveRecords(this.#store.reservations),
    }
    return structuredClone(snapshot) as Snapshot
  }

  /** Replaces all data with a snapshot (check it first with `validateSnapshot`). A later `reset()` still returns to the state at start. */
  restore(snapshot: HotelSnapshotData): Promise<void> {
    return this.#commit(async () => {
      await this.#store.replaceAll(snapshot)
      this.#businessDate = snapshot.businessDate
      this.#clock.rewind()
      this.#reloadOnReset = true
    })
  }

  /**
   * Moves the business date. Moving it forward runs the night audit for every day passed (see
   * `night-audit.ts`); an earlier date is refused (VALIDATION).
   */
  setBusinessDate(businessDate: string): Promise<{ businessDate: string; noShows: number }> {
    return this.#commit(async () => {
      checkBusinessDateMove(this.#businessDate, businessDate)
      const isNoShow = isNoShowBy(businessDate)
      // The no-shows the audit makes are checked against the date it moves to, which allows them.
      const previous = this.#businessDate
      this.#businessDate = businessDate
      try {
        const noShows = await this.#store.reservations.updateMany((q) => q.where(isNoShow), { data: (draft) => markNoShow(draft as Reservation) })
        return { businessDate, noShows: noShows.length }
      } catch (error) {
        this.#businessDate = previous
        throw error
      }
    })
  }

  /**
   * Calls `listener` after every accepted write (API writes, reset, restore, business date) before
   * it is acknowledged, and soon after writes made straight through the collections: what
   * persistence hooks into. Returns an unsubscribe function.
   */
  onCommit(listener: CommitListener): () => void {
    this.#commitListeners.add(listener)
    return () => this.#commitListeners.delete(listener)
  }

  /**
   * While an accepted write is being saved by the commit listeners: a promise that settles once
   * it is saved or undone. Reads wait for it, so nobody sees a write that may still be refused
   * (docs/decisions/0500-write-ahead-persistence.md). Undefined when no save is under way.
   */
  get unsavedWrite(): Promise<void> | undefined {
    return this.#unsaved
  }

  /**
   * A serialised write, then the commit listeners (persistence). With listeners, the write is
   * acknowledged only once they all succeed; if one fails, the data goes back to what it was
   * before the write and the caller gets NOT_SAVED, so a write that could not be saved changes
   * nothing.
   */
  #commit<T>(write: () => Promise<T>, kind: CommitKind = 'write'): Promise<T> {
    const run = async () => {
      this.#pendingNotice = true
      const saving = this.#commitListeners.size > 0
      const before = saving ? this.#capture() : undefined
      let settle = () => {}
      if (saving) this.#unsaved = new Promise<void>((resolve) => (settle = resolve))
      try {
        const result = await write()
        if (before) {
          try {
            await this.#notify(kind)
          } catch (error) {
            await this.#rollBack(before)
            throw notSaved(error)
          }
        }
        return result
      } finally {
        this.#pendingNotice = false
        this.#unsaved = undefined
        settle()
      }
    }
    const result = this.#writes.then(run, run)
    this.#writes = result.catch(() => undefined)
    return result
  }

  /** What a failed save returns to: the records as they are (versions are never changed in place). */
  #capture(): RollBackPoint {
    return {
      data: { businessDate: this.#businessDate, guests: this.#store.guests.all(), reservations: this.#store.reservations.all() },
      reloadOnReset: this.#reloadOnReset,
    }
  }

  async #rollBack({ data }: RollBackPoint): Promise<void> {
    await this.#store.replaceAll(data)
    this.#businessDate = data.businessDate
    // Reloading cleared the undo log, so a reset must make the hotel again.
    this.#reloadOnReset = true
  }

  /** A write made straight through a collection: the commit listeners hear of it once the current task is done. */
  #noticeWrite(): void {
    if (this.#pendingNotice || this.#commitListeners.size === 0) return
    this.#pendingNotice = true
    queueMicrotask(() => {
      this.#pendingNotice = false
      void this.#notify('write').catch((error: unknown) => console.error('[guest-reservation-mock] saving a write failed:', error))
    })
  }

  async #notify(kind: CommitKind): Promise<void> {
    for (const listener of this.#commitListeners) await listener(this, { kind })
  }
}
