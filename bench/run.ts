/**
 * The benchmark: the mock against the physical floor of this machine, in one bounded run.
 *
 *   node --import tsx bench/run.ts            full run (a few minutes)
 *   node --import tsx bench/run.ts --quick    smoke run (under a minute)
 *   node --import tsx bench/run.ts --help     every flag
 *
 * Loopback only. See docs/performance.md for the method and the latest figures.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { renderChart } from './lib/chart.js'
import { measureInProcess, type InProcessResult } from './lib/in-process.js'
import { parseOptions, USAGE, type BenchOptions } from './lib/options.js'
import { compileWorkers } from './lib/processes.js'
import { evaluateTargets, formatReport, type BenchResult } from './lib/report.js'
import { measureCold, type ColdResult } from './lib/cold.js'
import { measureColdStart, measureSeeding, type ColdStartResult, type SeedingResult } from './lib/seeding.js'
import { measureStandalone, type StandaloneResult } from './lib/standalone.js'
import { round } from './lib/stats.js'

const benchStarted = performance.now()
/** Progress on stderr, each line stamped with the time since the run began. */
const log = (line: string) => {
  const seconds = Math.round((performance.now() - benchStarted) / 1000)
  const stamp = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
  process.stderr.write(line.trim() === '' ? '\n' : `[${stamp}] ${line}\n`)
}

/** The newest modification time of any file under the given directories. */
function newestSource(root: string, directories: readonly string[]): number {
  let newest = 0
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  for (const dir of directories) if (existsSync(join(root, dir))) walk(join(root, dir))
  return newest
}

const ENTRIES = ['dist/src/cli.js', 'dist/src/node.js', 'dist/src/index.js']

/** Compiles the package when asked, or when its dist/ is older than its sources. */
function ensureBuilt(options: BenchOptions): void {
  const expected = existsSync(join(options.root, 'scripts/build-node-entries.ts')) ? [...ENTRIES, 'dist/node/node.js'] : ENTRIES
  const missing = expected.filter((entry) => !existsSync(join(options.root, entry)))
  const stale =
    missing.length > 0 ||
    newestSource(options.root, ['src', 'handlers', 'fixtures', 'spec']) > statSync(join(options.root, ENTRIES[0]!)).mtimeMs
  if (options.build === 'never') {
    if (missing.length > 0) throw new Error(`${missing.join(', ')} missing in ${options.root}. Run npm run build first.`)
    if (stale) log('warning: dist/ is older than the sources; measuring it anyway (--build never).')
    return
  }
  if (options.build === 'auto' && !stale) return
  log('building the package (tsc -p tsconfig.build.json, then the bundles) ...')
  const tsc = resolve(options.root, 'node_modules/typescript/bin/tsc')
  const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: options.root, encoding: 'utf8' })
  // The bin is bundled after tsc (as `npm run build` does), type errors or not; older trees have no bundle step.
  // Then the bundled Node entries (docs/decisions/0312-bundled-node-entries.md), where the tree has them.
  for (const script of ['scripts/build-cli.ts', 'scripts/build-node-entries.ts']) {
    if (!existsSync(join(options.root, script))) continue
    const bundle = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: options.root, encoding: 'utf8' })
    if (bundle.status !== 0) throw new Error(`${script} failed:\n${bundle.stdout}${bundle.stderr}`)
  }
  if (build.status === 0) return
  const stillMissing = ENTRIES.filter((entry) => !existsSync(join(options.root, entry)))
  if (stillMissing.length > 0) throw new Error(`The build failed and ${stillMissing.join(', ')} is missing:\n${build.stdout}${build.stderr}`)
  // tsc still emits JavaScript on type errors; the runtime files are there, so measure them.
  const errors = `${build.stdout}${build.stderr}`.trim().split('\n')
  log(`warning: the build reported ${errors.length} line(s) of type errors; measuring the emitted JavaScript. First: ${errors[0]}`)
}

function git(root: string, args: string[]): string {
  try {
    return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return ''
  }
}

function cpuModel(): string {
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))
    if (match) return match[1]!.trim()
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return cpus()[0]?.model ?? 'unknown'
}

