import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import autocannon, { type RequestStep } from 'autocannon'
import { discoverFixture, endpointsFor, sampleResponse, selectEndpoints, type Endpoint, type SampleResponse } from './endpoints.js'
import type { BenchOptions } from './options.js'
import { nextMessage, nodeWorker, processCpuMicros, processMemory, stopChild, waitUntilIdle } from './processes.js'
import { median, round } from './stats.js'

/** One measured round of load against one server. */
export interface LoadRound {
  requests: number
  rps: number
  p50Ms: number
  p99Ms: number
  cpuUsPerRequest: number
  non2xx: number
  errors: number
}

/** Medians over rounds (every figure of a round but its request count), and the rounds. */
export interface LoadSummary extends Omit<LoadRound, 'requests'> {
  rounds: LoadRound[]
}

export interface StandaloneEndpointResult {
  name: string
  label: string
  bodyBytes: number
  mock: LoadSummary
  bare: LoadSummary
  /** Mock CPU per request / bare CPU per request: the median over paired rounds. */
  ratio: number
  /**
   * Mock CPU per request / the same at the smallest size measured: the median over rounds taken
   * side by side (absent at the smallest size).
   */
  growth?: number
}

export interface StandaloneResult {
  guests: number
  /** From spawning the CLI to its first 200 answer, including seeding. */
  startToFirstAnswerMs: number
  /** Resident memory at the first answer, before any load. */
  rssAtStartMB: number
  /** Resident memory after every endpoint's load (writes included: each create adds a guest). */
  rssAfterLoadMB: number
  peakRssMB: number
  endpoints: StandaloneEndpointResult[]
}

/** A mock server started from the package's CLI, as a user starts it. */
export interface CliServer {
  child: ChildProcess
  url: string
  startToFirstAnswerMs: number
}

/** Starts `dist/src/cli.js` on a free port and waits for its first answer. */
export async function startCli(options: BenchOptions, guests: number, nodeArgs: readonly string[] = []): Promise<CliServer> {
  const started = performance.now()
  const cli = resolve(options.root, 'dist/src/cli.js')
  const args = ['--port', '0', '--guests', String(guests), '--seed', String(options.seed), '--business-date', options.businessDate]
  const child = spawn(process.execPath, [...nodeArgs, cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)))
  const url = await new Promise<string>((resolveUrl, reject) => {
    let stdout = ''
    const onData = (chunk: string) => {
      stdout += chunk
      const match = /listening on (http:\/\/\S+)/.exec(stdout)
      if (match) {
        child.off('exit', onExit)
        resolveUrl(match[1]!)
      }
    }
    const onExit = (code: number | null) => reject(new Error(`The mock CLI exited with ${code} before listening:\n${stderr}`))
    child.stdout!.setEncoding('utf8').on('data', onData)
    child.once('exit', onExit)
  })
  const response = await fetch(`${url}/api/guests?pageSize=1`)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`The mock's first answer was ${response.status}, not 200.`)
  return { child, url, startToFirstAnswerMs: performance.now() - started }
}

interface BareServer {
  child: ChildProcess
  url: string
  setBody(sample: { status: number; contentType: string; body: string }): Promise<void>
}

async function startBare(): Promise<BareServer> {
  const child = nodeWorker('bare-server')
  const { port } = await nextMessage(child, (m): m is { type: 'listening'; port: number } => (m as { type?: string }).type === 'listening')
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    async setBody(sample) {
      const ready = nextMessage(child, (m): m is { type: 'ready' } => (m as { type?: string }).type === 'ready')
      child.send({ type: 'body', ...sample })
      await ready
    },
  }
}

/** Puts the mock's hotel back as it was seeded, through its control plane. */
async function resetHotel(url: string): Promise<void> {
  const response = await fetch(`${url}/__mock/reset`, { method: 'POST' })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`POST /__mock/reset answered ${response.status}.`)
}

