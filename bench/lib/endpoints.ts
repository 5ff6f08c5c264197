/**
 * The requests the benchmark sends, shared by the standalone (autocannon) and in-process (fetch)
 * measurements so both pay for exactly the same work.
 */

/** A guest as the API returns it; only the fields the benchmark reads are typed. */
export interface GuestRecord {
  id: string
  email: string | null
  lastName: string
  [field: string]: unknown
}

/** Real records of the hotel under test, found through the API itself. */
export interface Fixture {
  guestId: string
  email: string
  /** The guest as a writable body (read-only fields removed): what PUT sends. */
  input: Record<string, unknown>
}

export interface Endpoint {
  name: string
  /** The operation as the table shows it. */
  label: string
  method: 'GET' | 'POST' | 'PUT'
  /** Path and query of the request. */
  path: string
  /** msw path pattern of the constant-body floor handler. */
  pattern: string
  /** The request body; called once per request so creates can use unique emails. */
  body?: () => string
  status: number
  /** Changes the database: measured after every read. */
  writes: boolean
  /** Adds records (a create): its warm-up is undone by a reset before it is measured. */
  addsRecords: boolean
  /** Search may grow up to 3x from the default hotel to 100k guests; the rest 1.5x. */
  search: boolean
}

/** A free-text term a front-desk type-ahead would send: a name fragment, matching many guests. */
export const SEARCH_TERM = 'mar'

const READ_ONLY = new Set(['id', 'createdAt', 'updatedAt'])

/** Finds a guest with an email on the first page of List Guests. */
export async function discoverFixture(baseUrl: string): Promise<Fixture> {
  const response = await fetch(`${baseUrl}/api/guests?pageSize=100`)
  if (response.status !== 200) throw new Error(`GET /api/guests answered ${response.status}; cannot pick a guest to measure with.`)
  const page = (await response.json()) as { data: GuestRecord[] }
  const guest = page.data.find((candidate) => candidate.email)
  if (!guest?.email) throw new Error('No guest on the first page of /api/guests has an email; the benchmark needs one.')
  const input = Object.fromEntries(Object.entries(guest).filter(([name]) => !READ_ONLY.has(name)))
  return { guestId: guest.id, email: guest.email, input }
}

/** Every measured endpoint, reads first. `tag` makes create emails unique across processes and runs. */
export function endpointsFor(fixture: Fixture, tag: string): Endpoint[] {
  let created = 0
  const createBody = () => JSON.stringify({ ...fixture.input, email: `bench.${tag}.${++created}@example.test` })
  const updateBody = JSON.stringify(fixture.input)
  const read = (name: string, label: string, path: string, pattern: string, search = false): Endpoint => ({
    name, label, method: 'GET', path, pattern, status: 200, writes: false, addsRecords: false, search,
  })
  return [
    read('get-guest', 'GET /api/guests/{id}', `/api/guests/${fixture.guestId}`, '*/api/guests/:id'),
    read('list-guests', 'GET /api/guests', '/api/guests', '*/api/guests'),
    read('search-q', `search q=${SEARCH_TERM}`, `/api/guests/search?q=${SEARCH_TERM}`, '*/api/guests/search', true),
    read('search-email', 'search email=', `/api/guests/search?email=${encodeURIComponent(fixture.email)}`, '*/api/guests/search', true),
    read('arrivals', 'status=arrivals', '/api/reservations?status=arrivals', '*/api/reservations'),
    read('departures', 'status=departures', '/api/reservations?status=departures', '*/api/reservations'),
    read('in-house', 'status=in_house', '/api/reservations?status=in_house', '*/api/reservations'),
    read('upcoming', 'status=upcoming', '/api/reservations?status=upcoming', '*/api/reservations'),
    {
      name: 'create', label: 'POST /api/guests', method: 'POST', path: '/api/guests', pattern: '*/api/guests',
      body: createBody, status: 201, writes: true, addsRecords: true, search: false,
    },
    {
      name: 'update', label: 'PUT /api/guests/{id}', method: 'PUT', path: `/api/guests/${fixture.guestId}`,
      pattern: '*/api/guests/:id', body: () => updateBody, status: 200, writes: true, addsRecords: false, search: false,
    },
  ]
}

/** Keeps the endpoints named in `only` (all when empty); unknown names are an error. */
export function selectEndpoints(endpoints: Endpoint[], only: readonly string[]): Endpoint[] {
  if (only.length === 0) return endpoints
  const unknown = only.filter((name) => !endpoints.some((endpoint) => endpoint.name === name))
  if (unknown.length > 0) {
    throw new Error(`Unknown endpoint ${unknown.join(', ')}; pick from ${endpoints.map((e) => e.name).join(', ')}.`)
  }
  return endpoints.filter((endpoint) => only.includes(endpoint.name))
}

/** One sample response of an endpoint: the body the floor servers answer with. */
export interface SampleResponse {
  status: number
  contentType: string
  body: string
}

export async function sampleResponse(baseUrl: string, endpoint: Endpoint): Promise<SampleResponse> {
  const body = endpoint.body?.()
  const response = await fetch(`${baseUrl}${endpoint.path}`, {
    method: endpoint.method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body,
  })
  const text = await response.text()
  if (response.status !== endpoint.status) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}, expected ${endpoint.status}: ${text.slice(0, 300)}`)
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body: text }
}
