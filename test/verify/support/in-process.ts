import { getResponse } from 'msw'
import { createDatabase, createHandlers, type DatabaseOptions, type HandlerOptions, type HotelDatabase } from '../../../src/index.js'
import type { FetchLike } from '../../../src/verify/index.js'

export const IN_PROCESS_URL = 'http://hotel.test'

/** The mock's handler array answering requests directly (msw's getResponse), no socket involved. */
export interface InProcessMock {
  db: HotelDatabase
  fetch: FetchLike
}

export async function inProcessMock(options: DatabaseOptions & HandlerOptions): Promise<InProcessMock> {
  const db = await createDatabase(options)
  const handlers = createHandlers(db, options)
  return {
    db,
    // A request no handler takes would go to the network in a real app; here it is a plain 404,
    // which the verifier reports like any other wrong answer.
    fetch: async (request) => (await getResponse(handlers, request)) ?? new Response('no handler', { status: 404 }),
  }
}

/** Counts what a fetch sends, by method, and lets a test see every request. */
export function recording(fetch: FetchLike): { fetch: FetchLike; requests: Array<{ method: string; url: string }> } {
  const requests: Array<{ method: string; url: string }> = []
  return {
    requests,
    fetch: (request) => {
      requests.push({ method: request.method, url: request.url })
      return fetch(request)
    },
  }
}
