import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { MockError } from '../errors.js'
import { GuestIndex, guestSortKey, phoneDigits, type GuestSortField } from './guest-index.js'
import type { SearchEntry } from './guest-text-index.js'
import { arraySource, toPage, type Page, type Paging } from './paging.js'
import { checkRecord, isValidInput, specRecordSchema } from './record-schema.js'
import { createEach, insertTrusted, removeTrusted, replaceTrusted, storeTrusted } from './collection-store.js'
import { ReservationIndex } from './reservation-index.js'
import { buildScenario, isScenarioName, SCENARIO_NAMES, type ScenarioName } from '../../fixtures/scenarios.js'
import { addDays, isCalendarDate, timestampOn } from './calendar.js'
import { DEFAULT_SEED, resolveHotelOptions, type HotelData, type HotelOptions } from './seed/hotel.js'
import type { Guest, GuestInput, Reservation, StatusFilter } from './types.js'

export interface DatabaseOptions extends HotelOptions {
  /** The named data set to seed (see fixtures/scenarios.ts). Default `default`. */
  scenario?: ScenarioName
}

/** How a database was seeded, so a scenario switch can reseed the same way. */
export interface DatabaseOrigin {
  seed: number
  guests: number
  scenario: ScenarioName
}

/** The format tag of exported snapshots. */
export const SNAPSHOT_FORMAT = 'guest-reservation-mock/snapshot@1'

/** A whole database as JSON: what `GET /__mock/snapshot` exports and `PUT` imports. */
export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT
  businessDate: string
  guests: Guest[]
  reservations: Reservation[]
}

/** The data a database holds: what a snapshot exports and a reset returns to. */
export type HotelSnapshotData = Pick<HotelData, 'businessDate' | 'guests' | 'reservations'>

function newGuestCollection() {
  return new Collection({ schema: specRecordSchema<Guest>('Guest') })
}

function newReservationCollection() {
  return new Collection({ schema: specRecordSchema<Reservation>('Reservation') })
}

/** What a commit was: a reset to the state at start, or any other accepted write. */
export type CommitKind = 'reset' | 'write'
export type CommitListener = (db: HotelDatabase, change: { kind: CommitKind }) => Promise<void> | void

export type GuestCollection = ReturnType<typeof newGuestCollection>

export type ReservationCollection = ReturnType<typeof newReservationCollection>

/** Search criteria of Search Guests; every given criterion must hold (AND). */
export interface GuestSearch {
  q?: string
  email?: string
  phone?: string
  lastName?: string
  loyaltyNumber?: string
  vip?: boolean
}

export interface GuestListQuery extends Paging {
  /** A sort field, `-` first for descending. Default `lastName` (lastName, firstName, id). */
  sort?: GuestSortField | `-${GuestSortField}`
}

export interface ReservationListQuery extends Paging {
  status?: StatusFilter
  guestId?: string
}

/**
 * The mock's in-memory hotel: `@msw/data` collections whose records match the spec's own schemas
 * (writes and imports are validated; the generated hotel is checked by the data tests), with
 * indexes kept in step with every write so lookups and status filters never scan
 * every record. Writes are serialised, so concurrent requests cannot both claim one email.
 *
 * @example
 * const db = await createDatabase({ seed: 7, businessDate: '2026-11-22' })
 * db.listReservations({ status: 'arrivals', page: 1, pageSize: 20 }).totalCount
 */
export class HotelDatabase {
  #guests = newGuestCollection()
  #reservations = newReservationCollection()
  #initial: HotelSnapshotData
  #businessDate: string
  #guestIndex = new GuestIndex()
  #reservationIndex = new ReservationIndex([])
  #writes: Promise<unknown> = Promise.resolve()
  #commitListeners = new Set<CommitListener>()
  /** How this database was seeded. */
  readonly origin: DatabaseOrigin
  /** Moves on every guest write, so lists ordered by guest names know to re-sort. */
  #guestVersion = 0
  /**
   * What a reset must undo, by guest id: guests created since the last reset, and the version at
   * the last reset of every other guest written since. One entry per guest touched, however many
   * times it was written, so a long load test does not keep every version it ever wrote.
   */
  #created = new Set<string>()
  #originals = new Map<string, Guest>()
  /** Set by wholesale changes (imports, scenarios), after which a reset reloads everything. */
  #reloadOnReset = false
  #lastTimestamp = 0

