import type { ScenarioName } from '../../fixtures/scenario-names.js'
import type { MockConfig, MockConfigChange } from '../control/config.js'
import type { JournalEntry, JournalEntryOf, JournalFilter, JournalOperationId } from '../control/journal-entry.js'
import type { Snapshot } from '../db/snapshot-format.js'
import { SESSION_HEADER } from '../sessions/session-key.js'

/**
 * The control plane of one session of a standalone server, over HTTP: what a Playwright test
 * (in another process than the server) uses to arrange its hotel and read what its pages sent.
 */
export interface MockSession {
  /** The session key, sent as `X-Mock-Session` (or the `mock-session` cookie by the browser). */
  readonly key: string
  /** The server's base URL. */
  readonly url: string
  /** Back to the start state: data, business date, scenario, latency and errors; empties the journal. */
  reset(): Promise<void>
  businessDate(): Promise<string>
  /** Moves the business date forward (a night audit). */
  setBusinessDate(businessDate: string): Promise<{ businessDate: string; noShows: number }>
  useScenario(name: ScenarioName): Promise<void>
  configure(change: MockConfigChange): Promise<MockConfig>
  snapshot(): Promise<Snapshot>
  /** This session's journal, filtered like `mock.requests()` in the other runtimes. */
  requests<Id extends JournalOperationId>(filter: JournalFilter<Id> & { operationId: Id }): Promise<JournalEntryOf<Id>[]>
  requests(filter?: JournalFilter): Promise<JournalEntry[]>
  clearRequests(): Promise<void>
  /** Ends the session on the server now, freeing its memory. */
  end(): Promise<void>
}

/** Options of {@link connectSession}. */
export interface SessionClientOptions {
  /** A bearer token, when the server was started with `--auth-token`. */
  authToken?: string
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch
}

/**
 * A client for the session `key` of the server at `url`. Nothing is sent until a method is
 * called; the session is created on the server by its first request.
 *
 * @example
 * const session = connectSession('http://127.0.0.1:4010', 'checkout-1')
 * await session.setBusinessDate('2026-12-24')
 * const sent = await session.requests({ operationId: 'createGuest' })
 */
export function connectSession(url: string, key: string, options: SessionClientOptions = {}): MockSession {
  const base = url.replace(/\/+$/, '')
  const fetchImpl = options.fetch ?? fetch
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const headers: Record<string, string> = { [SESSION_HEADER]: key }
    if (options.authToken) headers.Authorization = `Bearer ${options.authToken}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}`, init)
    } catch (error) {
      // A pooled keep-alive connection the server closed at the same moment is reset before the
      // request is read; every control call here gives the same result when sent twice, so one retry is safe.
      if (!isConnectionReset(error)) throw error
      response = await fetchImpl(`${base}${path}`, init)
    }
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} for session "${key}" answered ${response.status}: ${text.slice(0, 300)}`)
    return text ? JSON.parse(text) : undefined
  }
  const requests = async (filter: JournalFilter = {}) => {
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(filter)) if (value !== undefined) query.set(name, String(value))
    const page = (await call('GET', `/__mock/requests${query.size > 0 ? `?${query}` : ''}`)) as { data: JournalEntry[] }
    return page.data
  }
  return {
    key,
    url: base,
    reset: async () => void (await call('POST', '/__mock/reset')),
    businessDate: async () => ((await call('GET', '/__mock/business-date')) as { businessDate: string }).businessDate,
    setBusinessDate: async (businessDate) => (await call('PUT', '/__mock/business-date', { businessDate })) as { businessDate: string; noShows: number },
    useScenario: async (name) => void (await call('PUT', '/__mock/scenario', { name })),
    configure: async (change) => (await call('PUT', '/__mock/config', change)) as MockConfig,
    snapshot: async () => (await call('GET', '/__mock/snapshot')) as Snapshot,
    requests: requests as MockSession['requests'],
    clearRequests: async () => void (await call('DELETE', '/__mock/requests')),
    end: async () => void (await call('DELETE', '/__mock/session')),
  }
}

function isConnectionReset(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined
  return error instanceof TypeError && (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET')
}
