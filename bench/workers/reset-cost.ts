/**
 * What a test suite pays between tests and per isolated hotel, in a warm process: `mock.reset()`
 * after a typical test (a few writes: two creates and a replacement), and a new isolated hotel
 * (`createDatabase`, the unit a session of the standalone server or a `test.concurrent` case
 * needs), each against the cost of one request (GET a guest by id) in the same process.
 *
 *   node reset-cost.js <root> <seed> <businessDate> <repeats>
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { discoverFixture } from '../lib/endpoints.js'
import { median, round } from '../lib/stats.js'

export interface ResetCostResult {
  /** Median wall time of one GET /api/guests/{id} through `setupServer` and `fetch`. */
  requestMs: number
  /** Median wall time of `mock.reset()` after two creates and one PUT. */
  resetMs: number
  /** Median wall time of `createDatabase()` for a new default hotel, in this warm process. */
  newHotelMs: number
  /** The same for the `small` scenario. */
  newSmallHotelMs: number
  runs: { reset: number[]; newHotel: number[]; newSmallHotel: number[] }
}

type NodeEntry = typeof import('../../src/node.js')
const BASE_URL = 'http://hotel.test'

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
}

async function send(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await response.arrayBuffer()
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}.`)
}

async function measure(root: string, seed: number, businessDate: string, repeats: number): Promise<ResetCostResult> {
  const entry = (await import(pathToFileURL(resolve(root, 'dist/src/node.js')).href)) as NodeEntry
  const mock = await entry.createMockServer({ seed, businessDate })
  mock.server.listen({ onUnhandledRequest: 'error' })
  const fixture = await discoverFixture(BASE_URL)
  const read = () => send('GET', `/api/guests/${fixture.guestId}`)
  let created = 0
  const typicalTest = async () => {
    await send('POST', '/api/guests', { ...fixture.input, email: `reset.${++created}@example.test` })
    await send('POST', '/api/guests', { ...fixture.input, email: `reset.${++created}@example.test` })
    await send('PUT', `/api/guests/${fixture.guestId}`, { ...fixture.input, notes: `test ${created}` })
  }
  // Warm-up: every path measured below runs a few times first.
  for (let i = 0; i < 300; i++) await read()
  for (let i = 0; i < 5; i++) {
    await typicalTest()
    await mock.reset()
  }
  await entry.createDatabase({ seed, businessDate })

  const requests: number[] = []
  for (let i = 0; i < 300; i++) requests.push(await timed(read))
  const reset: number[] = []
  for (let i = 0; i < repeats * 5; i++) {
    await typicalTest()
    reset.push(await timed(() => mock.reset()))
  }
  const newHotel: number[] = []
  const newSmallHotel: number[] = []
  for (let i = 0; i < repeats; i++) {
    newHotel.push(await timed(() => entry.createDatabase({ seed: seed + i + 1, businessDate })))
    newSmallHotel.push(await timed(() => entry.createDatabase({ seed: seed + i + 1, businessDate, scenario: 'small' })))
  }
  mock.server.close()
  return {
    requestMs: round(median(requests)),
    resetMs: round(median(reset)),
    newHotelMs: round(median(newHotel)),
    newSmallHotelMs: round(median(newSmallHotel)),
    runs: { reset: reset.map((v) => round(v)), newHotel: newHotel.map((v) => round(v)), newSmallHotel: newSmallHotel.map((v) => round(v)) },
  }
}

const [root = '.', seed = '1', businessDate = '2026-11-22', repeats = '7'] = process.argv.slice(2)
measure(root, Number(seed), businessDate, Number(repeats)).then(
  (result) => process.send?.({ type: 'result', result }, () => process.exit(0)),
  (error: unknown) => process.send?.({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1)),
)