  private constructor(initial: HotelSnapshotData, origin: DatabaseOrigin) {
    this.#initial = initial
    this.#businessDate = initial.businessDate
    this.origin = origin
  }

  /**
   * Creates a database holding the given hotel data, validated record by record unless `trusted`
   * (data already checked, e.g. by `validateSnapshot` or by construction).
   */
  static async fromData(
    data: HotelSnapshotData,
    origin: DatabaseOrigin = { seed: DEFAULT_SEED, guests: data.guests.length, scenario: 'default' },
    { trusted = false, onProgress }: { trusted?: boolean; onProgress?: (done: number) => void } = {},
  ): Promise<HotelDatabase> {
    const db = new HotelDatabase(data, origin)
    // The stored records as a list of their own: later writes change the collections, not this.
    db.#initial = { businessDate: data.businessDate, ...(await db.#load(data, trusted, onProgress)) }
    return db
  }

  /**
   * The `@msw/data` collection of guests. Its records are never changed in place (a write stores a
   * new object); write through `createGuest` / `replaceGuest`, which keep the indexes in step.
   */
  get guests(): GuestCollection {
    return this.#guests
  }

  /** The `@msw/data` collection of reservations; like the guests, never changed in place. */
  get reservations(): ReservationCollection {
    return this.#reservations
  }

  /**
   * Puts the database back in its initial state: the seeded data and business date, with every
   * write since undone. Waits for writes in flight.
   *
   * @example
   * afterEach(() => db.reset())
   */
  reset(): Promise<void> {
    return this.#commit(async () => {
      if (this.#reloadOnReset) {
        await this.#load(this.#initial, true)
        this.#reloadOnReset = false
      } else {
        // Undo only what was written: a test that wrote two guests pays for two, not for
        // reloading the whole hotel.
        const created = new Set([...this.#created].map((id) => this.#guestIndex.byId.get(id)!))
        removeTrusted(this.#guests, created)
        for (const record of created) this.#guestIndex.remove(record)
        for (const [id, original] of this.#originals) {
          const current = this.#guestIndex.byId.get(id)!
          this.#guestIndex.replace(current, await replaceTrusted(this.#guests, current, original))
        }
        this.#businessDate = this.#initial.businessDate
      }
      this.#guestVersion++
      this.#forgetWrites()
    }, 'reset')
  }

  /** The hotel's business date B (`YYYY-MM-DD`): what the status filters are evaluated against. */
  get businessDate(): string {
    return this.#businessDate
  }

  get guestCount(): number {
    return this.#guestIndex.size
  }

  get reservationCount(): number {
    return this.#reservationIndex.size
  }

  getGuest(id: string): Guest | undefined {
    return this.#guestIndex.byId.get(id)
  }

  getReservation(id: string): Reservation | undefined {
    return this.#reservationIndex.byId.get(id)
  }

  /** Guests in the requested order (default: lastName, firstName, id). */
  listGuests({ sort = 'lastName', ...paging }: GuestListQuery): Page<Guest> {
    const descending = sort.startsWith('-')
    const list = this.#guestIndex.ordered((descending ? sort.slice(1) : sort) as GuestSortField)
    return toPage({ total: list.size, slice: (offset, count) => list.slice(offset, count, descending) }, paging)
  }

  /** Guests matching every given criterion, ordered like List Guests. */
  searchGuests(criteria: GuestSearch, paging: Paging): Page<Guest> {
    const index = this.#guestIndex
    const predicates: Array<(entry: SearchEntry) => boolean> = []
    // Exact criteria are answered from indexes; the rest filter what those leave (or all guests).
    let candidates: Set<string> | undefined
    const narrow = (ids: Iterable<string>) => {
      const found = new Set(ids)
      candidates = candidates ? new Set([...candidates].filter((id) => found.has(id))) : found
    }
    if (criteria.email !== undefined) {
      const id = index.idByEmail(criteria.email)
      narrow(id ? [id] : [])
    }
    if (criteria.loyaltyNumber !== undefined) narrow(index.idsByLoyaltyNumber(criteria.loyaltyNumber))
    if (criteria.phone !== undefined) narrow(index.idsByPhoneDigits(phoneDigits(criteria.phone)))
    if (criteria.lastName !== undefined) {
      const prefix = criteria.lastName.toLowerCase()
      predicates.push((entry) => entry.lastName.startsWith(prefix))
    }
    if (criteria.vip !== undefined) {
      const vip = criteria.vip
      predicates.push((entry) => entry.guest.vip === vip)
    }
    if (criteria.q !== undefined) {
      const needle = criteria.q.toLowerCase()
      // Exact criteria leave a few guests to test; otherwise the text index finds the needle.
      if (!candidates) {
        const accept = predicates.length === 0 ? undefined : (entry: SearchEntry) => predicates.every((test) => test(entry))
        return index.findText(needle, accept, paging)
      }
      predicates.push((entry) => entry.text.includes(needle))
    }
    const pool: readonly SearchEntry[] = candidates
      ? [...candidates]
          .map((id) => index.entry(id)!)
          .map((entry) => [guestSortKey(entry.guest, 'lastName'), entry] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : 1))
          .map(([, entry]) => entry)
      : index.searchable()
    const matches = predicates.length === 0 ? pool : pool.filter((entry) => predicates.every((test) => test(entry)))
    return toPage({ total: matches.length, slice: (offset, count) => matches.slice(offset, offset + count).map((entry) => entry.guest) }, paging)
  }

