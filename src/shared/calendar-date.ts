const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Days of each month of a common year; February gains one in a leap year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * Whether a string is a real calendar date in `YYYY-MM-DD` form (2026-02-30 is not), in the
 * proleptic Gregorian calendar that `Date` and the spec's `format: date` use: the one check behind
 * the mock's business date, its snapshots, the guests' dates of birth and the verifier's
 * `--business-date`. Computed from the digits, since a guest write checks it on every request.
 *
 * @example
 * isCalendarDate('2024-02-29') // true
 * isCalendarDate('2026-02-30') // false
 */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value)
  if (match === null) return false
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1) return false
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return day <= MONTH_DAYS[month - 1]! + (month === 2 && leap ? 1 : 0)
}
