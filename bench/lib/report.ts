import type { ColdResult } from './cold.js'
import type { InProcessResult } from './in-process.js'
import type { ColdStartResult, SeedingResult } from './seeding.js'
import type { StandaloneResult } from './standalone.js'
import { round } from './stats.js'

/** Everything one run measured: what the table shows and the JSON file holds. */
export interface BenchResult {
  schema: 1
  startedAt: string
  finishedAt: string
  durationSeconds: number
  command: string
  machine: {
    nproc: number
    cpuModel: string
    node: string
    platform: string
    memoryGB: number
    loadAverageBefore: number[]
    loadAverageAfter: number[]
  }
  package: { name: string; version: string; root: string; commit: string; uncommittedSourceChanges: boolean }
  settings: Record<string, unknown>
  standalone: StandaloneResult[]
  inProcess: InProcessResult[]
  seeding: SeedingResult[]
  coldStart: ColdStartResult | null
  /** Cold costs beside their floors (absent in results from before they were measured). */
  cold?: ColdResult | null
  targets: TargetResult[]
}

/** One performance target with what this run measured; `pass` is null when the run did not measure it. */
export interface TargetResult {
  target: string
  limit: string
  measured: string
  pass: boolean | null
}

/** The performance targets. */
export const LIMITS = {
  standaloneRatio: 10,
  growth: 1.5,
  searchGrowth: 3,
  inProcessRatio: 1.5,
  defaultSeedMs: 200,
  largeSeedMs: 10_000,
  largeRssMB: 500,
  coldStartMs: 1000,
  defaultGuests: 500,
  largeGuests: 100_000,
  /** Cold costs, as multiples of their floors, and the browser entry's weight beyond msw. */
  nodeColdRatio: 1.5,
  cliSpawnRatio: 3,
  browserColdRatio: 1.5,
  browserAddedGzipKB: 150,
} as const

/** The limit of each cold pair, by name. */
export const COLD_LIMITS: Record<string, number> = {
  'node-default': LIMITS.nodeColdRatio,
  'cli-spawn': LIMITS.cliSpawnRatio,
}

