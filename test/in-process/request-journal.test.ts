import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { JOURNAL_BODY_DEPTH, JOURNAL_BODY_LIMIT, RequestJournal, type AnsweredRequest } from '../../src/control/journal.js'

/** An answered request as the router hands it over; `headers` by lower-case name. */
function answered(url: string, bodyText = '', headers: Record<string, string> = {}, status = 200): AnsweredRequest {
  return {
    time: Date.UTC(2026, 10, 22, 9, 30),
    method: bodyText ? 'PUT' : 'GET',
    url: new URL(url),
    header: (name) => headers[name] ?? null,
    bodyText,
    status,
    operationId: bodyText ? 'updateGuest' : 'listGuests',
  }
}

describe('the request journal', () => {
  test('an entry has the parsed query (a repeated parameter as a list), the headers it keeps, the JSON body and the time', () => {
    const journal = new RequestJournal(10)
    journal.record(answered('http://hotel.test/api/guests?sort=lastName&vip=true&vip=false', '', { accept: 'application/json', cookie: 'not kept' }))
    journal.record(answered('http://hotel.test/api/guests/g-1', '{"firstName":"Ada","lastName":"Lovelace"}'))
    const [read, write] = journal.list()
    expect(read).toMatchObject({
      seq: 1,
      time: '2026-11-22T09:30:00.000Z',
      path: '/api/guests',
      query: { sort: 'lastName', vip: ['true', 'false'] },
      headers: { accept: 'application/json' },
      accepted: true,
      body: undefined,
    })
    expect(read!.headers).not.toHaveProperty('cookie')
    expect(write).toMatchObject({ seq: 2, method: 'PUT', query: {}, body: { firstName: 'Ada', lastName: 'Lovelace' } })
    expect(write).not.toHaveProperty('bodyText')
  })

  test('a body that is not JSON is kept as text; one over the limit only as a note of its size', () => {
    const journal = new RequestJournal(10)
    journal.record(answered('http://hotel.test/api/guests/g-1', 'firstName=Ada', {}, 415))
    journal.record(answered('http://hotel.test/api/guests/g-1', `"${'x'.repeat(JOURNAL_BODY_LIMIT)}"`, {}, 413))
    const [form, large] = journal.list()
    expect(form).toMatchObject({ bodyText: 'firstName=Ada', body: undefined, accepted: false })
    expect(large).toMatchObject({ bodyText: `(${JOURNAL_BODY_LIMIT + 2} characters, not kept)`, body: undefined })
  })

  test('a JSON body is parsed up to the nesting it can be answered with; deeper, it is kept as text', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    const journal = new RequestJournal(10)
    journal.record(answered('http://hotel.test/api/guests/g-1', nested(JOURNAL_BODY_DEPTH), {}, 422))
    journal.record(answered('http://hotel.test/api/guests/g-1', `{"a":${nested(JOURNAL_BODY_DEPTH)}}`, {}, 422))
    // Brackets inside strings (escaped quotes too) are text, not nesting.
    const bracketsInText = `{"note":"\\\"${'[{'.repeat(JOURNAL_BODY_DEPTH)}"}`
    journal.record(answered('http://hotel.test/api/guests/g-1', bracketsInText, {}, 422))
    const [deepest, deeper, text] = journal.list()
    expect(deepest).not.toHaveProperty('bodyText')
    expect(JSON.stringify(deepest!.body)).toBe(nested(JOURNAL_BODY_DEPTH))
    expect(deeper).toMatchObject({ body: undefined, bodyText: `{"a":${nested(JOURNAL_BODY_DEPTH)}}` })
    expect(text).toMatchObject({ body: JSON.parse(bracketsInText) })
  })

  test('a path with * matches as a wildcard pattern would, in time that grows with the path, never backtracking', () => {
    // The reference: the same pattern as a regular expression (fine for these short paths).
    const byRegExp = (pattern: string, path: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(path)
    const text = (maxLength: number) => fc.string({ unit: fc.constantFrom('a', 'b', '/', '.', '*'), maxLength })
    fc.assert(
      fc.property(text(8), fc.string({ unit: fc.constantFrom('a', 'b', '/', '.'), maxLength: 10 }), (pattern, rest) => {
        const { pathname: path } = new URL(`http://hotel.test/api/${rest}`)
        const journal = new RequestJournal(10)
        journal.record(answered(`http://hotel.test${path}`))
        const wildcard = `/api/${pattern}`
        expect(journal.list({ path: wildcard }).length, `${wildcard} against ${path}`).toBe(byRegExp(wildcard, path) ? 1 : 0)
      }),
      { numRuns: 3000 },
    )
    // A pattern of many stars against a long path that almost matches: a backtracking matcher would not finish.
    const journal = new RequestJournal(10)
    journal.record(answered(`http://hotel.test/api/${'a'.repeat(5000)}`))
    expect(journal.list({ path: `*${'a*'.repeat(12)}b` })).toEqual([])
    expect(journal.list({ path: `*${'a*'.repeat(12)}a` })).toHaveLength(1)
  })

  test('changing an entry read from the journal changes nothing in it', () => {
    const journal = new RequestJournal(10)
    journal.record(answered('http://hotel.test/api/guests/g-1?x=1', '{"firstName":"Ada","address":{"city":"London"}}', { accept: 'application/json' }))
    const entry = journal.list()[0] as unknown as { body: { firstName: string; address: { city: string } }; headers: Record<string, string>; query: Record<string, unknown> }
    entry.body.firstName = 'Grace'
    entry.body.address.city = 'Paris'
    entry.headers.accept = 'text/plain'
    entry.query.x = '2'
    expect(journal.list()[0]).toMatchObject({
      body: { firstName: 'Ada', address: { city: 'London' } },
      headers: { accept: 'application/json' },
      query: { x: '1' },
    })
  })

  test('keeps the last entries in order once full, numbered from the first request', () => {
    const journal = new RequestJournal(3)
    for (let i = 1; i <= 5; i++) journal.record(answered(`http://hotel.test/api/guests?page=${i}`))
    expect(journal.size).toBe(3)
    expect(journal.list().map((entry) => [entry.seq, entry.query.page])).toEqual([[3, '3'], [4, '4'], [5, '5']])
    expect(journal.list({ path: '/api/*', status: 200, method: 'get' })).toHaveLength(3)
    expect(journal.list({ status: 201 })).toEqual([])
  })
})
