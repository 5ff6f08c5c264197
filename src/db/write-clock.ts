/**
 * Timestamps of writes: always moving forward, so `updatedAt` changes on every write, and never
 * before the business date begins, so a write sorts after every seeded timestamp even when the
 * business date is ahead of the wall clock
 * (docs/decisions/0400-seeded-time-ends-before-the-business-date.md).
 */
export class WriteClock {
  #last = 0

  /** The next timestamp (ISO 8601 with milliseconds), later than `after` if given. */
  next(businessDate: string, after?: string): string {
    let now = Math.max(Date.now(), Date.parse(`${businessDate}T00:00:00.000Z`))
    const floor = Math.max(this.#last, after ? Date.parse(after) : 0)
    if (now <= floor) now = floor + 1
    this.#last = now
    return new Date(now).toISOString()
  }

  /**
   * Forgets the writes made so far: for when the data they wrote is gone (a reset, a restore), so
   * a later business date they were made under no longer holds timestamps after it.
   */
  rewind(): void {
    this.#last = 0
  }
}
