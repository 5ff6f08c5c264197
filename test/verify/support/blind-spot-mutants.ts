import { editJson, GUEST_ITEM, jsonBody, pageOf, parts, readAll, withQuery, writable, type Json, type Mutant } from './mutants.js'

/**
 * Broken variants with the drift the verifier used to let through (issue 15): each passed the
 * earlier checks on some or all seeds. Built the same way as the other mutants: fetch wrappers
 * around the real mock, nothing of its internals.
 */

const INTERNAL_ORIGIN = 'http://guest-api.internal:8080'
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d+Z$/

/** Rewrites every JSON value of a response body, depth first. */
export function mapJson(value: Json, edit: (value: Json) => Json): Json {
  if (Array.isArray(value)) return edit(value.map((item) => mapJson(item, edit)))
  if (value !== null && typeof value === 'object') return edit(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapJson(item, edit)])))
  return edit(value)
}

/** Code-unit order of JavaScript's `<`, the order of a database column with a binary collation. */
const byCodeUnit = (a: Json, b: Json): number => {
  for (const key of ['lastName', 'firstName', 'id']) if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1
  return 0
}

/** Moves the origin of a URL the mock advertised to an internal host name. */
function internal(url: string, requestUrl: string): string {
  const resolved = new URL(url, requestUrl)
  return `${INTERNAL_ORIGIN}${resolved.pathname}${resolved.search}`
}

export const blindSpotMutants: Mutant[] = [
  {
    kind: 'a rejected POST kept as a draft profile under another name',
    operationId: 'createGuest',
    check: /rejects every malformed/,
    message: /rejected with 422 left a trace: List Guests' totalCount changed/,
    wrap: (forward) => async (request) => {
      const { method, path } = parts(request)
      const body = method === 'POST' && path === '/api/guests' ? await jsonBody(request) : undefined
      const response = await forward(request)
      if (response.status !== 422) return response
      const firstName = typeof body?.firstName === 'string' && body.firstName.length > 0 && body.firstName.length <= 100 ? body.firstName : 'Unknown'
      await forward(new Request(request.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName, lastName: 'Draft' }) }))
      return response
    },
  },
  {
    kind: 'whole-second timestamps, and a PUT that never moves updatedAt',
    operationId: 'updateGuest',
    check: /PUT replaces the whole guest|own email/,
    message: /updatedAt did not move/,
    wrap: (forward) => {
      const frozen = new Map<string, string>()
      const rewrite = (response: Response): Promise<Response> | Response =>
        (response.headers.get('content-type') ?? '').includes('json')
          ? editJson(response, (body) =>
              mapJson(body, (value) => {
                if (typeof value === 'string') return value.replace(TIMESTAMP, '$1Z')
                if (value && typeof value === 'object' && !Array.isArray(value) && frozen.has(value.id)) return { ...value, updatedAt: frozen.get(value.id) }
                return value
              }),
            )
          : response
      return async (request) => {
        const { method, path } = parts(request)
        if (method === 'PUT' && GUEST_ITEM.test(path)) {
          const id = decodeURIComponent(path.split('/').pop()!)
          const current = await forward(new Request(request.url))
          if (current.status === 200 && !frozen.has(id)) frozen.set(id, String(((await current.json()) as Json).updatedAt).replace(TIMESTAMP, '$1Z'))
        }
        return rewrite(await forward(request))
      }
    },
  },
  {
    kind: 'names sorted by UTF-16 code unit (a binary database collation)',
    operationId: 'listGuests',
    check: /orders by lastName, firstName, id/,
    message: /not ordered/,
    wrap: (forward) => async (request) => {
      const { method, path, url } = parts(request)
      const response = await forward(request)
      if (method !== 'GET' || path !== '/api/guests' || url.searchParams.has('sort') || response.status !== 200) return response
      const all = await readAll(forward, new URL(withQuery(url, (p) => (p.delete('page'), p.delete('pageSize')))))
      return pageOf(url, [...all].sort(byCodeUnit))
    },
  },
  {
    kind: 'Link headers that advertise an internal host',
    operationId: 'listReservations',
    check: /pages through every reservation/,
    message: /outside the API's base URL/,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      const link = response.headers.get('link')
      if (link === null) return response
      const headers = new Headers(response.headers)
      headers.set('link', link.replace(/<([^>]*)>/g, (_, target: string) => `<${internal(target, request.url)}>`))
      return new Response(await response.text(), { status: response.status, headers })
    },
  },
  {
    kind: 'a Location on an internal host',
    operationId: 'createGuest',
    check: /POST creates the guest/,
    message: /Location points outside the API's base URL/,
    wrap: (forward) => async (request) => {
      const response = await forward(request)
      const location = response.headers.get('location')
      if (location === null) return response
      const headers = new Headers(response.headers)
      headers.set('location', internal(location, request.url))
      return new Response(await response.text(), { status: response.status, headers })
    },
  },
  {
    kind: 'lenient parameters (enum values in any case, values trimmed)',
    operationId: 'listReservations',
    check: /invalid parameter/,
    message: /in another case|after a space|before a space/,
    wrap: (forward) => (request) => {
      const url = new URL(request.url)
      const allowed = ['arrivals', 'departures', 'in_house', 'upcoming', 'guest', 'lastName', '-lastName', 'firstName', '-firstName', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt']
      let changed = false
      for (const [name, value] of [...url.searchParams]) {
        const match = allowed.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase())
        const next = match ?? value.trim()
        if (next !== value && next !== '') {
          url.searchParams.set(name, next)
          changed = true
        }
      }
      return forward(changed ? new Request(url, request) : request)
    },
  },
  {
    kind: 'PUT merges nested objects (address keeps the fields left out)',
    operationId: 'updateGuest',
    check: /nested objects/,
    message: /merged, not replaced/,
    wrap: (forward) => async (request) => {
      const { method, path } = parts(request)
      const body = method === 'PUT' && GUEST_ITEM.test(path) ? await jsonBody(request) : undefined
      if (!body) return forward(request)
      const current = await forward(new Request(request.url))
      if (current.status !== 200) return forward(request)
      const stored = writable(await current.json())
      const merged: Json = { ...body }
      for (const [key, value] of Object.entries(body)) {
        if (value && typeof value === 'object' && !Array.isArray(value) && stored[key] && typeof stored[key] === 'object') merged[key] = { ...stored[key], ...(value as object) }
      }
      return forward(new Request(request.url, { method: 'PUT', headers: request.headers, body: JSON.stringify(merged) }))
    },
  },
]
