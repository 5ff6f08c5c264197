import type { GuestSearch } from '../src/db/database.js'
import { MockError } from '../src/shared/errors.js'
import { operation } from './operation.js'
import { paging, pagingHeaders } from './paging.js'

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
  }),
  operation('PUT', '/api/guests/{id}', 'updateGuest', async ({ db, path, body, respond }) => {
    return respond(200, await db.replaceGuest(path.id, body))
  }),
]
