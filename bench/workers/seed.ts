/**
 * Seeding time and memory at one hotel size, in a fresh process: what `createDatabase` costs
 * a user's test process or the CLI, cold (import time is measured apart). Run with --expose-gc so the resident figure is taken
 * after the full collections the CLI makes after seeding a large hotel (what stays, not what the
 * seeding left behind to collect).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface SeedRun {
  guests: number
  reservations: number
  importMs: number
  seedMs: number
  /** CPU time of the seeding (all threads, GC included): less sensitive to a busy machine than `seedMs`. */
  seedCpuMs: number
  /** Resident memory before the package was imported (Node itself and this worker). */
  baselineRssMB: number
  /** Resident memory after seeding and two full garbage collections, once the freed pages are returned. */
  rssMB: number
  /** Highest resident memory of the process (VmHWM). */
  peakRssMB: number
  heapUsedMB: number
}

type MainEntry = typeof import('../../src/index.js')

function rss(): { rssMB: number; peakRssMB: number } {
  const status = readFileSync('/proc/self/status', 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN)
  return { rssMB: kb('VmRSS') / 1024, peakRssMB: kb('VmHWM') / 1024 }
}

/**
 * Resident memory once it stops falling: V8 hands the pages a collection freed back to the system
 * from a background thread, shortly after it (within about 100 ms here), so a reading taken at
 * once still counts them. Reads every 100 ms until two readings agree within 1 MB, for at most 5 s.
 */
async function settledRss(): Promise<{ rssMB: number; peakRssMB: number }> {
  let last = rss()
  for (let waited = 0; waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const now = rss()
    const settled = Math.abs(now.rssMB - last.rssMB) < 1
    last = now
    if (settled) break
  }
  return last
}

async function measure(root: string, guests: number, seed: number, businessDate: string): Promise<SeedRun> {
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined)
  gc()
  const baseline = rss()
  const importStarted = performance.now()
  const entry = (await import(pathToFileURL(resolve(root, 'dist/src/index.js')).href)) as MainEntry
  const cpuBefore = process.cpuUsage()
  const seedStarted = performance.now()
  const db = await entry.createDatabase({ seed, guests, businessDate })
  const seeded = performance.now()
  const cpu = process.cpuUsage(cpuBefore)
  // Two collections, as the CLI makes after seeding a large hotel (see src/collect-garbage.ts).
  gc()
  gc()
  const memory = await settledRss()
  return {
    guests: db.guestCount,
    reservations: db.reservationCount,
    importMs: seedStarted - importStarted,
    seedMs: seeded - seedStarted,
    seedCpuMs: (cpu.user + cpu.system) / 1000,
    baselineRssMB: baseline.rssMB,
    rssMB: memory.rssMB,
    peakRssMB: memory.peakRssMB,
    heapUsedMB: process.memoryUsage().heapUsed / 2 ** 20,
  }
}

const [root = '.', guests = '500', seed = '1', businessDate = '2026-11-22'] = process.argv.slice(2)
measure(root, Number(guests), Number(seed), businessDate).then(
  (run) => process.send?.({ type: 'result', run }, () => process.exit(0)),
  (error: unknown) => {
    process.send?.({ type: 'failed', error: error instanceof Error ? error.stack ?? error.message : String(error) }, () => process.exit(1))
  },
)
