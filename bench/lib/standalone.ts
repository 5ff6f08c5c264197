import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import autocannon, { type RequestStep } from 'autocannon'
import { discoverFixture, endpointsFor, sampleResponse, selectEndpoints, type Endpoint } from './endpoints.js'
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

/** Runs autocannon for `seconds` and reads the server's CPU time around it. */
/** Puts the mock's hotel back as it was seeded, through its control plane. */
async function resetHotel(url: string): Promise<void> {
  const response = await fetch(`${url}/__mock/reset`, { method: 'POST' })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`POST /__mock/reset answered ${response.status}.`)
}

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

/**
 * The standalone server at one hotel size, endpoint by endpoint, each side by side with the bare
 * server answering the same bytes. Rounds alternate mock, bare, mock, bare... so a noisy
 * neighbour hits both alike.
 */
export async function measureStandalone(
  options: BenchOptions,
  guests: number,
  log: (line: string) => void,
): Promise<StandaloneResult> {
  const mock = await startCli(options, guests, options.serverNodeArgs)
  const bare = await startBare()
  try {
    const atStart = processMemory(mock.child.pid!)
    log(`  mock server up in ${Math.round(mock.startToFirstAnswerMs)} ms (${guests} guests), ${Math.round(atStart.rssMB)} MB resident`)
    const fixture = await discoverFixture(mock.url)
    const endpoints = selectEndpoints(endpointsFor(fixture, `s${guests}.${Date.now().toString(36)}`), options.endpoints)
    if (options.globalWarmupSeconds > 0) {
      // The server's JIT takes seconds of traffic to settle: warm it on every read first, so the
      // first endpoint measured is not the one that pays for it.
      const reads = endpoints.filter((endpoint) => !endpoint.writes).map((endpoint) => ({ method: endpoint.method, path: endpoint.path }))
      if (reads.length > 0) {
        await autocannon({ url: mock.url, connections: options.connections, duration: options.globalWarmupSeconds, sampleInt: 50, requests: reads })
        await waitUntilIdle(mock.child.pid!)
      }
    }
    const results: StandaloneEndpointResult[] = []
    for (const endpoint of endpoints) {
      const mockPid = mock.child.pid!
      const barePid = bare.child.pid!
      if (endpoint.writes && options.globalWarmupSeconds > 0) {
        // A write runs code the reads' warm-up never reached (validation, index updates): it is
        // warmed as long, then the hotel is reset to its seeded state, so the thousands of guests
        // the warm-up created do not weigh on what is measured.
        await load(mock.url, mockPid, endpoint, options.globalWarmupSeconds, options.connections)
        await resetHotel(mock.url)
        await waitUntilIdle(mockPid)
      }
      const sample = await sampleResponse(mock.url, endpoint)
      await bare.setBody(sample)
      if (options.warmupSeconds > 0) {
        await load(mock.url, mockPid, endpoint, options.warmupSeconds, options.connections)
        await load(bare.url, barePid, endpoint, options.warmupSeconds, options.connections)
      }
      const mockRounds: LoadRound[] = []
      const bareRounds: LoadRound[] = []
      for (let i = 0; i < options.rounds; i++) {
        mockRounds.push(await load(mock.url, mockPid, endpoint, options.roundSeconds, options.connections))
        bareRounds.push(await load(bare.url, barePid, endpoint, options.roundSeconds, options.connections))
      }
      const mockSummary = summarise(mockRounds)
      const bareSummary = summarise(bareRounds)
      const result: StandaloneEndpointResult = {
        name: endpoint.name,
        label: endpoint.label,
        bodyBytes: Buffer.byteLength(sample.body),
        mock: mockSummary,
        bare: bareSummary,
        // Each mock round is paired with the bare round right after it, under the same load
        // from neighbours; the median of those ratios is steadier than a ratio of medians.
        ratio: round(median(mockRounds.map((r, i) => r.cpuUsPerRequest / bareRounds[i]!.cpuUsPerRequest))),
      }
      results.push(result)
      const failed = mockSummary.non2xx + mockSummary.errors > 0 ? `  (${mockSummary.non2xx} non-2xx, ${mockSummary.errors} errors!)` : ''
      log(
        `  ${endpoint.name.padEnd(13)} mock ${fmt(mockSummary.cpuUsPerRequest)} us/req, ${fmt(mockSummary.rps)} req/s;` +
          ` bare ${fmt(bareSummary.cpuUsPerRequest)} us/req; ratio ${result.ratio}${failed}`,
      )
    }
    const memory = processMemory(mock.child.pid!)
    return {
      guests,
      startToFirstAnswerMs: round(mock.startToFirstAnswerMs),
      rssAtStartMB: round(atStart.rssMB),
      rssAfterLoadMB: round(memory.rssMB),
      peakRssMB: round(memory.peakRssMB),
      endpoints: results,
    }
  } finally {
    await Promise.all([stopChild(mock.child), stopChild(bare.child)])
  }
}

function fmt(value: number): string {
  return String(round(value))
}