/** Runs autocannon for `seconds` and reads the server's CPU time around it. */
async function load(url: string, pid: number, endpoint: Endpoint, seconds: number, connections: number): Promise<LoadRound> {
  const step: RequestStep = { method: endpoint.method, path: endpoint.path }
  if (endpoint.body) {
    const makeBody = endpoint.body
    step.headers = { 'content-type': 'application/json' }
    step.setupRequest = (request) => ({ ...request, body: makeBody() })
  }
  const cpuBefore = processCpuMicros(pid)
  // sampleInt: autocannon checks its deadline once per sample (every second by default), which
  // would stretch every round to a whole number of seconds.
  const result = await autocannon({ url, connections, duration: seconds, sampleInt: 50, timeout: 30, requests: [step] })
  // autocannon stops sending at the deadline, but a slow endpoint still has requests in the
  // server's queue: charge their CPU to this round (and keep it out of the next one).
  await waitUntilIdle(pid)
  const cpu = processCpuMicros(pid) - cpuBefore
  const completed = result.requests.total
  const sent = Math.max(completed, result.requests.sent ?? completed)
  return {
    requests: completed,
    rps: completed / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuUsPerRequest: sent > 0 ? cpu / sent : NaN,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

function summarise(rounds: LoadRound[]): LoadSummary {
  const of = (pick: (r: LoadRound) => number) => round(median(rounds.map(pick)))
  return {
    rps: of((r) => r.rps),
    p50Ms: of((r) => r.p50Ms),
    p99Ms: of((r) => r.p99Ms),
    cpuUsPerRequest: of((r) => r.cpuUsPerRequest),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rounds: rounds.map((r) => ({ ...r, rps: round(r.rps), cpuUsPerRequest: round(r.cpuUsPerRequest) })),
  }
}

/** One mock server of the measurement: a hotel size, its CLI process and its endpoints. */
interface SizedMock {
  guests: number
  mock: CliServer
  atStart: { rssMB: number; peakRssMB: number }
  endpoints: Endpoint[]
}

/**
 * The standalone server at every hotel size, endpoint by endpoint, each side by side with the bare
 * server answering the same bytes. One mock server per size runs for the whole measurement, and
 * each round loads every size in turn (in reverse order every other round), each followed by the
 * bare server with that size's body: mock 500, bare, mock 100k, bare, then mock 100k, bare, mock
 * 500, bare, ... So a noisy neighbour hits the mock and its floor alike, and
 * the sizes alike: the growth from the smallest size is the median of ratios of rounds taken side
 * by side, as steady as the ratios to the bare server (measured size after size, a change of
 * neighbours between them read as growth of up to 2x).
 */
export async function measureStandalone(
  options: BenchOptions,
  sizes: readonly number[],
  log: (line: string) => void,
): Promise<StandaloneResult[]> {
  const servers: SizedMock[] = []
  const bare = await startBare()
  try {
    for (const guests of sizes) {
      const mock = await startCli(options, guests, options.serverNodeArgs)
      const atStart = processMemory(mock.child.pid!)
      log(`  mock server up in ${Math.round(mock.startToFirstAnswerMs)} ms (${guests} guests), ${Math.round(atStart.rssMB)} MB resident`)
      const fixture = await discoverFixture(mock.url)
      const endpoints = selectEndpoints(endpointsFor(fixture, `s${guests}.${Date.now().toString(36)}`), options.endpoints)
      servers.push({ guests, mock, atStart, endpoints })
    }
    for (const server of servers) {
      if (options.globalWarmupSeconds <= 0) break
      // The server's JIT takes seconds of traffic to settle: warm it on every read first, so the
      // first endpoint measured is not the one that pays for it.
      const reads = server.endpoints.filter((endpoint) => !endpoint.writes).map((endpoint) => ({ method: endpoint.method, path: endpoint.path }))
      if (reads.length === 0) continue
      await autocannon({ url: server.mock.url, connections: options.connections, duration: options.globalWarmupSeconds, sampleInt: 50, requests: reads })
      await waitUntilIdle(server.mock.child.pid!)
    }
    const results = servers.map(() => [] as StandaloneEndpointResult[])
    const barePid = bare.child.pid!
    for (const name of servers[0]?.endpoints.map((endpoint) => endpoint.name) ?? []) {
      const measured = servers.map((server) => ({ server, endpoint: server.endpoints.find((endpoint) => endpoint.name === name)! }))
      const samples: SampleResponse[] = []
      for (const { server, endpoint } of measured) {
        const mockPid = server.mock.child.pid!
        if (endpoint.writes && options.globalWarmupSeconds > 0) {
          // A write runs code the reads' warm-up never reached (validation, index updates): it is
          // warmed as long, in the seeded hotel. A create is warmed first and the hotel then reset,
          // so the thousands of guests its warm-up created do not weigh on what is measured. A
          // write that adds nothing (a PUT) is warmed after the reset instead: the server runs
          // 1.5-3x slower for about a second of load after a reset, which would fall in the rounds.
          if (endpoint.addsRecords) await load(server.mock.url, mockPid, endpoint, options.globalWarmupSeconds, options.connections)
          await resetHotel(server.mock.url)
          await waitUntilIdle(mockPid)
          if (!endpoint.addsRecords) {
            await load(server.mock.url, mockPid, endpoint, options.globalWarmupSeconds, options.connections)
            await waitUntilIdle(mockPid)
          }
        }
        const sample = await sampleResponse(server.mock.url, endpoint)
        samples.push(sample)
        if (options.warmupSeconds > 0) {
          await bare.setBody(sample)
          await load(server.mock.url, mockPid, endpoint, options.warmupSeconds, options.connections)
          await load(bare.url, barePid, endpoint, options.warmupSeconds, options.connections)
        }
      }
      const mockRounds = measured.map(() => [] as LoadRound[])
      const bareRounds = measured.map(() => [] as LoadRound[])
      for (let i = 0; i < options.rounds; i++) {
        // Every other round takes the sizes in reverse order, so neither always goes first.
        const order = [...measured.entries()]
        if (i % 2 === 1) order.reverse()
        for (const [at, { server, endpoint }] of order) {
          await bare.setBody(samples[at]!)
          mockRounds[at]!.push(await load(server.mock.url, server.mock.child.pid!, endpoint, options.roundSeconds, options.connections))
          bareRounds[at]!.push(await load(bare.url, barePid, endpoint, options.roundSeconds, options.connections))
        }
      }
      for (const [at, { server, endpoint }] of measured.entries()) {
        const mockSummary = summarise(mockRounds[at]!)
        const bareSummary = summarise(bareRounds[at]!)
        const result: StandaloneEndpointResult = {
          name: endpoint.name,
          label: endpoint.label,
          bodyBytes: Buffer.byteLength(samples[at]!.body),
          mock: mockSummary,
          bare: bareSummary,
          // Each mock round is paired with the bare round right after it, under the same load
          // from neighbours; the median of those ratios is steadier than a ratio of medians.
          ratio: round(median(mockRounds[at]!.map((r, i) => r.cpuUsPerRequest / bareRounds[at]![i]!.cpuUsPerRequest))),
          ...(at > 0 && { growth: round(median(mockRounds[at]!.map((r, i) => r.cpuUsPerRequest / mockRounds[0]![i]!.cpuUsPerRequest))) }),
        }
        results[at]!.push(result)
        const failed = mockSummary.non2xx + mockSummary.errors > 0 ? `  (${mockSummary.non2xx} non-2xx, ${mockSummary.errors} errors!)` : ''
        log(
          `  ${endpoint.name.padEnd(13)} ${sizeTag(server.guests).padStart(5)}  mock ${fmt(mockSummary.cpuUsPerRequest)} us/req, ${fmt(mockSummary.rps)} req/s;` +
            ` bare ${fmt(bareSummary.cpuUsPerRequest)} us/req; ratio ${result.ratio}${result.growth === undefined ? '' : `; growth ${result.growth}`}${failed}`,
        )
      }
    }
    return servers.map((server, at) => {
      const memory = processMemory(server.mock.child.pid!)
      return {
        guests: server.guests,
        startToFirstAnswerMs: round(server.mock.startToFirstAnswerMs),
        rssAtStartMB: round(server.atStart.rssMB),
        rssAfterLoadMB: round(memory.rssMB),
        peakRssMB: round(memory.peakRssMB),
        endpoints: results[at]!,
      }
    })
  } finally {
    await Promise.all([...servers.map((server) => stopChild(server.mock.child)), stopChild(bare.child)])
  }
}

function sizeTag(guests: number): string {
  return guests >= 1000 && guests % 1000 === 0 ? `${guests / 1000}k` : String(guests)
}

function fmt(value: number): string {
  return String(round(value))
}
