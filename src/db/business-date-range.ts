import { isCalendarDate } from './calendar.js'

/**
 * The business dates the mock accepts: every scenario generated on any of them keeps the mock's
 * own rules (fixture guests born in the 1970s and 1980s are born before it; stays, up to a few
 * months ahead, and their timestamps stay in four-digit years). A date outside is refused at
 * start, on the control plane and in a snapshot, so data the server writes it can always load
 * (docs/decisions/0504-business-date-range.md).
 */
export const BUSINESS_DATE_RANGE = { min: '2000-01-01', max: '9899-12-31' } as const

/**
 * Why a business date cannot be used (not a real date, or outside `BUSINESS_DATE_RANGE`), or
 * undefined when it can.
 *
 * @example
 * businessDateRangeBreak('1985-06-01') // 'must be from 2000-01-01 to 9899-12-31'
 */
export function businessDateRangeBreak(businessDate: string): string | undefined {
  if (!isCalendarDate(businessDate)) return 'must be a real date as YYYY-MM-DD'
  if (businessDate < BUSINESS_DATE_RANGE.min || businessDate > BUSINESS_DATE_RANGE.max) {
    return `must be from ${BUSINESS_DATE_RANGE.min} to ${BUSINESS_DATE_RANGE.max}`
  }
  return undefined
}