async function main(): Promise<void> {
  const parsed = parseOptions(process.argv.slice(2))
  if (parsed === 'help') {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const options = parsed
  ensureBuilt(options)
  compileWorkers()
  const started = new Date()
  const loadBefore = loadavg().map((value) => round(value))
  const packageJson = JSON.parse(readFileSync(join(options.root, 'package.json'), 'utf8')) as { name: string; version: string }
  log(`benchmark of ${packageJson.name} ${packageJson.version} at ${options.root}${options.quick ? ' (quick)' : ''}`)

  let coldStart: ColdStartResult | null = null
  const seeding: SeedingResult[] = []
  const standalone: StandaloneResult[] = []
  const inProcess: InProcessResult[] = []
  let cold: ColdResult | null = null
  if (options.sections.has('seeding')) {
    log('cold start and seeding (fresh processes) ...')
    coldStart = await measureColdStart(options, 500, log)
    for (const guests of options.seedSizes) seeding.push(await measureSeeding(options, guests, log))
  }
  if (options.sections.has('standalone')) {
    log(`standalone server, ${options.sizes.join(' and ')} guests, side by side ...`)
    standalone.push(...(await measureStandalone(options, options.sizes, log)))
  }
  if (options.sections.has('in-process')) {
    for (const guests of options.sizes) {
      log(`in-process (setupServer + fetch), ${guests} guests ...`)
      inProcess.push(await measureInProcess(options, guests, log))
    }
  }

  if (options.sections.has('cold')) {
    log(`cold starts beside their floors, ${options.coldRepeats} fresh processes (or browser profiles) a side ...`)
    cold = await measureCold(options, log)
  }

  const finished = new Date()
  const partial: Omit<BenchResult, 'targets'> = {
    schema: 1,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationSeconds: round((finished.getTime() - started.getTime()) / 1000),
    command: ['node --import tsx bench/run.ts', ...process.argv.slice(2)].join(' '),
    machine: {
      nproc: availableParallelism(),
      cpuModel: cpuModel(),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      memoryGB: round(totalmem() / 2 ** 30),
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg().map((value) => round(value)),
    },
    package: {
      name: packageJson.name,
      version: packageJson.version,
      root: relative(process.cwd(), options.root) || '.',
      commit: git(options.root, ['rev-parse', '--short', 'HEAD']),
      uncommittedSourceChanges: git(options.root, ['status', '--porcelain', '--', 'src', 'handlers', 'fixtures', 'spec']) !== '',
    },
    settings: {
      quick: options.quick,
      sizes: options.sizes,
      seedSizes: options.seedSizes,
      rounds: options.rounds,
      roundSeconds: options.roundSeconds,
      warmupSeconds: options.warmupSeconds,
      globalWarmupSeconds: options.globalWarmupSeconds,
      inProcessRounds: options.inProcessRounds,
      inProcessRoundSeconds: options.inProcessRoundSeconds,
      connections: options.connections,
      seedRepeats: options.seedRepeats,
      largeSeedRepeats: options.largeSeedRepeats,
      startRepeats: options.startRepeats,
      coldRepeats: options.coldRepeats,
      seed: options.seed,
      businessDate: options.businessDate,
      serverNodeArgs: options.serverNodeArgs,
    },
    standalone,
    inProcess,
    seeding,
    coldStart,
    cold,
  }
  const result: BenchResult = { ...partial, targets: evaluateTargets(partial) }

  process.stdout.write(`\n${formatReport(result)}\n`)
  mkdirSync(options.resultsDir, { recursive: true })
  const json = `${JSON.stringify(result, null, 2)}\n`
  const file = join(options.resultsDir, `${started.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}.json`)
  writeFileSync(file, json)
  writeFileSync(join(options.resultsDir, 'latest.json'), json)
  log(`\nwrote ${relative(process.cwd(), file)} and latest.json`)
  if (options.chart && standalone.length > 0) {
    writeFileSync(options.chart, renderChart(result))
    log(`wrote ${relative(process.cwd(), options.chart)}`)
  }
}

main().catch((error: unknown) => {
  log(`bench: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