/** Checks every performance target against a run's figures. */
export function evaluateTargets(result: Omit<BenchResult, 'targets'>): TargetResult[] {
  const targets: TargetResult[] = []
  const worst = <T>(items: T[], value: (item: T) => number) =>
    items.reduce<T | undefined>((max, item) => (max === undefined || value(item) > value(max) ? item : max), undefined)

  for (const size of result.standalone) {
    const top = worst(size.endpoints, (e) => e.ratio)
    const over = size.endpoints.filter((e) => !(e.ratio <= LIMITS.standaloneRatio)).map((e) => e.name)
    targets.push({
      target: `standalone: server CPU per request vs bare server, every endpoint, ${size.guests} guests`,
      limit: `<= ${LIMITS.standaloneRatio}x`,
      measured: top ? `worst ${top.name} ${top.ratio}x${over.length ? `; over: ${over.join(', ')}` : ''}` : 'no endpoints',
      pass: top ? over.length === 0 : null,
    })
  }
  const [smallest, largest] = [result.standalone[0], result.standalone.at(-1)]
  if (smallest && largest && smallest !== largest) {
    const growth = largest.endpoints.map((e) => {
      const before = smallest.endpoints.find((s) => s.name === e.name)
      const limit = e.name.startsWith('search') ? LIMITS.searchGrowth : LIMITS.growth
      // Results from before sizes were measured side by side have no paired growth.
      return { name: e.name, limit, value: e.growth ?? (before ? round(e.mock.cpuUsPerRequest / before.mock.cpuUsPerRequest) : NaN) }
    })
    const over = growth.filter((g) => !(g.value <= g.limit))
    const top = worst(growth, (g) => g.value / g.limit)
    targets.push({
      target: `standalone: CPU per request growth from ${smallest.guests} to ${largest.guests} guests`,
      limit: `<= ${LIMITS.growth}x (search <= ${LIMITS.searchGrowth}x)`,
      measured: top ? `worst ${top.name} ${top.value}x${over.length ? `; over: ${over.map((g) => `${g.name} ${g.value}x`).join(', ')}` : ''}` : '-',
      pass: top ? over.length === 0 : null,
    })
  } else {
    targets.push({ target: 'standalone: CPU per request growth with data size', limit: `<= ${LIMITS.growth}x (search <= ${LIMITS.searchGrowth}x)`, measured: 'needs two sizes', pass: null })
  }
  for (const size of result.inProcess) {
    const top = worst(size.endpoints, (e) => e.ratio)
    const over = size.endpoints.filter((e) => !(e.ratio <= LIMITS.inProcessRatio)).map((e) => e.name)
    targets.push({
      target: `in-process: CPU per request vs msw's own floor, every endpoint, ${size.guests} guests`,
      limit: `<= ${LIMITS.inProcessRatio}x`,
      measured: top ? `worst ${top.name} ${top.ratio}x${over.length ? `; over: ${over.join(', ')}` : ''}` : 'no endpoints',
      pass: top ? over.length === 0 : null,
    })
  }
  const seeding = (guests: number) => result.seeding.find((s) => s.guests === guests)
  const small = seeding(LIMITS.defaultGuests)
  targets.push({
    target: `seeding the default hotel (${LIMITS.defaultGuests} guests), cold process`,
    limit: `< ${LIMITS.defaultSeedMs} ms`,
    measured: small ? `${small.seedMs} ms` : 'not measured',
    pass: small ? small.seedMs < LIMITS.defaultSeedMs : null,
  })
  const large = seeding(LIMITS.largeGuests)
  targets.push({
    target: `seeding ${LIMITS.largeGuests} guests with their reservations`,
    limit: `< ${LIMITS.largeSeedMs / 1000} s`,
    measured: large ? `${round(large.seedMs / 1000)} s` : 'not measured',
    pass: large ? large.seedMs < LIMITS.largeSeedMs : null,
  })
  targets.push({
    target: `resident memory with ${LIMITS.largeGuests} guests (after seeding and two full GCs)`,
    limit: `< ${LIMITS.largeRssMB} MB`,
    measured: large ? `${large.rssMB} MB (peak ${large.peakRssMB} MB)` : 'not measured',
    pass: large ? large.rssMB < LIMITS.largeRssMB : null,
  })
  const cold = result.coldStart
  targets.push({
    target: `server start to first answer, ${cold?.guests ?? LIMITS.defaultGuests} guests`,
    limit: `< ${LIMITS.coldStartMs} ms`,
    measured: cold ? `${cold.startToFirstAnswerMs} ms` : 'not measured',
    pass: cold ? cold.startToFirstAnswerMs < LIMITS.coldStartMs : null,
  })
  targets.push(...coldTargets(result.cold))
  return targets
}

function coldTargets(cold: ColdResult | null | undefined): TargetResult[] {
  const pair = (name: string) => cold?.pairs.find((p) => p.name === name)
  const ratioTarget = (target: string, limit: number, found: { mockMs: number; floorMs: number; ratio: number } | null | undefined, why = 'not measured') => ({
    target,
    limit: `<= ${limit}x`,
    measured: found ? `${found.ratio}x (${found.mockMs} ms vs ${found.floorMs} ms)` : why,
    pass: found ? found.ratio <= limit : null,
  })
  const added = cold?.bundle ? round(cold.bundle.addedGzipBytes / 1024) : undefined
  return [
    ratioTarget("cold: Node test file, import ./node to first answer, default hotel, vs msw's floor", LIMITS.nodeColdRatio, pair('node-default')),
    ratioTarget('cold: CLI spawn to first answer vs a bare node:http server spawned alike', LIMITS.cliSpawnRatio, pair('cli-spawn')),
    ratioTarget("cold: browser, navigation to first answer through the worker, vs msw's one-handler page", LIMITS.browserColdRatio, cold?.browser, cold?.browserSkipped),
    {
      target: "cold: what the browser entry adds to a production build beyond msw (esbuild, minified, gzip)",
      limit: `<= ${LIMITS.browserAddedGzipKB} KB`,
      measured: added === undefined ? 'not measured' : `${added} KB (${round(cold!.bundle!.mockGzipBytes / 1024)} KB vs ${round(cold!.bundle!.floorGzipBytes / 1024)} KB)`,
      pass: added === undefined ? null : added <= LIMITS.browserAddedGzipKB,
    },
  ]
}

