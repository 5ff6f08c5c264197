import { mapJson } from './blind-spot-mutants.js'
import { editJson, GUEST_ITEM, jsonBody, pageOf, parts, problem, withQuery, type Json, type Mutant } from './mutants.js'

/**
 * More drift the verifier used to let through: records that contradict themselves or the
 * business date, and requests a real client sends that a backend may mishandle (ids in capitals,
 * a JSON charset, accents typed into a search). Fetch wrappers around the real mock, like the
 * other mutants.
 */

const isReservation = (value: Json): boolean => value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.confirmationNumber === 'string'
const isGuest = (value: Json): boolean => value !== null && typeof value === 'object' && !Array.isArray(value) && 'marketingOptIn' in value && typeof value.firstName === 'string'
const isJson = (response: Response): boolean => (response.headers.get('content-type') ?? '').includes('json')

/** Every reservation (or guest) of a JSON answer, wherever it sits (a list, an item, an embedded guest), edited. */
function editRecords(response: Response, test: (value: Json) => boolean, edit: (record: Json) => Json): Promise<Response> | Response {
  if (!isJson(response) || response.status >= 300) return response
  return editJson(response, (body) => mapJson(body, (value) => (test(value) ? edit(value) : value)))
}

function editingRecords(test: (value: Json) => boolean, edit: (record: Json) => Json): Mutant['wrap'] {
  return (forward) => async (request) => editRecords(await forward(request), test, edit)
}

const UPPER_HEX_ID = /[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/
const dayBefore = (date: string, days: number): string => new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10)

/** A server whose ids match their stored case only: `method` on an item path with an id in capitals is a 404. */
function idInCapitalsNotFound(kind: string, operationId: string, check: RegExp, itemMethod: string, item: RegExp): Mutant {
  return {
    kind,
    operationId,
    check,
    message: /in capitals/,
    wrap: (forward) => (request) => {
      const { method, path } = parts(request)
      if (method === itemMethod && item.test(path) && UPPER_HEX_ID.test(path)) return Promise.resolve(problem(404, 'Not found', 'No such record.'))
      return forward(request)
    },
  }
}

