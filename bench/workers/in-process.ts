/**
 * The in-process path at one hotel size, in a fresh process: `createMockServer` (msw's
 * `setupServer`) and the global `fetch`, one request after another, as a user's unit tests pay
 * it; side by side with msw's own floor: a `setupServer` with one handler for the same path that
 * answers the same bytes. Only one of the two intercepts `fetch` at a time.
 *
 * Run by bench/lib/in-process.ts with its settings as JSON in argv; answers over IPC.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { discoverFixture, endpointsFor, sampleResponse, selectEndpoints, type Endpoint, type SampleResponse } from '../lib/endpoints.js'
import { median, percentile, round } from '../lib/stats.js'

export interface InProcessSettings {
  root: string
  guests: number
  seed: number
  businessDate: string
  rounds: number
  roundSeconds: number
  warmupSeconds: number
  globalWarmupSeconds: number
  endpoints: string[]
}

export interface InProcessRound {
  requests: number
  cpuUsPerRequest: number
  wallUsPerRequest: number
  p50Us: number
  p99Us: number
}

export interface InProcessSummary extends Omit<InProcessRound, 'requests'> {
  rounds: InProcessRound[]
}

export interface InProcessEndpointResult {
  name: string
  label: string
  bodyBytes: number
  mock: InProcessSummary
  floor: InProcessSummary
  /** Mock CPU per request / floor CPU per request: the median over paired rounds. */
  ratio: number
}

export interface InProcessResult {
  guests: number
  endpoints: InProcessEndpointResult[]
}

const BASE_URL = 'http://hotel.test'

type NodeEntry = typeof import('../../src/node.js')

/** msw's floor for an endpoint: one handler on the same path pattern, answering prebuilt bytes. */
function floorHandler(endpoint: Endpoint, sample: SampleResponse): HttpHandler {
  const route = { GET: http.get, POST: http.post, PUT: http.put }[endpoint.method]
  return route(endpoint.pattern, async ({ request }) => {
    // A write's body is read, as any server must; nothing is done with it.
    if (endpoint.body) await request.arrayBuffer()
    return new HttpResponse(sample.body, { status: sample.status, headers: { 'Content-Type': sample.contentType } })
  })
}

/** What one stretch of sequential requests cost. */
interface Stretch {
  cpuUs: number
  wallUs: number
  /** Each request's wall time, in ms. */
  durations: number[]
}

/**
 * Requests sent between two turns of the event loop. An answer msw makes in process is all
 * promises, so a loop of awaited `fetch` calls never gives the event loop a turn by itself: the
 * objects Node's fetch holds through `WeakRef`s are then kept to the end of the job (about 9 KB
 * a request, msw's one-handler floor as much as the mock), and `FinalizationRegistry` clean-ups
 * never run. The heap grew by some 27 MB per 3,000 requests for the whole run, and every request
 * paid the growing collections: msw's floor for a PUT read 550-620 µs late in a full run against
 * about 330 µs in a fresh process. A test runner gives the loop a turn between tests; so does
 * this loop, every `TURN_EVERY` requests (docs/decisions/0300-bench-method.md).
 */
const TURN_EVERY = 16

