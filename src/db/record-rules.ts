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
 * Rules of one reservation: departure after arrival, and the timestamps and room that its status
 * implies (checked in and out exactly when the status says so; a room for stays in or past the
 * house, none for cancelled and no-show stays).
 */
export function reservationRuleBreaks(reservation: Reservation): RuleBreak[] {
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
