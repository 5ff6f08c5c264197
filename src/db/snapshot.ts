import { SNAPSHOT_ENVELOPE_SCHEMA } from './snapshot-envelope.js'
import { specSchemas } from '../spec/ajv.js'
import { toViolations, type Violation } from '../spec/violations.js'
import { businessDateRangeBreak } from './business-date-range.js'
import { SNAPSHOT_FORMAT, type Snapshot } from './snapshot-format.js'
import { guestRuleBreaks, holdsRoom, reservationRuleBreaks } from './record-rules.js'
import type { Guest, Reservation } from './types.js'

/** Stop listing after this many problems: a broken file should not produce a million-line answer. */
export const MAX_SNAPSHOT_VIOLATIONS = 100

/** The checks on a snapshot: the problems found (at most `MAX_SNAPSHOT_VIOLATIONS`) and whether more were left uncounted. */
export interface SnapshotCheck {
  violations: Violation[]
  /** True when checking stopped at the cap: there are more problems than listed. */
  truncated: boolean
}

/**
 * Checks a snapshot before it replaces the data: against the spec's `MockSnapshot` schema, and
 * against the invariants the seeded data keeps (unique ids, emails and confirmation numbers,
 * existing guests, departure after arrival, no double-booked room, timestamps that agree with the
 * status and come in a possible order, statuses the snapshot's business date allows, dates of birth
 * before it, a business date in the supported range).
 * Returns the violations of both in one list, at most `MAX_SNAPSHOT_VIOLATIONS`: the invariants
 * are checked on every record that meets its schema (a record that does not is reported for that
 * alone, though its id still counts as taken), unless the envelope itself is broken.
 *
 * Time is linear in the snapshot: the schema is checked one record at a time and checking stops
 * at the cap (docs/decisions/0501-bounded-validation.md).
 *
 * @example
 * const violations = validateSnapshot(JSON.parse(text))
 * if (violations.length === 0) await db.restore(JSON.parse(text))
 */
export function validateSnapshot(value: unknown): Violation[] {
  return checkSnapshot(value).violations
}

/** `validateSnapshot`, also saying whether checking stopped at the cap. */
export function checkSnapshot(value: unknown): SnapshotCheck {
  const schemaCheck = checkSchema(value)
  if (schemaCheck.broken === undefined || schemaCheck.truncated) return schemaCheck
  return checkInvariants(value as Snapshot, schemaCheck.broken, schemaCheck.violations)
}

/** Indexes of the records that break their schema, by list. */
interface BrokenRecords {
  guests: Set<number>
  reservations: Set<number>
}

/**
 * The snapshot's envelope, then each record against its own schema, stopping at the cap. `broken`
 * lists the records that break theirs; it is undefined when the envelope itself is broken.
 */
function checkSchema(value: unknown): SnapshotCheck & { broken?: BrokenRecords } {
  const schemas = specSchemas()
  const violations: Violation[] = []
  const full = () => violations.length >= MAX_SNAPSHOT_VIOLATIONS
  const envelope = schemas.schema(SNAPSHOT_ENVELOPE_SCHEMA)
  if (!envelope(value)) {
    violations.push(...toViolations(envelope.errors, 'body'))
    return { violations: violations.slice(0, MAX_SNAPSHOT_VIOLATIONS), truncated: violations.length > MAX_SNAPSHOT_VIOLATIONS }
  }
  const snapshot = value as { guests: unknown[]; reservations: unknown[] }
  const broken: BrokenRecords = { guests: new Set(), reservations: new Set() }
  const records: Array<[keyof BrokenRecords, string, unknown[]]> = [
    ['guests', 'Guest', snapshot.guests],
    ['reservations', 'Reservation', snapshot.reservations],
  ]
  for (const [field, component, list] of records) {
    const validate = schemas.component(component)
    for (let index = 0; index < list.length; index++) {
      if (validate(list[index])) continue
      broken[field].add(index)
      for (const violation of toViolations(validate.errors, 'body', { prefix: `/${field}/${index}` })) {
        if (full()) return { violations, truncated: true, broken }
        violations.push(violation)
      }
    }
  }
  return { violations, truncated: false, broken }
}