const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Sequential requests for `seconds` while `server` intercepts fetch. */
async function stretch(server: SetupServer, endpoint: Endpoint, seconds: number): Promise<Stretch> {
  server.listen({ onUnhandledRequest: 'error' })
  try {
    const url = `${BASE_URL}${endpoint.path}`
    const headers = endpoint.body ? { 'Content-Type': 'application/json' } : undefined
    const durations: number[] = []
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    const deadline = started + seconds * 1000
    let now = started
    while (now < deadline) {
      const response = await fetch(url, { method: endpoint.method, headers, body: endpoint.body?.() })
      await response.arrayBuffer()
      if (response.status !== endpoint.status) {
        throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status} in process, expected ${endpoint.status}.`)
      }
      const after = performance.now()
      durations.push(after - now)
      now = after
      if (durations.length % TURN_EVERY === 0) {
        await turnOfTheEventLoop()
        now = performance.now()
      }
    }
    const cpu = process.cpuUsage(cpuBefore)
    return { cpuUs: cpu.user + cpu.system, wallUs: (now - started) * 1000, durations }
  } finally {
    server.close()
  }
}

/** The figures of one round from its stretches. */
function toRound(stretches: readonly Stretch[]): InProcessRound {
  const durations = stretches.flatMap((part) => part.durations)
  const requests = durations.length
  const sum = (pick: (part: Stretch) => number) => stretches.reduce((total, part) => total + pick(part), 0)
  return {
    requests,
    cpuUsPerRequest: sum((part) => part.cpuUs) / requests,
    wallUsPerRequest: sum((part) => part.wallUs) / requests,
    p50Us: percentile(durations, 50) * 1000,
    p99Us: percentile(durations, 99) * 1000,
  }
}

/** Unmeasured load on one server (warm-ups). */
async function run(server: SetupServer, endpoint: Endpoint, seconds: number): Promise<void> {
  await stretch(server, endpoint, seconds)
}

/**
 * Slices a round is cut into: the mock and the floor take turns every `seconds / SLICES`. Turns of
 * 30 ms instead of 50 ms were tried and dropped: no steadier, and the two full runs with them read
 * the in-process create at 1.5-1.54x against 1.08-1.29x in the runs around them (each turn starts
 * on caches the other side has used, which may weigh more on the side with more code).
 */
const SLICES = 6

/**
 * One paired round: the mock and the floor take turns in slices of a fraction of the round, so a
 * stall of the machine (on this shared machine some last a second or two and make every request
 * 10-20 times dearer) falls on both sides alike instead of on one side of the pair.
 */
async function pairedRound(mock: SetupServer, floor: SetupServer, endpoint: Endpoint, seconds: number, floorFirst: boolean): Promise<[InProcessRound, InProcessRound]> {
  const mockParts: Stretch[] = []
  const floorParts: Stretch[] = []
  for (let slice = 0; slice < SLICES; slice++) {
    const floorNow = (slice % 2 === 0) === floorFirst
    if (floorNow) floorParts.push(await stretch(floor, endpoint, seconds / SLICES))
    mockParts.push(await stretch(mock, endpoint, seconds / SLICES))
    if (!floorNow) floorParts.push(await stretch(floor, endpoint, seconds / SLICES))
  }
  return [toRound(mockParts), toRound(floorParts)]
}

function summarise(rounds: InProcessRound[]): InProcessSummary {
  const of = (pick: (r: InProcessRound) => number) => round(median(rounds.map(pick)))
  return {
    cpuUsPerRequest: of((r) => r.cpuUsPerRequest),
    wallUsPerRequest: of((r) => r.wallUsPerRequest),
    p50Us: of((r) => r.p50Us),
    p99Us: of((r) => r.p99Us),
    rounds: rounds.map((r) => ({
      requests: r.requests,
      cpuUsPerRequest: round(r.cpuUsPerRequest),
      wallUsPerRequest: round(r.wallUsPerRequest),
      p50Us: round(r.p50Us),
      p99Us: round(r.p99Us),
    })),
  }
}

async function measure(settings: InProcessSettings): Promise<InProcessResult> {
  const entry = (await import(pathToFileURL(resolve(settings.root, 'dist/src/node.js')).href)) as NodeEntry
  const mock = await entry.createMockServer({ seed: settings.seed, guests: settings.guests, businessDate: settings.businessDate })
  mock.server.listen({ onUnhandledRequest: 'error' })
  const fixture = await discoverFixture(BASE_URL)
  mock.server.close()
  const endpoints = selectEndpoints(endpointsFor(fixture, `p${settings.guests}.${Date.now().toString(36)}`), settings.endpoints)
  const samples = new Map<Endpoint, SampleResponse>()
  const floors = new Map<Endpoint, SetupServer>()
  for (const endpoint of endpoints) {
    if (endpoint.writes) continue // sampled right before they are measured: a write changes the data
    mock.server.listen({ onUnhandledRequest: 'error' })
    samples.set(endpoint, await sampleResponse(BASE_URL, endpoint))
    mock.server.close()
  }
  // msw's code paths and the mock's take seconds of traffic before the JIT settles: warm both up
  // over every read before the first measurement, so the first endpoint is not measured cold.
  const reads = endpoints.filter((endpoint) => !endpoint.writes)
  const slice = settings.globalWarmupSeconds / Math.max(1, 2 * reads.length)
  for (const endpoint of reads) {
    floors.set(endpoint, setupServer(floorHandler(endpoint, samples.get(endpoint)!)))
    if (slice > 0) {
      await run(mock.server, endpoint, slice)
      await run(floors.get(endpoint)!, endpoint, slice)
    }
  }
  const results: InProcessEndpointResult[] = []
  for (const endpoint of endpoints) {
    let sample = samples.get(endpoint)
    if (!sample) {
      mock.server.listen({ onUnhandledRequest: 'error' })
      sample = await sampleResponse(BASE_URL, endpoint)
      mock.server.close()
    }
    const floor = floors.get(endpoint) ?? setupServer(floorHandler(endpoint, sample))
    if (endpoint.writes && settings.globalWarmupSeconds > 0) {
      // As in the standalone part: a write's own code is warmed as long as the reads were, in the
      // seeded hotel. A create's warm-up is undone by a reset; a write that adds nothing is warmed
      // after the reset, which the code would otherwise be warming again from in the rounds.
      if (!endpoint.addsRecords) await mock.reset()
      await run(mock.server, endpoint, settings.globalWarmupSeconds / 2)
      await run(floor, endpoint, settings.globalWarmupSeconds / 2)
      if (endpoint.addsRecords) await mock.reset()
    }
    if (settings.warmupSeconds > 0) {
      await run(mock.server, endpoint, settings.warmupSeconds)
      await run(floor, endpoint, settings.warmupSeconds)
    }
    const mockRounds: InProcessRound[] = []
    const floorRounds: InProcessRound[] = []
    for (let i = 0; i < settings.rounds; i++) {
      // Every other round starts with the floor, so neither side always runs on the other's garbage.
      const [mockRound, floorRound] = await pairedRound(mock.server, floor, endpoint, settings.roundSeconds, i % 2 === 1)
      mockRounds.push(mockRound)
      floorRounds.push(floorRound)
    }
    const mockSummary = summarise(mockRounds)
    const floorSummary = summarise(floorRounds)
    results.push({
      name: endpoint.name,
      label: endpoint.label,
      bodyBytes: Buffer.byteLength(sample.body),
      mock: mockSummary,
      floor: floorSummary,
      ratio: round(median(mockRounds.map((r, i) => r.cpuUsPerRequest / floorRounds[i]!.cpuUsPerRequest))),
    })
    process.send?.({ type: 'progress', line: `  ${endpoint.name.padEnd(13)} in-process ${mockSummary.cpuUsPerRequest} us/req, msw floor ${floorSummary.cpuUsPerRequest} us/req` })
  }
  return { guests: settings.guests, endpoints: results }
}

const settings = JSON.parse(process.argv[2] ?? '{}') as InProcessSettings
measure(settings).then(
  (result) => process.send?.({ type: 'result', result }, () => process.exit(0)),
  (error: unknown) => {
    process.send?.({ type: 'failed', error: error instanceof Error ? error.stack ?? error.message : String(error) }, () => process.exit(1))
  },
)
