import type { FetchLike } from '../../../src/verify/index.js'

/**
 * Deliberately broken variants of the mock, each with one kind of drift a real backend might
 * have. They are built outside the mock, as wrappers around its fetch: they rewrite requests on
 * the way in or responses on the way out, so they need nothing from the mock's internals and
 * could wrap any server.
 */
export interface Mutant {
  /** The kind of drift, as a person would name it. */
  kind: string
  /** The operation the verifier's report must name. */
  operationId: string
  /** The check expected to catch it (matched against the violation's check title). */
  check: RegExp
  /** What the violation must say, when the check alone could also fail for another reason. */
  message?: RegExp
  wrap(forward: FetchLike): FetchLike
}

export type Json = any

export const GUEST_ITEM = /^\/api\/guests\/(?!search$)[^/]+$/
const RESERVATION_ITEM = /^\/api\/reservations\/[^/]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function parts(request: Request): { method: string; path: string; url: URL } {
  const url = new URL(request.url)
  return { method: request.method, path: url.pathname, url }
}

/** The fields the spec says `q` looks through: first, last and full name, email, phone, loyalty number. */
function searchFields(guest: Json): Array<string | null | undefined> {
  return [guest.firstName, guest.lastName, `${guest.firstName} ${guest.lastName}`, guest.email, guest.phone, guest.loyalty?.number]
}

/** The same response with its JSON body (and optionally status or headers) changed. */
export async function editJson(response: Response, edit: (body: Json, headers: Headers) => Json, status = response.status): Promise<Response> {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const body = edit(JSON.parse(await response.text()), headers)
  return new Response(JSON.stringify(body), { status, headers })
}

export function problem(status: number, title: string, detail: string): Response {
  return new Response(JSON.stringify({ type: `/problems/${title.toLowerCase().replace(/\W+/g, '-')}`, title, status, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  })
}

export function withQuery(url: URL, change: (params: URLSearchParams) => void): string {
  const copy = new URL(url)
  change(copy.searchParams)
  return copy.href
}

/** Every item of a list, read through the real server with the request's own filters. */
export async function readAll(forward: FetchLike, url: URL): Promise<Json[]> {
  const items: Json[] = []
  for (let page = 1; ; page++) {
    const response = await forward(new Request(withQuery(url, (p) => (p.set('page', String(page)), p.set('pageSize', '100')))))
    const body = (await response.json()) as Json
    items.push(...body.data)
    if (page >= body.totalPages || body.data.length === 0) return items
  }
}

/** A correct-looking page envelope (body, X-Total-Count, Link) over a list the mutant computed itself. */
export function pageOf(url: URL, items: Json[], offsetShift = 0): Response {
  const page = Number(url.searchParams.get('page') ?? 1)
  const pageSize = Number(url.searchParams.get('pageSize') ?? 20)
  const totalPages = Math.ceil(items.length / pageSize)
  const start = (page - 1) * pageSize + offsetShift
  const link = (target: number, rel: string) => `<${withQuery(url, (p) => (p.set('page', String(target)), p.set('pageSize', String(pageSize))))}>; rel="${rel}"`
  const links = [link(1, 'first')]
  if (page > 1 && page <= Math.max(totalPages, 1)) links.push(link(page - 1, 'prev'))
  if (page < totalPages) links.push(link(page + 1, 'next'))
  links.push(link(Math.max(totalPages, 1), 'last'))
  const body = { data: items.slice(start, (page - 1) * pageSize + pageSize), page, pageSize, totalCount: items.length, totalPages }
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(items.length), link: links.join(', ') },
  })
}

export function writable(guest: Json): Json {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...rest } = guest
  return rest
}

export async function jsonBody(request: Request): Promise<Json | undefined> {
  try {
    const body = JSON.parse(await request.clone().text())
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined
  } catch {
    return undefined
  }
}

