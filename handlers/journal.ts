import type { RequestJournal } from '../src/control/journal.js'
import type { MockRequest, MockResponse } from './exchange.js'

/** A request on its way to the journal: the same request with its body kept once read, and the call that records the answer. */
export interface JournaledRequest {
  request: MockRequest
  record(response: MockResponse, operationId: string | null): Promise<void>
}

/**
 * Wraps a request so the journal can keep the body the handler read (a body can be read only
 * once), then records the answer. A body the handler never read (a refused request) is read
 * for the journal afterwards. Costs nothing but the wrapper when the journal keeps nothing.
 */
export function journalRequest(journal: RequestJournal, request: MockRequest): JournaledRequest | undefined {
  if (journal.capacity === 0) return undefined
  const time = Date.now()
  let body: Promise<string> | undefined
  const text = () => (body ??= request.text())
  return {
    request: { method: request.method, url: request.url, header: (name) => request.header(name), text },
    async record(response, operationId) {
      const bodyText = await text().catch(() => '')
      journal.record({ time, method: request.method, url: request.url, header: (name) => request.header(name), bodyText, status: response.status, operationId })
    },
  }
}
