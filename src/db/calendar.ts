import { flat } from './strings.js'

/**
 * Calendar arithmetic on `YYYY-MM-DD` dates as whole UTC days, with no time zones and no locale,
 * so the same inputs give the same dates in every runtime.
 */
const DAY_MS = 86_400_000

// Civil-calendar conversions by integer arithmetic (H. Hinnant's days_from_civil / civil_from_days):
// seeding a large hotel converts millions of dates, and Date objects made that the hot spot.

/** Days since 1970-01-01 for a `YYYY-MM-DD` date. */
export function toEpochDay(date: string): number {
  let year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  const day = Number(date.slice(8, 10))
  year -= month <= 2 ? 1 : 0
  const era = Math.floor(year / 400)
  const yearOfEra = year - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

/**
 * Each date string made once: a large hotel's 400,000 records name only a few thousand dates, so
 * they share one string per date instead of each holding a copy.
 */
const dateStrings = new Map<number, string>()

/** The `YYYY-MM-DD` date of a day number. */
export function fromEpochDay(epochDay: number): string {
  let date = dateStrings.get(epochDay)
  if (date === undefined) dateStrings.set(epochDay, (date = formatEpochDay(epochDay)))
  return date
}

function formatEpochDay(epochDay: number): string {
  const z = epochDay + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365)
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return flat(`${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`)
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date) + days)
}

export { isCalendarDate } from '../shared/calendar-date.js'

/** Today's date in UTC, the default business date. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** The character codes of the timestamp being written by `timestampOn`. */
const stampCodes = Array.from('0000-00-00T00:00:00.000Z', (char) => char.charCodeAt(0))
const ZERO = 0x30

/**
 * An ISO 8601 UTC timestamp at `seconds` (0..86399) after midnight of `date`, with milliseconds:
 * the format `Date.prototype.toISOString` gives the mock's writes, so every timestamp has one form.
 */
export function timestampOn(date: string, seconds: number): string {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  if (date.length !== 10 || !Number.isInteger(seconds) || seconds < 0 || seconds >= 86_400) {
    return `${date}T${pad2(hours)}:${pad2(minutes)}:${pad2(rest)}.000Z`
  }
  // Written as one flat string: the template literal above makes a tree of six concatenations,
  // which costs the garbage collector for as long as the record that holds it lives (seeding keeps
  // tens of thousands of them).
  for (let i = 0; i < 10; i++) stampCodes[i] = date.charCodeAt(i)
  stampCodes[11] = ZERO + Math.floor(hours / 10)
  stampCodes[12] = ZERO + (hours % 10)
  stampCodes[14] = ZERO + Math.floor(minutes / 10)
  stampCodes[15] = ZERO + (minutes % 10)
  stampCodes[17] = ZERO + Math.floor(rest / 10)
  stampCodes[18] = ZERO + (rest % 10)
  return String.fromCharCode.apply(null, stampCodes)
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value)
}
