import { MockError } from '../shared/errors.js'
import { businessDateRangeBreak } from './business-date-range.js'
import { addDays, isCalendarDate, timestampOn } from './calendar.js'
import type { Reservation } from './types.js'

/**
 * The night audit's rule for moving the business date to `businessDate`: a stay still confirmed
 * after its arrival night is a no-show, its room released and `updatedAt` set to the audit of that
 * night (02:00 the next day), never earlier than it was. In-house stays past their departure stay
 * in house (the front desk checks them out).
 */
export function isNoShowBy(businessDate: string): (reservation: Reservation) => boolean {
  return (reservation) => reservation.status === 'confirmed' && reservation.arrivalDate < businessDate
}

/** Turns a confirmed stay into the no-show the audit of its arrival night makes of it (in place, on a draft). */
export function markNoShow(draft: Reservation): void {
  const auditedAt = timestampOn(addDays(draft.arrivalDate, 1), 2 * 3600)
  draft.status = 'no_show'
  draft.roomNumber = null
  if (auditedAt > draft.updatedAt) draft.updatedAt = auditedAt
}

/** Throws VALIDATION unless the business date may move from `current` to `next`: a supported date, never earlier. */
export function checkBusinessDateMove(current: string, next: string): void {
  const rangeBreak = businessDateRangeBreak(next)
  if (rangeBreak) {
    throw new MockError('VALIDATION', `The business date ${isCalendarDate(next) ? 'is outside the supported range' : 'is invalid'}.`, [
      { location: 'body', pointer: '/businessDate', message: rangeBreak },
    ])
  }
  if (next < current) {
    throw new MockError('VALIDATION', `The business date only moves forward; it is ${current}.`, [
      { location: 'body', pointer: '/businessDate', message: `must not be before the current business date ${current}` },
    ])
  }
}
