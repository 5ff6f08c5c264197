/**
 * Whether a string is a real calendar date in `YYYY-MM-DD` form (2026-02-30 is not): the one check
 * behind the mock's business date, its snapshots and the verifier's `--business-date`.
 *
 * @example
 * isCalendarDate('2024-02-29') // true
 * isCalendarDate('2026-02-30') // false
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}