  /** Reservations, optionally one front-desk list and/or one guest's stays, in the documented order. */
  listReservations({ status, guestId, ...paging }: ReservationListQuery): Page<Reservation> {
    const index = this.#reservationIndex
    if (status === undefined) {
      return toPage(guestId === undefined ? index.all() : arraySource(index.ofGuest(guestId)), paging)
    }
    const list = index.filtered(status, this.#businessDate, (id) => this.getGuest(id), this.#guestVersion)
    if (guestId === undefined) return toPage(list, paging)
    return toPage(arraySource(list.slice(0, list.total).filter((reservation) => reservation.guestId === guestId)), paging)
  }

  /**
   * Creates a guest from a validated `GuestInput`. Throws `MockError` DUPLICATE_EMAIL when another
   * guest uses the email, VALIDATION when the date of birth is not before the business date.
   */
  createGuest(input: GuestInput): Promise<Guest> {
    return this.#commit(async () => {
      this.#checkGuestRules(input, undefined)
      const now = this.#timestamp()
      const guest = toGuest(input, crypto.randomUUID(), now, now)
      if (!isValidInput(input)) checkRecord('Guest', guest)
      const record = await insertTrusted(this.#guests, guest)
      this.#guestIndex.add(record)
      this.#guestVersion++
      this.#created.add(record.id)
      return record
    })
  }

  /**
   * Replaces every writable field of a guest (PUT semantics): fields left out become null or their
   * default. Throws `MockError` NOT_FOUND for an unknown id, DUPLICATE_EMAIL, or VALIDATION.
   */
  replaceGuest(id: string, input: GuestInput): Promise<Guest> {
    return this.#commit(async () => {
      const previous = this.#guestIndex.byId.get(id)
      if (!previous) throw new MockError('NOT_FOUND', `No guest has the id ${id}.`)
      this.#checkGuestRules(input, id)
      const next = toGuest(input, id, previous.createdAt, this.#timestamp(previous.updatedAt))
      if (!isValidInput(input)) checkRecord('Guest', next)
      const record = await replaceTrusted(this.#guests, previous, next)
      this.#guestIndex.replace(previous, record)
      this.#guestVersion++
      if (!this.#created.has(id) && !this.#originals.has(id)) this.#originals.set(id, previous)
      return record
    })
  }

  #checkGuestRules(input: GuestInput, ownId: string | undefined): void {
    if (input.email) {
      const holder = this.#guestIndex.idByEmail(input.email)
      if (holder !== undefined && holder !== ownId) {
        throw new MockError('DUPLICATE_EMAIL', `Another guest already uses the email ${input.email}.`, [
          { location: 'body', pointer: '/email', message: 'is already used by another guest' },
        ])
      }
    }
    if (input.dateOfBirth && input.dateOfBirth >= this.#businessDate) {
      throw new MockError('VALIDATION', '1 field of the request body is invalid.', [
        { location: 'body', pointer: '/dateOfBirth', message: `must be before the business date ${this.#businessDate}` },
      ])
    }
  }

