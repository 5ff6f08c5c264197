const DAY_MS = 86_400_000

/**
 * Timestamps of writes: always moving forward, so `updatedAt` changes on every write, and never
 * before the business date begins, so a write sorts after every seeded timestamp even when the
 * business date is ahead of the wall clock
 * (docs/decisions/0400-seeded-time-ends-before-the-business-date.md).
 */
export class WriteClock {
  #last = 0
  /** The last business date asked about, and when it begins (epoch ms). */
  #businessDate = ''
  #businessDateStart = 0
  /** The day of the last timestamp written (epoch ms of its midnight, UTC) and its `YYYY-MM-DDT`. */
  #day = Number.NaN
  #dayText = ''

  /** The next timestamp (ISO 8601 with milliseconds), later than `after` if given. */
  next(businessDate: string, after?: string): string {
    if (businessDate !== this.#businessDate) {
      this.#businessDateStart = Date.parse(`${businessDate}T00:00:00.000Z`)
      this.#businessDate = businessDate
    }
    let now = Math.max(Date.now(), this.#businessDateStart)
    const floor = Math.max(this.#last, after ? Date.parse(after) : 0)
    if (now <= floor) now = floor + 1
    this.#last = now
    return this.#iso(now)
  }

  /**
   * Forgets the writes made so far: for when the data they wrote is gone (a reset, a restore), so
   * a later business date they were made under no longer holds timestamps after it.
   */
  rewind(): void {
    this.#last = 0
  }

  /**
   * `new Date(time).toISOString()`, with the date part made once a day: the time of day is
   * written from the number (a tenth of the microsecond `toISOString` takes, on every write).
   */
  #iso(time: number): string {
    const day = Math.floor(time / DAY_MS) * DAY_MS
    if (day !== this.#day) {
      this.#day = day
      this.#dayText = new Date(day).toISOString().slice(0, -13)
    }
    const ms = time - day
    return `${this.#dayText}${two(Math.floor(ms / 3_600_000))}:${two(Math.floor(ms / 60_000) % 60)}:${two(Math.floor(ms / 1000) % 60)}.${String(ms % 1000).padStart(3, '0')}Z`
  }
}

function two(value: number): string {
  return value < 10 ? `0${value}` : String(value)
}

/**
 * Whether a timestamp the clock wrote is a `date-time` the spec takes: it is in the four-digit
 * years (24 characters); past 9999 it reads as `toISOString` writes it (`+010000-01-01T...`),
 * which RFC 3339 does not allow, and the collection's schema refuses the record that holds it.
 */
export function writtenAsDateTime(timestamp: string): boolean {
  return timestamp.length === 24
}
