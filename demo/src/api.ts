import type { Page } from '../../src/db/paging'
import type { components } from '../../src/generated/openapi'
import type { components as controlComponents } from '../../src/generated/mock-control'

export type Guest = components['schemas']['Guest']
export type GuestInput = components['schemas']['GuestInput']
export type Reservation = components['schemas']['Reservation']
export type Problem = components['schemas']['Problem']
export type ProblemDetail = components['schemas']['ProblemDetail']
export type MockConfig = controlComponents['schemas']['MockConfig']
export type MockScenario = controlComponents['schemas']['MockScenario']
export type MockBusinessDateChange = controlComponents['schemas']['MockBusinessDateChange']
export type StatusFilter = 'arrivals' | 'departures' | 'in_house' | 'upcoming'

export type { Page }

/** A response that was not 2xx, with its problem+json body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(`${status} ${problem.title}: ${problem.detail}`)
    this.name = 'ApiError'
  }
}

// Same-origin paths, exactly as an app would call its real backend; the service worker answers.
async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  if (init.body !== undefined) headers.set('Content-Type', 'application/json')
  const response = await fetch(path, { ...init, headers })
  const text = await response.text()
  let body: unknown = null
  try {
    body = text === '' ? null : JSON.parse(text)
  } catch {
    // Not JSON: the request reached a web server (a dev server's index.html) instead of the mock.
    if (response.ok) throw new Error(`${init.method ?? 'GET'} ${path} did not answer JSON. Is the mock worker running?`)
  }
  if (!response.ok) {
    const problem =
      body !== null && typeof body === 'object' && 'title' in body
        ? (body as Problem)
        : { type: 'about:blank', title: response.statusText || 'Request failed', status: response.status, detail: `${init.method ?? 'GET'} ${path} answered ${response.status}.` }
    throw new ApiError(response.status, problem)
  }
  return body as T
}

function query(parameters: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== '') search.set(name, String(value))
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}

export const api = {
  reservations: (options: { status?: StatusFilter | undefined; guestId?: string; page?: number; pageSize?: number }) =>
    request<Page<Reservation>>(`/api/reservations${query({ ...options, include: 'guest' })}`),

  /** How many reservations a list holds, read from `X-Total-Count` of a one-item page. */
  async reservationCount(status: StatusFilter | undefined): Promise<number> {
    const response = await fetch(`/api/reservations${query({ status, pageSize: 1 })}`, { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new ApiError(response.status, (await response.json()) as Problem)
    return Number(response.headers.get('X-Total-Count'))
  },

  reservation: (id: string) => request<Reservation>(`/api/reservations/${encodeURIComponent(id)}?include=guest`),

  guests: (options: { q?: string; page?: number; pageSize?: number }) =>
    options.q
      ? request<Page<Guest>>(`/api/guests/search${query(options)}`)
      : request<Page<Guest>>(`/api/guests${query({ page: options.page, pageSize: options.pageSize })}`),

  guest: (id: string) => request<Guest>(`/api/guests/${encodeURIComponent(id)}`),

  createGuest: (input: GuestInput) => request<Guest>('/api/guests', { method: 'POST', body: JSON.stringify(input) }),

  replaceGuest: (id: string, input: GuestInput) =>
    request<Guest>(`/api/guests/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(input) }),
}

/**
 * The mock's own knobs under `/__mock/`: not part of the hotel API, but called the same way, so
 * the control panel works against any runtime of the mock (worker, Node, standalone server).
 */
export const mockApi = {
  businessDate: () => request<{ businessDate: string }>('/__mock/business-date'),

  /** Moving the date forward runs the night audit; an earlier date is a 422. */
  setBusinessDate: (businessDate: string) =>
    request<MockBusinessDateChange>('/__mock/business-date', { method: 'PUT', body: JSON.stringify({ businessDate }) }),

  config: () => request<MockConfig>('/__mock/config'),

  configure: (change: Partial<MockConfig>) => request<MockConfig>('/__mock/config', { method: 'PUT', body: JSON.stringify(change) }),

  scenario: () => request<MockScenario>('/__mock/scenario'),

  useScenario: (name: MockScenario['name']) => request<MockScenario>('/__mock/scenario', { method: 'PUT', body: JSON.stringify({ name }) }),

  reset: () => request<null>('/__mock/reset', { method: 'POST' }),
}