export const recordMutants: Mutant[] = [
  {
    kind: 'include=guest dropped when a status filter is set too',
    operationId: 'listReservations',
    check: /include=guest embeds/,
    message: /has no guest/,
    wrap: (forward) => async (request) => {
      const { method, path, url } = parts(request)
      const response = await forward(request)
      if (method !== 'GET' || path !== '/api/reservations' || !url.searchParams.has('status')) return response
      return editRecords(response, isReservation, ({ guest: _guest, ...stay }) => stay)
    },
  },
  {
    kind: "a search that folds the guests' names but not the query",
    operationId: 'searchGuests',
    check: /q typed with accents/,
    message: /missing/,
    wrap: (forward) => async (request) => {
      const { method, path, url } = parts(request)
      const q = url.searchParams.get('q') ?? ''
      if (method === 'GET' && path === '/api/guests/search' && !/^[\x00-\x7f]*$/.test(q)) return pageOf(url, [])
      return forward(request)
    },
  },
  {
    kind: 'loyaltyNumber matched ignoring case (a case-insensitive database collation)',
    operationId: 'searchGuests',
    check: /loyaltyNumber in another case/,
    message: /not match the criteria/,
    wrap: (forward) => (request) => {
      const { method, path, url } = parts(request)
      const number = url.searchParams.get('loyaltyNumber')
      if (method !== 'GET' || path !== '/api/guests/search' || number === null) return forward(request)
      return forward(new Request(withQuery(url, (p) => p.set('loyaltyNumber', number.toUpperCase())), request))
    },
  },
  {
    kind: 'guests of one name ordered by id descending',
    operationId: 'searchGuests',
    check: /guests of one name come in id order/,
    message: /not ordered/,
    wrap: (forward) => async (request) => {
      const { method, path } = parts(request)
      const response = await forward(request)
      if (method !== 'GET' || path !== '/api/guests/search' || response.status !== 200) return response
      return editJson(response, (body) => {
        const data: Json[] = body.data
        const reordered: Json[] = []
        for (let start = 0; start < data.length; ) {
          let end = start + 1
          while (end < data.length && data[end].lastName === data[start].lastName && data[end].firstName === data[start].firstName) end++
          reordered.push(...data.slice(start, end).reverse())
          start = end
        }
        return { ...body, data: reordered }
      })
    },
  },
  idInCapitalsNotFound('a guest id in capitals is not found', 'getGuest', /returns each guest as the list shows it/, 'GET', GUEST_ITEM),
  idInCapitalsNotFound('a reservation id in capitals is not found', 'getReservation', /returns each reservation as the list shows it/, 'GET', /^\/api\/reservations\/[^/]+$/),
  idInCapitalsNotFound('a PUT to a guest id in capitals is not found', 'updateGuest', /PUT replaces the whole guest/, 'PUT', GUEST_ITEM),
  {
    kind: 'JSON refused with 415 when its charset is named in capitals',
    operationId: 'updateGuest',
    check: /PUT replaces the whole guest/,
    message: /charset=UTF-8/,
    wrap: (forward) => (request) => {
      if (/charset=UTF-8/.test(request.headers.get('content-type') ?? '')) return Promise.resolve(problem(415, 'Unsupported media type', 'Send utf-8.'))
      return forward(request)
    },
  },
  {
    kind: 'a guestId in capitals finds no stays',
    operationId: 'listReservations',
    check: /guestId returns exactly/,
    message: /in capitals/,
    wrap: (forward) => (request) => {
      const { method, path, url } = parts(request)
      if (method === 'GET' && path === '/api/reservations' && UPPER_HEX_ID.test(url.searchParams.get('guestId') ?? '')) return Promise.resolve(pageOf(url, []))
      return forward(request)
    },
  },
  {
    kind: 'JSON with a charset parameter refused with 415',
    operationId: 'updateGuest',
    check: /PUT replaces the whole guest/,
    message: /charset/,
    wrap: (forward) => (request) => {
      if (/charset/i.test(request.headers.get('content-type') ?? '')) return Promise.resolve(problem(415, 'Unsupported media type', 'Send application/json.'))
      return forward(request)
    },
  },
  {
    kind: 'emails stored in lower case',
    operationId: 'createGuest',
    check: /POST creates the guest as sent/,
    message: /differs from what was sent at \/email/,
    wrap: (forward) => async (request) => {
      const { method, path } = parts(request)
      const body = (method === 'POST' && path === '/api/guests') || (method === 'PUT' && GUEST_ITEM.test(path)) ? await jsonBody(request) : undefined
      if (typeof body?.email !== 'string') return forward(request)
      return forward(new Request(request.url, { method, headers: request.headers, body: JSON.stringify({ ...body, email: body.email.toLowerCase() }) }))
    },
  },
  {
    kind: 'amounts with floating-point noise',
    operationId: 'listReservations',
    check: /internally consistent/,
    message: /two decimals/,
    wrap: editingRecords(isReservation, (stay) => ({ ...stay, totalAmount: { ...stay.totalAmount, amount: stay.totalAmount.amount + 1e-9 } })),
  },
  {
    kind: 'check-ins recorded weeks before the arrival',
    operationId: 'listReservations',
    check: /internally consistent/,
    message: /checked in on its arrival date/,
    wrap: editingRecords(isReservation, (stay) => (stay.checkedInAt === null ? stay : { ...stay, checkedInAt: `${dayBefore(stay.arrivalDate, 20)}T15:00:00.000Z` })),
  },
  {
    kind: 'no-shows still served as confirmed (no night audit)',
    operationId: 'listReservations',
    check: /internally consistent/,
    message: /a confirmed stay arrives on or after the business date/,
    wrap: editingRecords(isReservation, (stay) => (stay.status === 'no_show' ? { ...stay, status: 'confirmed' } : stay)),
  },
  {
    kind: 'stays with a room served as in the house before they arrive',
    operationId: 'listReservations',
    check: /internally consistent/,
    message: /an in_house or checked_out stay arrived by the business date/,
    wrap: editingRecords(isReservation, (stay) =>
      stay.status === 'confirmed' && stay.roomNumber !== null ? { ...stay, status: 'in_house', checkedInAt: `${stay.arrivalDate}T15:00:00.000Z` } : stay,
    ),
  },
  {
    kind: 'stays updated before they were booked',
    operationId: 'listReservations',
    check: /internally consistent/,
    message: /updatedAt is not before createdAt/,
    wrap: editingRecords(isReservation, (stay) => ({ ...stay, updatedAt: '2020-01-01T00:00:00.000Z' })),
  },
  {
    kind: 'guestId ignored when a status filter is set too',
    operationId: 'listReservations',
    check: /guestId returns exactly/,
    message: /in-house stays of that guest/,
    wrap: (forward) => (request) => {
      const { method, path, url } = parts(request)
      if (method !== 'GET' || path !== '/api/reservations' || !url.searchParams.has('status') || !url.searchParams.has('guestId')) return forward(request)
      return forward(new Request(withQuery(url, (p) => p.delete('guestId')), request))
    },
  },
  {
    kind: 'the default order of stays arriving on one day by confirmationNumber ascending, not descending',
    operationId: 'listReservations',
    check: /newest arrival first/,
    message: /not ordered by arrivalDate descending, then confirmationNumber descending/,
    wrap: (forward) => async (request) => {
      const { method, path, url } = parts(request)
      const response = await forward(request)
      if (method !== 'GET' || path !== '/api/reservations' || url.searchParams.has('status') || response.status !== 200) return response
      return editJson(response, (body) => ({
        ...body,
        data: [...body.data].sort((a: Json, b: Json) => (a.arrivalDate === b.arrivalDate ? (a.confirmationNumber < b.confirmationNumber ? -1 : 1) : a.arrivalDate < b.arrivalDate ? 1 : -1)),
      }))
    },
  },
  {
    kind: 'stored guests born after the business date',
    operationId: 'listGuests',
    check: /every guest is internally consistent/,
    message: /date of birth/,
    // The hotel's own guests only: the verifier's writes read back as sent.
    wrap: editingRecords(
      (value) => isGuest(value) && !String(value.email).endsWith('@verify.example.com'),
      (guest) => (guest.dateOfBirth === null ? guest : { ...guest, dateOfBirth: '2031-01-15' }),
    ),
  },
]
