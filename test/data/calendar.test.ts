import { describe, expect, it } from 'vitest'
import { addDays, fromEpochDay, timestampOn, toEpochDay } from '../../src/db/calendar.js'

describe('calendar arithmetic', () => {
  it('converts dates to day numbers and back', () => {
    expect(toEpochDay('1970-01-01')).toBe(0)
    expect(fromEpochDay(toEpochDay('2028-02-29'))).toBe('2028-02-29')
    expect(addDays('2026-11-22', 10)).toBe('2026-12-02')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
  })

  it('writes timestamps at any second of the day', () => {
    const plain = (date: string, seconds: number) => {
      const pad = (value: number) => String(value).padStart(2, '0')
      return `${date}T${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}.000Z`
    }
    for (const date of ['0001-01-01', '2026-11-22', '9999-12-31']) {
      for (let seconds = 0; seconds < 86_400; seconds += 7) expect(timestampOn(date, seconds)).toBe(plain(date, seconds))
      expect(timestampOn(date, 86_399)).toBe(`${date}T23:59:59.000Z`)
    }
    // Outside one day the hours simply run on, as they always did.
    expect(timestampOn('2026-11-22', 90_000)).toBe('2026-11-22T25:00:00.000Z')
  })
})
