import { isCalendarDate } from '../shared/calendar-date.js'
import type { Violation } from '../spec/violations.js'
import type { Guest, Reservation } from './types.js'

/**
 * The rules a record must keep beyond its schema, one record at a time: what a write through the
 * collections and a snapshot import both check. Rules across records (unique emails, rooms never
 * double-booked) are checked against the indexes by the store and across the file by
 * `validateSnapshot`.
 */

/** A broken rule: where (a JSON Pointer inside the record) and what. */
export interface RuleBreak {
  pointer: string
  message: string
}

/** Rules of one guest: born before the business date, updated no earlier than created. */
export function guestRuleBreaks(guest: Guest, businessDate: string): RuleBreak[] {
  const breaks = guestInputRuleBreaks(guest, businessDate)
  if (guest.updatedAt < guest.createdAt) breaks.push({ pointer: '/updatedAt', message: 'must not be before createdAt' })
  return breaks
}

/**
 * The rules of a guest's writable fields: born before the business date. Takes any JSON value, so
 * a request body can be checked before its schema is known to hold (a `dateOfBirth` that is not a
 * date is the schema's to report, not a rule's).
 */
export function guestInputRuleBreaks(input: unknown, businessDate: string): RuleBreak[] {
  const dateOfBirth = typeof input === 'object' && input !== null ? (input as { dateOfBirth?: unknown }).dateOfBirth : undefined
  if (typeof dateOfBirth === 'string' && isCalendarDate(dateOfBirth) && dateOfBirth >= businessDate) {
    return [{ pointer: '/dateOfBirth', message: `must be before the business date ${businessDate}` }]
  }
  return []
}

/**
 * Rules of one reservation: departure after arrival, the timestamps and room that its status
 * implies (checked in and out exactly when the status says so; a room for stays in or past the
 * house, none for cancelled and no-show stays), timestamps in a possible order, and a status that
 * the business date `businessDate` allows. These are the rules the verifier checks a server's
 * reservations against, so the mock never holds data its own verifier would fail.
 */
export function reservationRuleBreaks(reservation: Reservation, businessDate: string): RuleBreak[] {
  const breaks: RuleBreak[] = []
  const { status } = reservation
  if (reservation.departureDate <= reservation.arrivalDate) breaks.push({ pointer: '/departureDate', message: 'must be after arrivalDate' })
  const stamp = (field: 'checkedInAt' | 'checkedOutAt' | 'cancelledAt', when: boolean) => {
    if ((reservation[field] !== null) !== when) {
      breaks.push({ pointer: `/${field}`, message: when ? `is required when the status is ${status}` : `must be null when the status is ${status}` })
    }
  }
  stamp('checkedInAt', status === 'in_house' || status === 'checked_out')
  stamp('checkedOutAt', status === 'checked_out')
  stamp('cancelledAt', status === 'cancelled')
  if ((status === 'in_house' || status === 'checked_out') && reservation.roomNumber === null) {
    breaks.push({ pointer: '/roomNumber', message: `is required when the status is ${status}` })
  }
  if ((status === 'cancelled' || status === 'no_show') && reservation.roomNumber !== null) {
    breaks.push({ pointer: '/roomNumber', message: `must be null when the status is ${status}` })
  }
  breaks.push(...stayTimeBreaks(reservation), ...businessDateBreaks(reservation, businessDate))
  return breaks
}

const DAY_MS = 86_400_000

/**
 * Timestamps in the order a stay lives them: never updated before it was booked, cancelled or
 * checked in no earlier than booked, checked in around its arrival date (from the day before it,
 * as hotels keep local time, to two days after departure) and checked out no earlier than in.
 */
