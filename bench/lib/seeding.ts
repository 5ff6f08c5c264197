import type { SeedRun } from '../workers/seed.js'
import { LARGE_SIZE, type BenchOptions } from './options.js'
import { nextMessage, nodeWorker, stopChild } from './processes.js'
import { startCli } from './standalone.js'
import { median, round } from './stats.js'

export type { SeedRun } from '../workers/seed.js'

export interface SeedingResult {
  guests: number
  reservations: number
  /** Medians over fresh processes. */
  seedMs: number
  seedCpuMs: number
  importMs: number
  rssMB: number
  peakRssMB: number
  baselineRssMB: number
  runs: SeedRun[]
}

export interface ColdStartResult {
  guests: number
  /** Median, from spawning the CLI to its first 200 answer. */
  startToFirstAnswerMs: number
  runs: number[]
}

/** Seeding time and memory at each size, each run in a fresh process. */
export async function measureSeeding(options: BenchOptions, guests: number, log: (line: string) => void): Promise<SeedingResult> {
  const repeats = guests >= LARGE_SIZE ? options.largeSeedRepeats : options.seedRepeats
  const runs: SeedRun[] = []
  for (let i = 0; i < repeats; i++) {
    const child = nodeWorker(
      'seed',
      [options.root, String(guests), String(options.seed), options.businessDate],
      ['--expose-gc'],
    )
    try {
      const { run } = await nextMessage(child, (m): m is { type: 'result'; run: SeedRun } => (m as { type?: string }).type === 'result')
      runs.push(run)
    } finally {
      await stopChild(child)
    }
  }
  const of = (pick: (run: SeedRun) => number) => round(median(runs.map(pick)))
  const result: SeedingResult = {
    guests,
    reservations: runs[0]?.reservations ?? 0,
    seedMs: of((r) => r.seedMs),
    seedCpuMs: of((r) => r.seedCpuMs),
    importMs: of((r) => r.importMs),
    rssMB: of((r) => r.rssMB),
    peakRssMB: of((r) => r.peakRssMB),
    baselineRssMB: of((r) => r.baselineRssMB),
    runs: runs.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round(v)])) as unknown as SeedRun),
  }
  log(`  seeding ${guests} guests: ${result.seedMs} ms (CPU ${result.seedCpuMs} ms), ${result.rssMB} MB resident (peak ${result.peakRssMB} MB)`)
  return result
}

/** The CLI from spawn to its first answer, a few cold starts. */
export async function measureColdStart(options: BenchOptions, guests: number, log: (line: string) => void): Promise<ColdStartResult> {
  const runs: number[] = []
  for (let i = 0; i < options.startRepeats; i++) {
    const server = await startCli(options, guests)
    runs.push(round(server.startToFirstAnswerMs))
    await stopChild(server.child)
  }
  const result = { guests, startToFirstAnswerMs: round(median(runs)), runs }
  log(`  cold start (${guests} guests) to first answer: ${result.startToFirstAnswerMs} ms`)
  return result
}
