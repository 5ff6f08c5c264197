import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ColdNodeRun } from '../workers/cold-node.js'
import type { ResetCostResult } from '../workers/reset-cost.js'
import type { SessionCostResult } from '../workers/session-cost.js'
import { buildColdPages, measureBrowserCold, type BrowserColdResult, type BundleSizes } from './browser-cold.js'
import type { BenchOptions } from './options.js'
import { nextMessage, nodeWorker, stopChild, CACHE_DIR } from './processes.js'
import { startCli } from './standalone.js'
import { median, round } from './stats.js'

export type { ResetCostResult } from '../workers/reset-cost.js'
export type { SessionCostResult } from '../workers/session-cost.js'
export type { BrowserColdResult, BundleSizes } from './browser-cold.js'

/** One cold cost of the mock beside its floor, over fresh processes taken in turns. */
export interface ColdPair {
  name: string
  label: string
  floorLabel: string
  /** Medians, in ms. */
  mockMs: number
  floorMs: number
  /** Median of the per-pair ratios (each pair ran back to back, under the same neighbours). */
  ratio: number
  runs: { mock: number[]; floor: number[] }
  /** For the Node rows: the median import and setup parts of the mock's figure. */
  mockImportMs?: number
  mockSetupMs?: number
}

export interface ColdResult {
  pairs: ColdPair[]
  browser: BrowserColdResult | null
  /** Why the browser was not measured, when it was not. */
  browserSkipped?: string
  bundle: BundleSizes | null
  reset: ResetCostResult | null
  /** Sessions of the standalone server: what a new one, its first write and a reset cost, and their heap. */
  sessions?: SessionCostResult | null
}

/** How many sessions the session costs are measured over. */
const SESSIONS = 100

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

async function coldNode(options: BenchOptions, kind: 'mock' | 'floor', scenario: string): Promise<ColdNodeRun> {
  const child = nodeWorker('cold-node', [options.root, kind, scenario, String(options.seed), options.businessDate])
  try {
    const { run } = await nextMessage(child, (m): m is { type: 'result'; run: ColdNodeRun } => (m as { type?: string }).type === 'result')
    return run
  } finally {
    await stopChild(child)
  }
}

/** Spawns the bare server the way the CLI is spawned and waits for its first answer. */
async function bareSpawnMs(): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, [join(CACHE_DIR, 'workers', 'bare-spawn.js')], { stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      let stdout = ''
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk
        const match = /listening on (http:\/\/\S+)/.exec(stdout)
        if (match) resolveUrl(match[1]!)
      })
      child.once('exit', (code) => reject(new Error(`The bare server exited with ${code} before listening.`)))
    })
    const response = await fetch(`${url}/api/guests?pageSize=1`)
    await response.arrayBuffer()
    return performance.now() - started
  } finally {
    await stopChild(child)
  }
}

/** Runs `mock` and `floor` `repeats` times in turns (order swapped every other pair). */
async function paired(repeats: number, mock: () => Promise<number>, floor: () => Promise<number>) {
  const runs = { mock: [] as number[], floor: [] as number[] }
  const ratios: number[] = []
  for (let i = 0; i < repeats; i++) {
    let m: number
    let f: number
    if (i % 2 === 0) {
      m = await mock()
      f = await floor()
    } else {
      f = await floor()
      m = await mock()
    }
    runs.mock.push(round(m))
    runs.floor.push(round(f))
    ratios.push(m / f)
  }
  return { mockMs: round(median(runs.mock)), floorMs: round(median(runs.floor)), ratio: round(median(ratios)), runs }
}

/**
 * The cold costs, each beside its floor: a Node test file's start (fresh process, import to
 * first answer) at the default hotel and the `small` scenario against msw with one handler; the
 * CLI from spawn to first answer against a bare `node:http` server spawned the same way; the
 * browser page from navigation to first answer against msw's one-handler worker page, and what
 * the browser entry adds to a production build; and a reset and a new hotel against one request.
 */