function stayTimeBreaks(reservation: Reservation): RuleBreak[] {
  const breaks: RuleBreak[] = []
  const { createdAt, checkedInAt, checkedOutAt, cancelledAt } = reservation
  if (isBefore(reservation.updatedAt, createdAt)) breaks.push({ pointer: '/updatedAt', message: 'must not be before createdAt' })
  if (cancelledAt !== null && isBefore(cancelledAt, createdAt)) {
    breaks.push({ pointer: '/cancelledAt', message: 'must not be before createdAt: a stay is cancelled after it was booked' })
  }
  if (checkedInAt !== null) {
    if (isBefore(checkedInAt, createdAt)) breaks.push({ pointer: '/checkedInAt', message: 'must not be before createdAt: a stay is checked in after it was booked' })
    const checkedIn = Date.parse(checkedInAt)
    if (checkedIn < Date.parse(reservation.arrivalDate) - DAY_MS || checkedIn >= Date.parse(reservation.departureDate) + 2 * DAY_MS) {
      breaks.push({ pointer: '/checkedInAt', message: `must be around the arrival date ${reservation.arrivalDate}: from the day before it to two days after departureDate` })
    }
    if (checkedOutAt !== null && isBefore(checkedOutAt, checkedInAt)) breaks.push({ pointer: '/checkedOutAt', message: 'must not be before checkedInAt' })
  }
  return breaks
}

/** The length of a timestamp in the mock's own format, `YYYY-MM-DDTHH:mm:ss.sssZ`. */
const UTC_STAMP_LENGTH = 24

/** Whether timestamp `a` is an earlier instant than `b`: compared as text when both are in the mock's own UTC format (a load checks hundreds of thousands), else parsed. */
function isBefore(a: string, b: string): boolean {
  if (a.length === UTC_STAMP_LENGTH && b.length === UTC_STAMP_LENGTH && a.endsWith('Z') && b.endsWith('Z')) return a < b
  return Date.parse(a) < Date.parse(b)
}

/**
 * What the business date B allows a status (the night audit that starts B keeps it so): a
 * confirmed stay arrives on B or later (earlier ones became no-shows); a no-show arrived before B;
 * a guest in the house or checked out arrived by B; a checked-out stay departed by B (leaving
 * early moves the departure to the day the guest left).
 */
function businessDateBreaks(reservation: Reservation, businessDate: string): RuleBreak[] {
  const { status, arrivalDate, departureDate } = reservation
  const breaks: RuleBreak[] = []
  if (status === 'confirmed' && arrivalDate < businessDate) {
    breaks.push({ pointer: '/arrivalDate', message: `is before the business date ${businessDate}: a confirmed stay arriving earlier is a no_show by now` })
  }
  if (status === 'no_show' && arrivalDate >= businessDate) {
    breaks.push({ pointer: '/arrivalDate', message: `must be before the business date ${businessDate} for a no_show stay: a guest due on it or later may still come` })
  }
  if ((status === 'in_house' || status === 'checked_out') && arrivalDate > businessDate) {
    breaks.push({ pointer: '/arrivalDate', message: `must not be after the business date ${businessDate} for a stay that is ${status}: the guest has arrived` })
  }
  if (status === 'checked_out' && departureDate > businessDate) {
    breaks.push({ pointer: '/departureDate', message: `must not be after the business date ${businessDate} for a checked_out stay: leaving early moves departureDate to the day the guest left` })
  }
  return breaks
}

/** Whether a stay holds its room: every status but cancelled and no-show. */
export function holdsRoom(reservation: Reservation): boolean {
  return reservation.roomNumber !== null && reservation.status !== 'cancelled' && reservation.status !== 'no_show'
}

/** Whether two stays share a night (departure is exclusive). */
export function shareANight(a: Reservation, b: Reservation): boolean {
  return a.arrivalDate < b.departureDate && b.arrivalDate < a.departureDate
}

/** Rule breaks as violations of a request or file body, under `prefix` (e.g. `/reservations/3`). */
export function asViolations(breaks: readonly RuleBreak[], prefix = ''): Violation[] {
  return breaks.map(({ pointer, message }) => ({ location: 'body', pointer: `${prefix}${pointer}`, message }))
}
