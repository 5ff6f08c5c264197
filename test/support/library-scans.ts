import { vi } from 'vitest'

/**
 * Counts the records `@msw/data`'s scans compare in `records` (the library's own array of a
 * collection) while `work` runs: the library finds a record's place with `findIndex` over that
 * array, one call of the predicate per record it passes.
 */
export async function comparedIn(records: readonly unknown[], work: () => Promise<unknown>): Promise<number> {
  const findIndex = Array.prototype.findIndex
  let compared = 0
  vi.spyOn(Array.prototype, 'findIndex').mockImplementation(function (this: unknown[], predicate, thisArg) {
    if (this !== records) return findIndex.call(this, predicate, thisArg)
    return findIndex.call(this, (...args: [unknown, number, unknown[]]) => (compared++, predicate.apply(thisArg, args)))
  })
  try {
    await work()
  } finally {
    vi.restoreAllMocks()
  }
  return compared
}
