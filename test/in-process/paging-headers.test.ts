import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pagingHeaders } from '../../handlers/paging.js'

// Each link keeps the request's other query parameters where they were, with its own page.
function referenceLink(url: URL, target: number, pageSize: number, rel: string): string {
  const query = new URLSearchParams(url.search)
  query.set('page', String(target))
  query.set('pageSize', String(pageSize))
  return `<${url.pathname}?${query.toString()}>; rel="${rel}"`
}

describe('paging headers', () => {
  it('builds every link as a fresh copy of the query with its own page would read', () => {
    const name = fc.constantFrom('page', 'pageSize', 'status', 'q', 'sort', 'a b', 'é')
    const value = fc.string({ unit: fc.constantFrom('1', 'x', ' ', '&', '=', '%', 'é'), maxLength: 4 })
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 5 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 50 }), (params, page, total, pageSize) => {
        const url = new URL(`http://127.0.0.1/api/reservations?${new URLSearchParams(params).toString()}`)
        const totalPages = Math.ceil(total / pageSize)
        const headers = pagingHeaders(url, { data: [], page, pageSize, totalCount: total, totalPages })
        const last = Math.max(1, totalPages)
        const expected = [referenceLink(url, 1, pageSize, 'first')]
        if (page > 1) expected.push(referenceLink(url, Math.min(page - 1, last), pageSize, 'prev'))
        if (page < last) expected.push(referenceLink(url, page + 1, pageSize, 'next'))
        expected.push(referenceLink(url, last, pageSize, 'last'))
        expect(headers).toEqual({ 'X-Total-Count': String(total), Link: expected.join(', ') })
      }),
      { numRuns: 300 },
    )
  })
})
