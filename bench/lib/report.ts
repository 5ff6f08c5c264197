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
} as const

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
  return targets
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
  const mark = (pass: boolean | null) => (pass === null ? 'n/a ' : pass ? 'PASS' : 'FAIL')
  parts.push(result.targets.map((t) => `${mark(t.pass)}  ${t.target}: ${t.measured} (target ${t.limit})`).join('\n'))
  parts.push(
    `CPU = user+system time of the server process (all threads, read once it has drained its queue) per request sent; medians of ${String(result.settings.rounds)} standalone and ${String(result.settings.inProcessRounds)} in-process rounds.` +
      ` growth = mock CPU per request vs the smallest size (median of rounds taken side by side). "!" = non-2xx answers or errors during load.`,
  )
  return parts.join('\n\n')
}
