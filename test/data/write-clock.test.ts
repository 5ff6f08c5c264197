import { describe, expect, it } from 'vitest'
import { WriteClock } from '../../src/db/write-clock.js'

/** The clock writes timestamps itself (src/db/write-clock.ts); they must read as `toISOString` writes them. */
describe('the write clock', () => {
  it('writes every timestamp as toISOString does, across days, years and the six-digit years', () => {
    const clock = new WriteClock()
    // Every instant an hour or more ahead of the wall clock, so the clock's answer is the instant
    // after it however long the test takes (a wall clock past it would be answered instead).
    const ahead = Date.now() + 3_600_000
    const afters = [ahead, Date.UTC(2099, 11, 31, 23, 59, 59, 998), Date.UTC(2100, 0, 1, 0, 0, 0, 0), Date.UTC(9999, 11, 31, 23, 59, 59, 998), Date.UTC(10000, 0, 1), 8.64e15 - 2]
    let seed = 12345
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let i = 0; i < 2000; i++) afters.push(Math.floor(ahead + random() * (8.64e15 - ahead - 2)))
    afters.sort((a, b) => a - b)
    for (const after of afters) {
      const text = new Date(after).toISOString()
      expect(clock.next('2026-11-22', text)).toBe(new Date(after + 1).toISOString())
    }
  })

  it('starts at the business date when it is ahead of the wall clock, and follows a new business date', () => {
    const clock = new WriteClock()
    expect(clock.next('3000-01-01')).toBe('3000-01-01T00:00:00.000Z')
    expect(clock.next('3000-01-01')).toBe('3000-01-01T00:00:00.001Z')
    expect(clock.next('3000-06-30')).toBe('3000-06-30T00:00:00.000Z')
    // Never backwards, even for an earlier business date, until rewound.
    expect(clock.next('3000-01-01')).toBe('3000-06-30T00:00:00.001Z')
    clock.rewind()
    expect(clock.next('3000-01-01')).toBe('3000-01-01T00:00:00.000Z')
  })

  it('moves past the previous version of a record', () => {
    const clock = new WriteClock()
    expect(clock.next('2000-01-01', '3000-01-01T23:59:59.999Z')).toBe('3000-01-02T00:00:00.000Z')
    const now = clock.next('2000-01-01')
    expect(now).toBe('3000-01-02T00:00:00.001Z')
  })
})
