import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LINK_BUDGET, pagingHeaders } from '../../handlers/paging.js'

// The parameters the operation declares, as validation hands them over (with the defaults filled in).
const DECLARED = { page: 1, pageSize: 20, status: 'x', q: 'x', sort: 'x' }

// Each link: its own page and the page size, then each declared parameter once (its first value); unknown ones dropped.
function referenceLink(url: URL, target: number, pageSize: number, rel: string): string {
  const query = new URLSearchParams({ page: String(target), pageSize: String(pageSize) })
  for (const name of ['status', 'q', 'sort']) {
    const value = url.searchParams.get(name)
    if (value !== null) query.set(name, value)
  }
  return `<${url.pathname}?${query.toString()}>; rel="${rel}"`
}

describe('paging headers', () => {
  it('builds every link from its page, the page size and the declared parameters the request sent', () => {
    const name = fc.constantFrom('page', 'pageSize', 'status', 'q', 'sort', 'a b', 'é')
    const value = fc.string({ unit: fc.constantFrom('1', 'x', ' ', '&', '=', '%', 'é'), maxLength: 4 })
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 5 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 50 }), (params, page, total, pageSize) => {
        const url = new URL(`http://127.0.0.1/api/reservations?${new URLSearchParams(params).toString()}`)
        const totalPages = Math.ceil(total / pageSize)
        const headers = pagingHeaders(url, { data: [], page, pageSize, totalCount: total, totalPages }, DECLARED)
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

  it('stays small whatever the query: unknown and repeated parameters are left out', () => {
    const junk = 'x'.repeat(5400)
    const url = new URL(`http://127.0.0.1/api/guests/search?q=ada&q=${junk}&junk=${junk}&__delay=${junk}&page=2&page=3`)
    const headers = pagingHeaders(url, { data: [], page: 2, pageSize: 20, totalCount: 100, totalPages: 5 }, { q: 'ada', page: 2, pageSize: 20 })
    expect(headers.Link).toBe(
      ['first', 'prev', 'next', 'last']
        .map((rel, at) => `</api/guests/search?page=${[1, 1, 3, 5][at]}&pageSize=20&q=ada>; rel="${rel}"`)
        .join(', '),
    )
  })

  it('keeps within its budget when declared criteria are long and not ASCII: next, then prev, first and last, as they fit', () => {
    const declared = { page: 2, pageSize: 1, q: 'x', lastName: 'x', email: 'x', loyaltyNumber: 'x', phone: 'x' }
    const smiles = (count: number) => '😀'.repeat(count)
    const criteria = (count: number) => new URLSearchParams({ q: smiles(count), lastName: smiles(count), email: smiles(count), loyaltyNumber: smiles(count), phone: smiles(count) })
    // The contract's longest criteria (its maxLength each; a phone needs a digit), in four-byte characters.
    const longestCriteria = new URLSearchParams({ q: smiles(200), lastName: smiles(100), email: smiles(254), loyaltyNumber: smiles(32), phone: `${smiles(31)}1` })
    const page = (at: number) => ({ data: [], page: at, pageSize: 1, totalCount: 9, totalPages: 9 })
    const rels = (link: string) => [...link.matchAll(/rel="(\w+)"/g)].map((match) => match[1])
    // With them one link is about 7.5 KB: only next fits.
    const longest = new URL(`http://127.0.0.1/api/guests/search?${longestCriteria}&page=3&pageSize=1`)
    const cut = pagingHeaders(longest, page(3), declared).Link!
    expect(rels(cut)).toEqual(['next'])
    expect(cut.length).toBeLessThanOrEqual(LINK_BUDGET)
    expect(cut).toBe(referenceLinks(longest, 4, 'next'))
    // Shorter ones: as many as fit, in the usual order.
    const shorter = new URL(`http://127.0.0.1/api/guests/search?${criteria(55)}&page=3&pageSize=1`)
    const two = pagingHeaders(shorter, page(3), declared).Link!
    expect(rels(two)).toEqual(['prev', 'next'])
    expect(two.length).toBeLessThanOrEqual(LINK_BUDGET)
    expect(rels(pagingHeaders(shorter, page(9), declared).Link!)).toEqual(['first', 'prev'])
    // Within the budget, all four.
    const short = new URL(`http://127.0.0.1/api/guests/search?${criteria(10)}&page=3&pageSize=1`)
    expect(rels(pagingHeaders(short, page(3), declared).Link!)).toEqual(['first', 'prev', 'next', 'last'])
  })
})

/** One link of the search's criteria, as pagingHeaders writes it. */
function referenceLinks(url: URL, target: number, rel: string): string {
  const query = new URLSearchParams({ page: String(target), pageSize: '1' })
  for (const name of ['q', 'lastName', 'email', 'loyaltyNumber', 'phone']) query.set(name, url.searchParams.get(name)!)
  return `<${url.pathname}?${query.toString()}>; rel="${rel}"`
}
