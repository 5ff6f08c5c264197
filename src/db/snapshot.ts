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
 * Checks a snapshot before it replaces the data: first against the spec's `MockSnapshot` schema,
 * then against the invariants the seeded data keeps (unique ids, emails and confirmation numbers,
 * existing guests, departure after arrival, no double-booked room, timestamps that agree with the
 * status, dates of birth before the business date, a business date in the supported range).
 * Returns the violations, at most `MAX_SNAPSHOT_VIOLATIONS`.
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
  if (schemaCheck.violations.length > 0) return schemaCheck
  return checkInvariants(value as Snapshot)
}

/** The snapshot's envelope, then each record against its own schema, stopping at the cap. */
function checkSchema(value: unknown): SnapshotCheck {
  const schemas = specSchemas()
  const violations: Violation[] = []
  const full = () => violations.length >= MAX_SNAPSHOT_VIOLATIONS
  const envelope = schemas.schema(SNAPSHOT_ENVELOPE_SCHEMA)
  if (!envelope(value)) {
    violations.push(...toViolations(envelope.errors, 'body'))
    return { violations: violations.slice(0, MAX_SNAPSHOT_VIOLATIONS), truncated: violations.length > MAX_SNAPSHOT_VIOLATIONS }
  }
  const snapshot = value as { guests: unknown[]; reservations: unknown[] }
  const records: Array<[string, string, unknown[]]> = [
    ['guests', 'Guest', snapshot.guests],
    ['reservations', 'Reservation', snapshot.reservations],
  ]
  for (const [field, component, list] of records) {
    const validate = schemas.component(component)
    for (let index = 0; index < list.length; index++) {
      if (validate(list[index])) continue
      for (const violation of toViolations(validate.errors, 'body', { prefix: `/${field}/${index}` })) {
        if (full()) return { violations, truncated: true }
        violations.push(violation)
      }
    }
  }
  return { violations, truncated: false }
}


function checkInvariants(snapshot: Snapshot): SnapshotCheck {
  let truncated = false
  const violations: Violation[] = []
  const add = (pointer: string, message: string) => {
    if (violations.length < MAX_SNAPSHOT_VIOLATIONS) violations.push({ location: 'body', pointer, message })
    else truncated = true
  }
  const rangeBreak = businessDateRangeBreak(snapshot.businessDate)
  if (rangeBreak) add('/businessDate', rangeBreak)
  const guestIds = new Set<string>()
  const emails = new Map<string, number>()
  snapshot.guests.forEach((guest: Guest, index) => {
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
    const at = `/reservations/${index}`
    if ('guest' in reservation) add(`${at}/guest`, 'is only added to responses by include=guest; a snapshot stores reservations without it')
    if (reservationIds.has(reservation.id)) add(`${at}/id`, 'duplicates the id of another reservation')
    reservationIds.add(reservation.id)
    if (confirmationNumbers.has(reservation.confirmationNumber)) add(`${at}/confirmationNumber`, 'duplicates another reservation')
    confirmationNumbers.add(reservation.confirmationNumber)
    if (!guestIds.has(reservation.guestId)) add(`${at}/guestId`, 'must be the id of a guest in the snapshot')
    for (const { pointer, message } of reservationRuleBreaks(reservation)) add(`${at}${pointer}`, message)
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
