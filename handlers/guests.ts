import type { GuestSearch, HotelDatabase } from '../src/db/database.js'
import { asViolations, guestInputRuleBreaks } from '../src/db/record-rules.js'
import type { Violation } from '../src/spec/violations.js'
import { MockError } from '../src/shared/errors.js'
import { operation } from './operation.js'
import { paging, pagingHeaders } from './paging.js'

/**
 * A guest body's rules beyond its schema (born before the business date), checked with it: one 422
 * lists every field to fix, and comes before a 409 for a duplicate email.
 */
const guestWrites = {
  bodyRules: (body: unknown, db: HotelDatabase): Violation[] => asViolations(guestInputRuleBreaks(body, db.businessDate)),
}

const SEARCH_CRITERIA = ['q', 'email', 'phone', 'lastName', 'loyaltyNumber', 'vip'] as const

/** The guest operations: list, search, get, create, replace. */
export const guestOperations = [
  operation('GET', '/api/guests/search', 'searchGuests', ({ db, query, url, respond }) => {
    const criteria: GuestSearch = {}
    for (const name of SEARCH_CRITERIA) {
      if (query[name] !== undefined) (criteria as Record<string, unknown>)[name] = query[name]
    }
    if (Object.keys(criteria).length === 0) {
      throw new MockError('INVALID_PARAMETERS', 'Search needs at least one criterion.', [
        { location: 'query', pointer: '', message: `needs at least one of: ${SEARCH_CRITERIA.join(', ')}` },
      ])
    }
    const page = db.searchGuests(criteria, paging(query))
    return respond(200, page, pagingHeaders(url, page, query))
  }),
  operation('GET', '/api/guests/{id}', 'getGuest', ({ db, path, respond }) => {
    const guest = db.getGuest(path.id)
    if (!guest) throw new MockError('NOT_FOUND', `No guest has the id ${path.id}.`)
    return respond(200, guest)
  }),
  operation('GET', '/api/guests', 'listGuests', ({ db, query, url, respond }) => {
    const page = db.listGuests({ ...paging(query), sort: query.sort })
    return respond(200, page, pagingHeaders(url, page, query))
  }),
  operation('POST', '/api/guests', 'createGuest', async ({ db, body, url, respond }) => {
    const guest = await db.createGuest(body)
    return respond(201, guest, { Location: `${url.origin}${url.pathname}/${guest.id}` })
  }, guestWrites),
  operation('PUT', '/api/guests/{id}', 'updateGuest', async ({ db, path, body, respond }) => {
    return respond(200, await db.replaceGuest(path.id, body))
  }, guestWrites),
]