export const mutants: Mutant[] = [
  {
    kind: 'a missing required field (getGuest drops updatedAt)',
    operationId: 'getGuest',
    check: /./,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      const { method, path } = parts(request)
      if (method !== 'GET' || !GUEST_ITEM.test(path) || response.status !== 200) return response
      return editJson(response, ({ updatedAt: _dropped, ...guest }) => guest)
    },
  },
  {
    kind: 'a wrong type (listReservations sends adults as a string)',
    operationId: 'listReservations',
    check: /./,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      const { method, path } = parts(request)
      if (method !== 'GET' || path !== '/api/reservations' || response.status !== 200) return response
      return editJson(response, (body) => ({ ...body, data: body.data.map((r: Json) => ({ ...r, adults: String(r.adults) })) }))
    },
  },
  {
    kind: 'an undeclared status (createGuest answers 200 instead of 201)',
    operationId: 'createGuest',
    check: /POST creates the guest/,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      if (request.method !== 'POST' || response.status !== 201) return response
      return new Response(await response.text(), { status: 200, headers: response.headers })
    },
  },
  {
    kind: 'a 500 on bad input (listGuests crashes on invalid paging)',
    operationId: 'listGuests',
    check: /invalid parameter|fuzz/,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      if (parts(request).path !== '/api/guests' || request.method !== 'GET' || response.status !== 400) return response
      return problem(500, 'Internal Server Error', 'Cannot read properties of undefined (reading "slice")')
    },
  },
  {
    kind: 'an error without problem+json (getGuest 404 is an HTML page)',
    operationId: 'getGuest',
    check: /./,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      if (request.method !== 'GET' || !GUEST_ITEM.test(parts(request).path) || response.status !== 404) return response
      return new Response('<html><body><h1>404 Not Found</h1></body></html>', { status: 404, headers: { 'content-type': 'text/html' } })
    },
  },
  {
    kind: 'a status filter that ignores the business date (arrivals of the wall-clock day)',
    operationId: 'listReservations',
    check: /status=arrivals/,
    message: /do not belong|missing/,
    wrap: (forward) => async (request) => {
      const { method, path, url } = parts(request)
      const response = await forward(request)
      if (method !== 'GET' || path !== '/api/reservations' || url.searchParams.get('status') !== 'arrivals' || response.status !== 200) return response
      const today = new Date().toISOString().slice(0, 10)
      const all = await readAll(forward, new URL(withQuery(url, (p) => p.delete('status'))))
      return pageOf(url, all.filter((r) => r.arrivalDate === today && r.status === 'confirmed'))
    },
  },
  {
    kind: 'PUT acting as PATCH (fields left out keep their values)',
    operationId: 'updateGuest',
    check: /PUT replaces the whole guest/,
    message: /kept their old values/,
    wrap: (forward) => async (request) => {
      const { method, path } = parts(request)
      const body = method === 'PUT' && GUEST_ITEM.test(path) ? await jsonBody(request) : undefined
      if (!body) return forward(request)
      const current = await forward(new Request(request.url, { headers: request.headers }))
      if (current.status !== 200) return forward(request)
      const merged = { ...writable(await current.json()), ...body }
      return forward(new Request(request.url, { method: 'PUT', headers: request.headers, body: JSON.stringify(merged) }))
    },
  },
  {
    kind: 'a duplicate email accepted (createGuest ignores the conflict)',
    operationId: 'createGuest',
    check: /already in use/,
    message: /instead of 409/,
    wrap: (forward) => {
      let counter = 0
      return async (request) => {
        const response = await forward(request.clone())
        const body = request.method === 'POST' && response.status === 409 ? await jsonBody(request) : undefined
        if (!body) return response
        const retried = await forward(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...body, email: `dup-${++counter}@mutant.example.com` }) }))
        return retried.status === 201 ? editJson(retried, (guest) => ({ ...guest, email: body.email })) : retried
      }
    },
  },
  {
    kind: 'paging off by one (listGuests starts every page one item late)',
    operationId: 'listGuests',
    check: /pages through every guest/,
    message: /must hold|distinct items/,
    wrap: (forward) => async (request) => {
      const { method, path, url } = parts(request)
      const response = await forward(request)
      if (method !== 'GET' || path !== '/api/guests' || response.status !== 200) return response
      const all = await readAll(forward, new URL(withQuery(url, (p) => (p.delete('page'), p.delete('pageSize')))))
      return pageOf(url, all, 1)
    },
  },
  {
    kind: 'a wrong X-Total-Count (listReservations counts the page, not the list)',
    operationId: 'listReservations',
    check: /pages through every reservation/,
    message: /X-Total-Count/,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      if (request.method !== 'GET' || parts(request).path !== '/api/reservations' || response.status !== 200) return response
      return editJson(response, (body, headers) => (headers.set('x-total-count', String(body.data.length)), body))
    },
  },
  {
    kind: 'a 422 that lists the business rules only once the schema holds (createGuest leaves out dateOfBirth)',
    operationId: 'createGuest',
    check: /rejects every malformed/,
    message: /do not name body \/dateOfBirth/,
    wrap: (forward) => async (request) => {
      const { method, path } = parts(request)
      const response = await forward(request)
      if (method !== 'POST' || path !== '/api/guests' || response.status !== 422) return response
      return editJson(response, (problem) => {
        const errors = problem.errors as Array<{ pointer: string }>
        // Only the schema's violations when there are any: the rule waits for the next attempt.
        const schema = errors.filter((entry) => entry.pointer !== '/dateOfBirth')
        return { ...problem, errors: schema.length > 0 ? schema : errors }
      })
    },
  },
  {
    kind: 'a rejected write that still changes data (a 422 PUT saves part of the guest)',
    operationId: 'updateGuest',
    check: /leaves the guest unchanged|fuzz/,
    message: /changed the guest/,
    wrap: (forward) => async (request) => {
      const { method, path } = parts(request)
      const response = await forward(request.clone())
      if (method !== 'PUT' || !GUEST_ITEM.test(path) || response.status !== 422) return response
      const current = await forward(new Request(request.url))
      if (current.status === 200) {
        const partial = { ...writable(await current.json()), notes: 'Partially saved before validation failed.' }
        await forward(new Request(request.url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(partial) }))
      }
      return response
    },
  },
  {
    kind: 'a search that ignores case but not accents (q=muller misses Müller)',
    operationId: 'searchGuests',
    check: /ignoring accents/,
    message: /missing/,
    wrap: (forward) => async (request) => {
      const { method, path, url } = parts(request)
      const response = await forward(request)
      const q = url.searchParams.get('q')
      if (method !== 'GET' || path !== '/api/guests/search' || response.status !== 200 || q === null) return response
      const found = (await response.clone().json()) as Json
      // Of what the server found, only the guests whose text holds q as written (case aside).
      const needle = q.toLowerCase()
      const kept = found.data.filter((g: Json) =>
        searchFields(g).some((field) => String(field ?? '').toLowerCase().includes(needle)),
      )
      return editJson(response, (body, headers) => (headers.set('x-total-count', String(kept.length)), { ...body, data: kept, totalCount: kept.length, totalPages: kept.length === 0 ? 0 : 1 }))
    },
  },
  {
    kind: 'a case-sensitive search',
    operationId: 'searchGuests',
    check: /in any case|ignoring case/,
    message: /missing/,
    wrap: (forward) => async (request) => {
      const { method, path, url } = parts(request)
      const response = await forward(request)
      if (method !== 'GET' || path !== '/api/guests/search' || response.status !== 200) return response
      const q = url.searchParams.get('q')
      const lastName = url.searchParams.get('lastName')
      const email = url.searchParams.get('email')
      if (q === null && lastName === null && email === null) return response
      const all = await readAll(forward, new URL(withQuery(url, (p) => (p.delete('page'), p.delete('pageSize')))))
      const kept = all.filter(
        (g) =>
          (q === null || searchFields(g).some((field) => field?.includes(q))) &&
          (lastName === null || g.lastName.startsWith(lastName)) &&
          (email === null || g.email === email),
      )
      return pageOf(url, kept)
    },
  },
  {
    kind: 'a sort parameter that is ignored',
    operationId: 'listGuests',
    check: /sort key/,
    message: /not ordered/,
    wrap: (forward) => (request) => {
      const { path, url } = parts(request)
      if (path !== '/api/guests' || !url.searchParams.has('sort')) return forward(request)
      return forward(new Request(withQuery(url, (p) => p.delete('sort')), request))
    },
  },
  {
    kind: 'include=guest ignored on getReservation',
    operationId: 'getReservation',
    check: /with its guest on request/,
    message: /has no guest/,
    wrap: (forward) => (request) => {
      const { path, url } = parts(request)
      if (!RESERVATION_ITEM.test(path) || url.searchParams.get('include') !== 'guest') return forward(request)
      return forward(new Request(withQuery(url, (p) => p.delete('include')), request))
    },
  },
  {
    kind: 'guestId ignored on listReservations',
    operationId: 'listReservations',
    check: /guestId returns exactly/,
    message: /belong to other guests/,
    wrap: (forward) => (request) => {
      const { path, url } = parts(request)
      if (path !== '/api/reservations' || !url.searchParams.has('guestId')) return forward(request)
      return forward(new Request(withQuery(url, (p) => p.delete('guestId')), request))
    },
  },
  {
    kind: 'a malformed id answered 404 instead of 400',
    operationId: 'getGuest',
    check: /invalid parameter|fuzz/,
    wrap: (forward) => async (request) => {
      const { method, path } = parts(request)
      if (method !== 'GET' || !GUEST_ITEM.test(path) || UUID.test(decodeURIComponent(path.split('/').pop()!))) return forward(request)
      return problem(404, 'Not found', 'No guest has this id.')
    },
  },
  {
    kind: 'a 201 without Location',
    operationId: 'createGuest',
    check: /./,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      if (request.method !== 'POST' || response.status !== 201) return response
      const headers = new Headers(response.headers)
      headers.delete('location')
      return new Response(await response.text(), { status: 201, headers })
    },
  },
  {
    kind: 'a Link header without rel="next"',
    operationId: 'listReservations',
    check: /pages through every reservation/,
    message: /rel="next"/,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      const link = response.headers.get('link')
      if (parts(request).path !== '/api/reservations' || link === null) return response
      const headers = new Headers(response.headers)
      headers.set('link', link.split(/,\s*(?=<)/).filter((part) => !/rel="next"/.test(part)).join(', '))
      return new Response(await response.text(), { status: response.status, headers })
    },
  },
  {
    kind: 'a 405 without Allow',
    operationId: 'DELETE /api/guests/{id}',
    check: /405 with Allow/,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      if (response.status !== 405) return response
      const headers = new Headers(response.headers)
      headers.delete('allow')
      return new Response(await response.text(), { status: 405, headers })
    },
  },
]