export async function measureCold(options: BenchOptions, log: (line: string) => void): Promise<ColdResult> {
  const repeats = options.coldRepeats
  const pairs: ColdPair[] = []
  // One unmeasured start of each, so the file system cache holds every module for all runs alike.
  await coldNode(options, 'floor', 'default')
  await coldNode(options, 'mock', 'default')
  for (const scenario of ['default', 'small'] as const) {
    const parts: ColdNodeRun[] = []
    const pair = await paired(
      repeats,
      async () => {
        const run = await coldNode(options, 'mock', scenario)
        parts.push(run)
        return run.firstAnswerMs
      },
      async () => (await coldNode(options, 'floor', scenario)).firstAnswerMs,
    )
    pairs.push({
      name: `node-${scenario}`,
      label: `Node test file, ${scenario === 'default' ? 'default hotel' : 'small scenario'}: import ./node to first fetch`,
      floorLabel: 'msw + msw/node, one handler',
      ...pair,
      mockImportMs: round(median(parts.map((p) => p.importMs))),
      mockSetupMs: round(median(parts.map((p) => p.setupMs))),
    })
    log(`  cold Node (${scenario}): ${pair.mockMs} ms vs msw's floor ${pair.floorMs} ms = ${pair.ratio}x`)
  }
  await bareSpawnMs()
  const cli = await paired(
    repeats,
    async () => {
      const server = await startCli(options, 500)
      await stopChild(server.child)
      return server.startToFirstAnswerMs
    },
    bareSpawnMs,
  )
  pairs.push({ name: 'cli-spawn', label: 'CLI (500 guests): spawn to first answer', floorLabel: 'bare node:http, spawned alike', ...cli })
  log(`  cold CLI: ${cli.mockMs} ms vs bare ${cli.floorMs} ms = ${cli.ratio}x`)

  const pagesDir = join(CACHE_DIR, 'cold-pages')
  const bundle = await buildColdPages(options.root, pagesDir, options.seed, options.businessDate)
  log(`  browser entry: ${round(bundle.mockGzipBytes / 1024)} KB gzip, msw's floor ${round(bundle.floorGzipBytes / 1024)} KB, added ${round(bundle.addedGzipBytes / 1024)} KB`)
  let browser: BrowserColdResult | null = null
  let browserSkipped: string | undefined
  if (existsSync(CHROMIUM)) {
    // Twice the rounds: a page load takes about a second, and a page's first answer varies more
    // from load to load than a process's start does.
    browser = await measureBrowserCold(pagesDir, repeats * 2, CHROMIUM)
    log(`  cold browser: ${browser.mockMs} ms vs msw's floor page ${browser.floorMs} ms = ${browser.ratio}x (empty hotel ${browser.emptyMs} ms = ${browser.emptyRatio}x)`)
  } else {
    browserSkipped = `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`
    log(`  cold browser: skipped, ${browserSkipped}`)
  }

  const child = nodeWorker('reset-cost', [resolve(options.root), String(options.seed), options.businessDate, String(repeats)])
  let reset: ResetCostResult | null = null
  try {
    ;({ result: reset } = await nextMessage(child, (m): m is { type: 'result'; result: ResetCostResult } => (m as { type?: string }).type === 'result'))
  } finally {
    await stopChild(child)
  }
  log(`  reset after a typical test ${reset.resetMs} ms, new hotel ${reset.newHotelMs} ms (small ${reset.newSmallHotelMs} ms), one request ${reset.requestMs} ms`)

  const sessionChild = nodeWorker('session-cost', [resolve(options.root), String(options.seed), options.businessDate, String(SESSIONS)], ['--expose-gc'])
  let sessions: SessionCostResult
  try {
    ;({ result: sessions } = await nextMessage(sessionChild, (m): m is { type: 'result'; result: SessionCostResult } => (m as { type?: string }).type === 'result'))
  } finally {
    await stopChild(sessionChild)
  }
  log(
    `  sessions: first request ${sessions.firstRequestMs} ms, first write ${sessions.firstWriteMs} ms, reset ${sessions.resetMs} ms; ` +
      `heap per session ${sessions.heapPerReadingSessionMB} MB read, ${sessions.heapPerWrittenSessionMB} MB written, ${sessions.heapPerResetSessionMB} MB reset ` +
      `(${sessions.sessions} written: ${sessions.heapAllWrittenMB} MB)`,
  )
  return { pairs, browser, ...(browserSkipped && { browserSkipped }), bundle, reset, sessions }
}