  /** A write timestamp that always moves forward, so `updatedAt` changes on every write. */
  #timestamp(after?: string): string {
    let now = Date.now()
    const floor = Math.max(this.#lastTimestamp, after ? Date.parse(after) : 0)
    if (now <= floor) now = floor + 1
    this.#lastTimestamp = now
    return new Date(now).toISOString()
  }

  /**
   * The whole database as a snapshot (plain JSON data, safe to keep: later writes do not change it).
   *
   * @example
   * const saved = db.snapshot()
   * await db.restore(saved)
   */
  snapshot(): Snapshot {
    return structuredClone({
      format: SNAPSHOT_FORMAT,
      businessDate: this.#businessDate,
      guests: this.#guests.all() as Guest[],
      reservations: this.#reservations.all() as Reservation[],
    })
  }

  /**
   * Replaces all data with a snapshot (see `validateSnapshot` to check one first). A later
   * `reset()` still returns to the state at start.
   */
  restore(snapshot: HotelSnapshotData): Promise<void> {
    return this.#commit(async () => {
      // Collections store copies of what they are given, so the caller's snapshot stays theirs.
      await this.#load({ businessDate: snapshot.businessDate, guests: snapshot.guests, reservations: snapshot.reservations }, false)
      this.#forgetWrites()
      this.#reloadOnReset = true
    })
  }

  /**
   * Moves the business date. Moving it forward runs the night audit for every day passed:
   * confirmed stays that should have arrived before the new date become `no_show` (their room
   * released, `updatedAt` set to the audit of their arrival night). In-house stays past their
   * departure stay in house. An earlier date is refused (VALIDATION).
   */
  setBusinessDate(businessDate: string): Promise<{ businessDate: string; noShows: number }> {
    return this.#commit(async () => {
      const current = this.#businessDate
      if (!isCalendarDate(businessDate)) {
        throw new MockError('VALIDATION', 'The business date is invalid.', [
          { location: 'body', pointer: '/businessDate', message: 'must be a real date as YYYY-MM-DD' },
        ])
      }
      if (businessDate < current) {
        throw new MockError('VALIDATION', `The business date only moves forward; it is ${current}.`, [
          { location: 'body', pointer: '/businessDate', message: `must not be before the current business date ${current}` },
        ])
      }
      const noShows = (this.#reservations.all() as Reservation[]).filter(
        (reservation) => reservation.status === 'confirmed' && reservation.arrivalDate < businessDate,
      )
      const audited = new Map(
        noShows.map((reservation) => {
          const auditedAt = timestampOn(addDays(reservation.arrivalDate, 1), 2 * 3600)
          return [
            reservation.id,
            { ...reservation, status: 'no_show' as const, roomNumber: null, updatedAt: auditedAt > reservation.updatedAt ? auditedAt : reservation.updatedAt },
          ]
        }),
      )
      if (audited.size > 0) {
        // Every record here is one this database validated, or one the audit built from it.
        const reservations = (this.#reservations.all() as Reservation[]).map((reservation) => audited.get(reservation.id) ?? reservation)
        await this.#load({ businessDate, guests: this.#guests.all() as Guest[], reservations }, true)
      }
      // The indexes do not depend on the date (the status filters take it as an argument).
      this.#businessDate = businessDate
      this.#reloadOnReset = true
      return { businessDate, noShows: audited.size }
    })
  }

  /**
   * Calls `listener` after every accepted write (create, replace, restore, business date, reset),
   * before the write is acknowledged: what persistence hooks into. Returns an unsubscribe function.
   */
  onCommit(listener: CommitListener): () => void {
    this.#commitListeners.add(listener)
    return () => this.#commitListeners.delete(listener)
  }

  /** A serialised write, followed by the commit listeners. */
  #commit<T>(write: () => Promise<T>, kind: CommitKind = 'write'): Promise<T> {
    return this.#serialise(async () => {
      const result = await write()
      for (const listener of this.#commitListeners) await listener(this, { kind })
      return result
    })
  }

  #forgetWrites(): void {
    this.#created = new Set()
    this.#originals = new Map()
  }

  /** Runs writes one after another; a failed write does not block the next. */
  #serialise<T>(write: () => Promise<T>): Promise<T> {
    const result = this.#writes.then(write, write)
    this.#writes = result.catch(() => undefined)
    return result
  }

  /**
   * Replaces all data with fresh collections (rather than `clear()`, which deletes record by record
   * with a scan each) and returns the stored records. `trusted` data (generated here, or records
   * this database validated before) is stored as it is; anything else is validated and copied by
   * the collections, so the caller's objects stay theirs.
   */
  async #load(
    data: HotelSnapshotData,
    trusted: boolean,
    onProgress?: (done: number) => void,
  ): Promise<{ guests: Guest[]; reservations: Reservation[] }> {
    const guests = newGuestCollection()
    const reservations = newReservationCollection()
    const total = data.guests.length + data.reservations.length
    const step = Math.max(1, Math.floor(total / 50))
    let loaded = 0
    const tick = onProgress && (() => ++loaded % step === 0 && onProgress((loaded / total) * 0.9))
    const store = <T extends { id: string }>(collection: Collection<StandardSchemaV1<T, T>>, records: readonly T[], replaceable = false) =>
      trusted ? storeTrusted(collection, records, tick, { replaceable }) : createEach(collection, records, tick)
    const storedGuests = await store(guests, data.guests, true)
    const storedReservations = await store(reservations, data.reservations)
    this.#guests = guests
    this.#reservations = reservations
    this.#businessDate = data.businessDate
    this.#guestIndex = new GuestIndex(storedGuests)
    this.#guestVersion++
    this.#reservationIndex = new ReservationIndex(storedReservations)
    return { guests: storedGuests, reservations: storedReservations }
  }
}

