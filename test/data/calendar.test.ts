import { describe, expect, it } from 'vitest'
import { addDays, fromEpochDay, isCalendarDate, timestampOn, toEpochDay } from '../../src/db/calendar.js'

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

  it('tells real calendar dates from the rest, as Date does in the proleptic Gregorian calendar', () => {
    const byDate = (value: string) => {
      const parsed = new Date(`${value}T00:00:00Z`)
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
    }
    const pad = (value: number, width: number) => String(value).padStart(width, '0')
    let real = 0
    for (const year of [0, 1, 4, 100, 400, 1600, 1700, 1900, 2000, 2023, 2024, 2026, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
          expect(isCalendarDate(value), value).toBe(byDate(value))
          if (byDate(value)) real++
        }
      }
    }
    // 15 years, of which 0, 4, 400, 1600, 2000, 2024 and 2400 are leap years (100, 1700, 1900 and 2100 are not).
    expect(real).toBe(15 * 365 + [0, 4, 400, 1600, 2000, 2024, 2400].length)
    expect(['2024-02-29', '2000-02-29', '2026-12-31'].map(isCalendarDate)).toEqual([true, true, true])
    expect(['1900-02-29', '2026-02-29', '2026-04-31', '2026-1-01', '2026-01-01 ', '2026-01-01\n', '２０２６-01-01', '2026/01/01', ''].map(isCalendarDate)).toEqual(
      Array(9).fill(false),
    )
  })
})
