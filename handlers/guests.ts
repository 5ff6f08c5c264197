import type { HttpHandler } from 'msw'
import type { GuestListQuery, GuestSearch } from '../src/db/database.js'
import type { GuestInput } from '../src/db/types.js'
import { MockError } from '../src/errors.js'
import { handle, type HandlerContext } from './context.js'
import { http } from './openapi-http.js'
import { paging, pagingHeaders } from './paging.js'
import { readJsonBody } from './request.js'

const SEARCH_CRITERIA = ['q', 'email', 'phone', 'lastName', 'loyaltyNumber', 'vip'] as const

/** Handlers of the guest operations (list, search, get, create, replace), by operationId. */
export function guestHandlers(context: HandlerContext): Record<string, HttpHandler> {
  const { db, operations } = context
  return {
    searchGuests: http.get('/api/guests/search', (info) =>
      handle(context, 'searchGuests', info, ({ query, url, respond }) => {
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
        return respond(200).json(page, { headers: pagingHeaders(url, page) })
      }),
    ),
    getGuest: http.get('/api/guests/{id}', (info) =>
      handle(context, 'getGuest', info, ({ path, respond }) => {
        const guest = db.getGuest(path.id as string)
        if (!guest) throw new MockError('NOT_FOUND', `No guest has the id ${String(path.id)}.`)
        return respond(200).json(guest)
      }),
    ),
    listGuests: http.get('/api/guests', (info) =>
      handle(context, 'listGuests', info, ({ query, url, respond }) => {
        const page = db.listGuests({ ...paging(query), sort: query.sort as GuestListQuery['sort'] })
        return respond(200).json(page, { headers: pagingHeaders(url, page) })
      }),
    ),
    createGuest: http.post('/api/guests', (info) =>
      handle(context, 'createGuest', info, async ({ url, respond }) => {
        const input = (await readJsonBody(operations.get('createGuest'), info.request)) as GuestInput
        const guest = await db.createGuest(input)
        return respond(201).json(guest, { headers: { Location: `${url.origin}/api/guests/${guest.id}` } })
      }),
    ),
    updateGuest: http.put('/api/guests/{id}', (info) =>
      handle(context, 'updateGuest', info, async ({ path, respond }) => {
        const input = (await readJsonBody(operations.get('updateGuest'), info.request)) as GuestInput
        const guest = await db.replaceGuest(path.id as string, input)
        return respond(200).json(guest)
      }),
    ),
  }
}