/** The cold rows: each cost beside its floor, then a reset and a new hotel against one request. */
function coldTable(cold: ColdResult): string {
  const rows = cold.pairs.map((p) => [p.name, p.label, num(p.mockMs), num(p.floorMs), num(p.ratio), COLD_LIMITS[p.name] ? `<= ${COLD_LIMITS[p.name]}x` : '-', p.floorLabel, String(p.runs.mock.length)])
  if (cold.browser) {
    const b = cold.browser
    rows.push(['browser', 'Chromium, fresh profile: navigation to first answer', num(b.mockMs), num(b.floorMs), num(b.ratio), `<= ${LIMITS.browserColdRatio}x`, "msw's worker, one handler", String(b.runs.mock.length)])
    rows.push(['browser-empty', 'the same page, empty hotel (guests: 0): the start without seeding', num(b.emptyMs), num(b.floorMs), num(b.emptyRatio), '-', "msw's worker, one handler", String(b.runs.empty.length)])
  } else {
    rows.push(['browser', `not measured: ${cold.browserSkipped ?? 'skipped'}`, '-', '-', '-', `<= ${LIMITS.browserColdRatio}x`, '', '0'])
  }
  if (cold.bundle) {
    const kb = (bytes: number) => num(bytes / 1024)
    rows.push(['browser-bytes', `browser entry in a production build, KB gzip (${kb(cold.bundle.mockBytes)} KB minified)`, kb(cold.bundle.mockGzipBytes), kb(cold.bundle.floorGzipBytes), `+${kb(cold.bundle.addedGzipBytes)}`, `+${LIMITS.browserAddedGzipKB} KB`, 'msw setupWorker, one handler', '1'])
  }
  if (cold.reset) {
    const r = cold.reset
    const times = (ms: number) => `${num(ms / r.requestMs)} req`
    rows.push(['reset', 'mock.reset() after two creates and a PUT', num(r.resetMs), num(r.requestMs), times(r.resetMs), '-', 'one GET by id, same process', String(r.runs.reset.length)])
    rows.push(['new-hotel', 'a new isolated hotel (createDatabase), default', num(r.newHotelMs), num(r.requestMs), times(r.newHotelMs), '-', 'one GET by id, same process', String(r.runs.newHotel.length)])
    rows.push(['new-hotel-small', 'a new isolated hotel, small scenario', num(r.newSmallHotelMs), num(r.requestMs), times(r.newSmallHotelMs), '-', 'one GET by id, same process', String(r.runs.newSmallHotel.length)])
  }
  if (cold.sessions) {
    const s = cold.sessions
    const times = (ms: number) => `${num(ms / s.requestMs)} req`
    const floor = 'one GET of a live session, HTTP'
    const runs = String(s.sessions)
    rows.push(['session-new', `a new session's first request (reads the shared start hotel; ${num(s.heapPerReadingSessionMB)} MB heap each)`, num(s.firstRequestMs), num(s.requestMs), times(s.firstRequestMs), '-', floor, runs])
    rows.push(['session-write', `a session's first write: its own copy (${num(s.heapPerWrittenSessionMB)} MB heap each, ${num(s.heapAllWrittenMB)} MB for ${s.sessions})`, num(s.firstWriteMs), num(s.requestMs), times(s.firstWriteMs), '-', floor, runs])
    rows.push(['session-reset', `reset after that write: the copy handed back (${num(s.heapPerResetSessionMB)} MB heap each)`, num(s.resetMs), num(s.requestMs), times(s.resetMs), '-', floor, runs])
  }
  return renderTable(['cold', 'what', 'mock ms', 'floor ms', 'x floor', 'target', 'floor', 'runs'], rows, (i) => i >= 2 && i <= 5)
}

/** Formats a number for the table: a few significant digits, thousands grouped. */
function num(value: number | undefined, digits = 3): string {
  if (value === undefined || !Number.isFinite(value)) return '-'
  const rounded = round(value, digits)
  return Math.abs(rounded) >= 1000 ? Math.round(rounded).toLocaleString('en-US') : String(rounded)
}

function sizeLabel(guests: number): string {
  return guests >= 1000 && guests % 1000 === 0 ? `${guests / 1000}k` : String(guests)
}