/** The invariants, on the records that meet their schema, listed after `found` (the schema's violations). */
function checkInvariants(snapshot: Snapshot, broken: BrokenRecords, found: readonly Violation[]): SnapshotCheck {
  let truncated = false
  const violations: Violation[] = [...found]
  const add = (pointer: string, message: string) => {
    if (violations.length < MAX_SNAPSHOT_VIOLATIONS) violations.push({ location: 'body', pointer, message })
    else truncated = true
  }
  const rangeBreak = businessDateRangeBreak(snapshot.businessDate)
  if (rangeBreak) add('/businessDate', rangeBreak)
  const guestIds = new Set<string>()
  // A guest reported for its schema still holds its id: its stays are not reported for it too.
  for (const index of broken.guests) {
    const id = (snapshot.guests[index] as { id?: unknown } | null)?.id
    if (typeof id === 'string') guestIds.add(id)
  }
  const emails = new Map<string, number>()
  snapshot.guests.forEach((guest: Guest, index) => {
    if (broken.guests.has(index)) return
    if (guestIds.has(guest.id)) add(`/guests/${index}/id`, 'duplicates the id of another guest')
    guestIds.add(guest.id)
    if (guest.email) {
      const key = guest.email.toLowerCase()
      const first = emails.get(key)
      if (first !== undefined) add(`/guests/${index}/email`, `is already used by /guests/${first}`)
      else emails.set(key, index)
    }
    for (const { pointer, message } of guestRuleBreaks(guest, snapshot.businessDate)) add(`/guests/${index}${pointer}`, message)
  })
  const reservationIds = new Set<string>()
  const confirmationNumbers = new Set<string>()
  const inHouseRooms = new Map<string, number>()
  const roomStays = new Map<string, Array<{ index: number; reservation: Reservation }>>()
  snapshot.reservations.forEach((reservation: Reservation & { guest?: unknown }, index) => {
    if (broken.reservations.has(index)) return
    const at = `/reservations/${index}`
    if ('guest' in reservation) add(`${at}/guest`, 'is only added to responses by include=guest; a snapshot stores reservations without it')
    if (reservationIds.has(reservation.id)) add(`${at}/id`, 'duplicates the id of another reservation')
    reservationIds.add(reservation.id)
    if (confirmationNumbers.has(reservation.confirmationNumber)) add(`${at}/confirmationNumber`, 'duplicates another reservation')
    confirmationNumbers.add(reservation.confirmationNumber)
    if (!guestIds.has(reservation.guestId)) add(`${at}/guestId`, 'must be the id of a guest in the snapshot')
    for (const { pointer, message } of reservationRuleBreaks(reservation, snapshot.businessDate)) add(`${at}${pointer}`, message)
    const { status } = reservation
    if (status === 'in_house' && reservation.roomNumber !== null) {
      const other = inHouseRooms.get(reservation.roomNumber)
      if (other !== undefined) add(`${at}/roomNumber`, `is already occupied by the in-house stay /reservations/${other}`)
      inHouseRooms.set(reservation.roomNumber, index)
    }
    if (holdsRoom(reservation)) {
      const stays = roomStays.get(reservation.roomNumber!) ?? []
      stays.push({ index, reservation })
      roomStays.set(reservation.roomNumber!, stays)
    }
  })
  for (const [room, stays] of roomStays) {
    stays.sort((a, b) => (a.reservation.arrivalDate < b.reservation.arrivalDate ? -1 : a.reservation.arrivalDate > b.reservation.arrivalDate ? 1 : 0))
    for (let i = 1; i < stays.length; i++) {
      const previous = stays[i - 1]!
      const current = stays[i]!
      if (current.reservation.arrivalDate < previous.reservation.departureDate) {
        add(`/reservations/${current.index}/roomNumber`, `double-books room ${room} with /reservations/${previous.index}`)
      }
    }
  }
  return { violations, truncated }
}