/** A complete guest from a `GuestInput`: what PUT and POST store. Fields left out become null or defaults. */
export function toGuest(input: GuestInput, id: string, createdAt: string, updatedAt: string): Guest {
  return {
    id,
    firstName: input.firstName,
    lastName: input.lastName,
    title: input.title ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address
      ? {
          line1: input.address.line1,
          line2: input.address.line2 ?? null,
          city: input.address.city,
          postalCode: input.address.postalCode ?? null,
          region: input.address.region ?? null,
          countryCode: input.address.countryCode,
        }
      : null,
    nationality: input.nationality ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    language: input.language ?? null,
    loyalty: input.loyalty ? { program: input.loyalty.program, number: input.loyalty.number, tier: input.loyalty.tier } : null,
    vip: input.vip ?? false,
    preferences: [...(input.preferences ?? [])],
    notes: input.notes ?? null,
    marketingOptIn: input.marketingOptIn ?? false,
    createdAt,
    updatedAt,
  }
}

/**
 * Creates a database seeded with a generated hotel.
 *
 * @example
 * const db = await createDatabase({ seed: 42, guests: 500, businessDate: '2026-11-22' })
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<HotelDatabase> {
  const resolved = resolveHotelOptions(options)
  const scenario = options.scenario ?? 'default'
  if (!isScenarioName(scenario)) {
    throw new RangeError(`Unknown scenario "${String(scenario)}"; use one of: ${SCENARIO_NAMES.join(', ')}.`)
  }
  // The generator's output is valid by construction (test/data checks every scenario against the
  // spec's schemas and the invariants), so seeding skips per-record validation; writes validate.
  // Progress: generating is about a third of the wait, loading the records the rest.
  const { onProgress } = options
  const data = buildScenario(scenario, { ...options, ...(onProgress && { onProgress: (done: number) => onProgress(done * 0.35) }) })
  return HotelDatabase.fromData(
    data,
    { seed: resolved.seed, guests: resolved.guests, scenario },
    { trusted: true, ...(onProgress && { onProgress: (done: number) => onProgress(0.35 + done * 0.65) }) },
  )
}