function renderTable(header: string[], rows: string[][], rightAligned: (column: number) => boolean): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells.map((cell, i) => (rightAligned(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd()
  const rule = widths.map((w) => '-'.repeat(w)).join('  ')
  return [line(header), rule, ...rows.map((row) => (row.length === 0 ? '' : line(row)))].join('\n')
}

/** The run as one plain-text report: per-endpoint table, seeding and start figures, targets. */
export function formatReport(result: BenchResult): string {
  const header = [
    'endpoint', 'guests', 'mock req/s', 'p50 ms', 'p99 ms', 'mock CPU us/req', 'bare req/s', 'bare CPU us/req',
    'x bare', 'growth', 'in-proc us/req', 'msw floor us/req', 'x floor',
  ]
  const names = [...new Set([...result.standalone, ...result.inProcess].flatMap((size) => size.endpoints.map((e) => e.name)))]
  const sizes = [...new Set([...result.standalone, ...result.inProcess].map((size) => size.guests))].sort((a, b) => a - b)
  const rows: string[][] = []
  for (const name of names) {
    for (const guests of sizes) {
      const standalone = result.standalone.find((s) => s.guests === guests)?.endpoints.find((e) => e.name === name)
      const inProcess = result.inProcess.find((s) => s.guests === guests)?.endpoints.find((e) => e.name === name)
      const first = result.standalone[0]?.endpoints.find((e) => e.name === name)
      const growth =
        standalone && first && guests !== result.standalone[0]?.guests ? (standalone.growth ?? standalone.mock.cpuUsPerRequest / first.mock.cpuUsPerRequest) : undefined
      const failed = standalone && standalone.mock.non2xx + standalone.mock.errors > 0 ? ' !' : ''
      rows.push([
        guests === sizes[0] ? name : '',
        sizeLabel(guests),
        num(standalone?.mock.rps) + failed,
        num(standalone?.mock.p50Ms),
        num(standalone?.mock.p99Ms),
        num(standalone?.mock.cpuUsPerRequest),
        num(standalone?.bare.rps),
        num(standalone?.bare.cpuUsPerRequest),
        num(standalone?.ratio),
        growth === undefined ? '' : num(growth),
        num(inProcess?.mock.cpuUsPerRequest),
        num(inProcess?.floor.cpuUsPerRequest),
        num(inProcess?.ratio),
      ])
    }
  }
  const parts = [renderTable(header, rows, (i) => i >= 1)]

  const seedRows = result.seeding.map((s) => [
    `seeding ${sizeLabel(s.guests)}`, num(s.seedMs), num(s.seedCpuMs), num(s.importMs), num(s.rssMB), num(s.peakRssMB), num(s.baselineRssMB),
    String(s.reservations), String(s.runs.length),
  ])
  for (const size of result.standalone) {
    // Older results have no resident figure at start.
    const atStart = size.rssAtStartMB === undefined ? '' : `${num(size.rssAtStartMB)} at start, `
    seedRows.push([`server ${sizeLabel(size.guests)} (CLI)`, `start ${num(size.startToFirstAnswerMs)}`, '-', '-', `${atStart}${num(size.rssAfterLoadMB)} after load`, num(size.peakRssMB), '-', '-', '1'])
  }
  if (result.coldStart) {
    seedRows.push([`cold start ${sizeLabel(result.coldStart.guests)}`, `start ${num(result.coldStart.startToFirstAnswerMs)}`, '-', '-', '-', '-', '-', '-', String(result.coldStart.runs.length)])
  }
  if (seedRows.length > 0) {
    parts.push(
      renderTable(['process', 'seed ms', 'seed CPU ms', 'import ms', 'RSS MB', 'peak RSS MB', 'baseline MB', 'reservations', 'runs'], seedRows, (i) => i >= 1),
    )
  }
  if (result.cold) parts.push(coldTable(result.cold))
  const mark = (pass: boolean | null) => (pass === null ? 'n/a ' : pass ? 'PASS' : 'FAIL')
  parts.push(result.targets.map((t) => `${mark(t.pass)}  ${t.target}: ${t.measured} (target ${t.limit})`).join('\n'))
  parts.push(
    `CPU = user+system time of the server process (all threads, read once it has drained its queue) per request sent; medians of ${String(result.settings.rounds)} standalone and ${String(result.settings.inProcessRounds)} in-process rounds.` +
      ` growth = mock CPU per request vs the smallest size (median of rounds taken side by side). "!" = non-2xx answers or errors during load.`,
  )
  return parts.join('\n\n')
}
