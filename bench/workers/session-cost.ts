/**
 * What a session of the standalone server costs, over HTTP as a parallel suite uses it: a new
 * session's first request (it reads the shared start hotel), its first write (which gives it a
 * copy of the start state), a reset after that write (which hands the copy back), against one
 * request of a live session; and the heap each of `count` sessions holds once it has read, once
 * it has written, and once it has been reset (after forced collections: run with --expose-gc).
 *
 *   node --expose-gc session-cost.js <root> <seed> <businessDate> <count>
 *
 * Spawned by the bench's cold part; run on its own (with `--import tsx`), it prints the result.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { median, round } from '../lib/stats.js'

export interface SessionCostResult {
  sessions: number
  /** Median wall time of one GET of a live session that has read before. */
  requestMs: number
  /** Median wall time of a new session's first request (GET /api/guests). */
  firstRequestMs: number
  /** Median wall time of a session's first write (POST /api/guests): the copy of the start state. */
  firstWriteMs: number
  /** Median wall time of POST /__mock/reset after that write. */
  resetMs: number
  /** Heap per session, MB, after `sessions` sessions each read; each wrote; each was reset. */
  heapPerReadingSessionMB: number
  heapPerWrittenSessionMB: number
  heapPerResetSessionMB: number
  /** Heap of all the written sessions together, MB. */
  heapAllWrittenMB: number
}

type ServerEntry = typeof import('../../src/server.js')

function heapAfterCollection(): number {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('Run with --expose-gc.')
  for (let i = 0; i < 3; i++) gc()
  return process.memoryUsage().heapUsed
}

async function measure(root: string, seed: number, businessDate: string, count: number): Promise<SessionCostResult> {
  const entry = (await import(pathToFileURL(resolve(root, 'dist/src/server.js')).href)) as ServerEntry
  const mock = await entry.startServer({ port: 0, seed, businessDate, sessions: { maxSessions: count + 1 } })
  const send = async (key: string, method: string, path: string, body?: unknown): Promise<number> => {
    const started = performance.now()
    const response = await fetch(`${mock.url}${path}`, {
      method,
      headers: { 'X-Mock-Session': key, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    await response.arrayBuffer()
    if (response.status >= 300) throw new Error(`${method} ${path} in session ${key} answered ${response.status}.`)
    return performance.now() - started
  }
  try {
    // Warm-up in a session of its own, which also makes the shared start hotel.
    for (let i = 0; i < 50; i++) await send('warm-up', 'GET', '/api/guests?pageSize=20')
    await send('warm-up', 'POST', '/api/guests', { firstName: 'Warm', lastName: 'Up', email: 'warm-up@example.test' })
    await send('warm-up', 'POST', '/__mock/reset')
    const requests: number[] = []
    for (let i = 0; i < 100; i++) requests.push(await send('warm-up', 'GET', '/api/guests?pageSize=20'))

    const keys = Array.from({ length: count }, (_, i) => `bench-${i}`)
    const base = heapAfterCollection()
    const firstRequest: number[] = []
    for (const key of keys) firstRequest.push(await send(key, 'GET', '/api/guests?pageSize=20'))
    const read = heapAfterCollection()
    const firstWrite: number[] = []
    for (const [i, key] of keys.entries()) {
      firstWrite.push(await send(key, 'POST', '/api/guests', { firstName: 'Bench', lastName: `Session${i}`, email: `session-${i}@example.test` }))
    }
    const written = heapAfterCollection()
    const resets: number[] = []
    for (const key of keys) resets.push(await send(key, 'POST', '/__mock/reset'))
    const reset = heapAfterCollection()
    const mb = (bytes: number) => round(bytes / 1024 / 1024)
    return {
      sessions: count,
      requestMs: round(median(requests)),
      firstRequestMs: round(median(firstRequest)),
      firstWriteMs: round(median(firstWrite)),
      resetMs: round(median(resets)),
      heapPerReadingSessionMB: mb((read - base) / count),
      heapPerWrittenSessionMB: mb((written - base) / count),
      heapPerResetSessionMB: mb((reset - base) / count),
      heapAllWrittenMB: mb(written - base),
    }
  } finally {
    await mock.close()
  }
}

const [root = '.', seed = '1', businessDate = '2026-11-22', count = '100'] = process.argv.slice(2)
measure(root, Number(seed), businessDate, Math.min(500, Math.max(1, Number(count)))).then(
  (result) => (process.send ? process.send({ type: 'result', result }, () => process.exit(0)) : console.log(JSON.stringify(result, null, 2))),
  (error: unknown) => process.send?.({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1)),
)
