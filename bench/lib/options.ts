import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Every knob of a benchmark run. Flags win over `BENCH_*` environment variables, which win over defaults. */
export interface BenchOptions {
  quick: boolean
  /** Hotel sizes (guest counts) the servers are measured at. */
  sizes: number[]
  /** Hotel sizes whose seeding time and memory are measured, each in a fresh process. */
  seedSizes: number[]
  /** Measured rounds per endpoint; every figure is the median over rounds. */
  rounds: number
  /** Length of one standalone round (autocannon), in seconds. */
  roundSeconds: number
  /** Load before the measured rounds of an endpoint (not measured), in seconds. */
  warmupSeconds: number
  /** Mixed load over every read endpoint before the first measurement, so the JIT has settled. */
  globalWarmupSeconds: number
  /** Measured in-process rounds per endpoint (in-process figures drift more, so more rounds). */
  inProcessRounds: number
  /** Length of one in-process round (sequential fetch calls), in seconds. */
  inProcessRoundSeconds: number
  /** Concurrent connections of the load generator. */
  connections: number
  /** Fresh processes per seeding size below `largeSize`. */
  seedRepeats: number
  /** Fresh processes per seeding size at or above `largeSize` (each takes seconds). */
  largeSeedRepeats: number
  /** Cold starts of the CLI measured for "start to first answer". */
  startRepeats: number
  /** Fresh processes (and fresh browser profiles) per side of each cold-start pair. */
  coldRepeats: number
  /** Which parts to run. */
  sections: Set<Section>
  /** Only these endpoints (all when empty). */
  endpoints: string[]
  seed: number
  businessDate: string
  /** Root of the package under test (its `dist/` is what runs). */
  root: string
  /** Compile the package first: `auto` only when `dist/` is older than the sources. */
  build: 'auto' | 'always' | 'never'
  /** Where result files go. */
  resultsDir: string
  /** Where the chart goes; empty for none. */
  chart: string
  /** Extra Node flags for the mock server child, e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`. */
  serverNodeArgs: string[]
}

export type Section = 'standalone' | 'in-process' | 'seeding' | 'cold'
const SECTIONS: readonly Section[] = ['standalone', 'in-process', 'seeding', 'cold']

/** Sizes at or above this count as large: seeded once, and left out of `--quick`. */
export const LARGE_SIZE = 50_000

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../..')

export const USAGE = `Usage: node --import tsx bench/run.ts [flags]

Measures the mock against a bare Node http server (standalone, under autocannon) and against
msw's own floor (in-process), at several hotel sizes, plus seeding time, memory and cold start.
Prints one table, writes bench/results/<timestamp>.json and latest.json, renders docs/perf-chart.svg.

  --quick                    a smoke run under a minute: default hotel only, one short round each
  --sizes 500,100000         hotel sizes for the server measurements       (BENCH_SIZES)
  --seed-sizes 500,10000,100000  sizes for seeding time and memory         (BENCH_SEED_SIZES)
  --rounds 8                 measured rounds per endpoint (medians)        (BENCH_ROUNDS)
  --round-seconds 0.5        one standalone round                          (BENCH_ROUND_SECONDS)
  --warmup-seconds 0.3       unmeasured load before each endpoint          (BENCH_WARMUP_SECONDS)
  --global-warmup-seconds 3  unmeasured mixed load before the first endpoint (BENCH_GLOBAL_WARMUP_SECONDS)
  --in-process-rounds 11     measured in-process rounds per endpoint       (BENCH_IN_PROCESS_ROUNDS)
  --in-process-round-seconds 0.3  one in-process round                     (BENCH_IN_PROCESS_ROUND_SECONDS)
  --connections 8            concurrent connections of the load generator  (BENCH_CONNECTIONS)
  --seed-repeats 3           fresh processes per seeding size < ${LARGE_SIZE}      (BENCH_SEED_REPEATS)
  --large-seed-repeats 1     fresh processes per larger seeding size       (BENCH_LARGE_SEED_REPEATS)
  --start-repeats 3          cold starts of the CLI                        (BENCH_START_REPEATS)
  --cold-repeats 7           fresh processes per side of each cold pair, twice as many browser profiles (BENCH_COLD_REPEATS)
  --only standalone,in-process,seeding,cold   run only these parts         (BENCH_ONLY)
  --endpoints get-guest,search-q         run only these endpoints          (BENCH_ENDPOINTS)
  --seed 1  --business-date 2026-11-22   the data set                      (BENCH_SEED, BENCH_BUSINESS_DATE)
  --root DIR                 package under test (default: this repository) (BENCH_ROOT)
  --build auto|always|never  compile the package first (auto: when dist/ is stale)  (BENCH_BUILD)
  --results-dir DIR          where result JSON goes (default bench/results) (BENCH_RESULTS_DIR)
  --chart FILE               chart output, 'none' to skip (default docs/perf-chart.svg)  (BENCH_CHART)
  --server-node-args "..."   extra node flags for the mock server, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof"
  --help`

const QUICK: Partial<BenchOptions> = {
  sizes: [500],
  seedSizes: [500],
  rounds: 1,
  roundSeconds: 0.5,
  warmupSeconds: 0.3,
  globalWarmupSeconds: 0.5,
  inProcessRounds: 1,
  inProcessRoundSeconds: 0.3,
  seedRepeats: 1,
  startRepeats: 1,
  coldRepeats: 2,
}

/** Reads flags (`--name value` or `--name=value`) and `BENCH_*` variables. Throws on anything unknown. */
export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): BenchOptions | 'help' {
  const flags = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--help' || arg === '-h') return 'help'
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}". Run with --help to see every flag.`)
    const eq = arg.indexOf('=')
    const name = arg.slice(2, eq === -1 ? undefined : eq)
    if (name === 'quick') {
      flags.set(name, 'true')
      continue
    }
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1)
    if (value === undefined) throw new Error(`--${name} needs a value. Run with --help to see every flag.`)
    flags.set(name, value)
  }
  const known = new Set([
    'quick', 'sizes', 'seed-sizes', 'rounds', 'round-seconds', 'warmup-seconds', 'in-process-round-seconds',
    'global-warmup-seconds', 'in-process-rounds',
    'connections', 'seed-repeats', 'large-seed-repeats', 'start-repeats', 'cold-repeats', 'only', 'endpoints', 'seed',
    'business-date', 'root', 'build', 'results-dir', 'chart', 'server-node-args',
  ])
  for (const name of flags.keys()) {
    if (!known.has(name)) throw new Error(`Unknown flag --${name}. Run with --help to see every flag.`)
  }
  const raw = (name: string): string | undefined =>
    flags.get(name) ?? env[`BENCH_${name.toUpperCase().replace(/-/g, '_')}`]
  const quick = raw('quick') === 'true' || raw('quick') === '1'
  const preset = quick ? QUICK : {}

  const number = (name: string, fallback: number, min: number): number => {
    const value = raw(name)
    if (value === undefined) return fallback
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed < min) throw new Error(`--${name} must be a number of at least ${min}, not "${value}".`)
    return parsed
  }
  const list = (name: string, fallback: number[]): number[] => {
    const value = raw(name)
    if (value === undefined) return fallback
    const sizes = value.split(',').map((part) => Number(part.trim().replace(/_/g, '')))
    if (sizes.some((size) => !Number.isSafeInteger(size) || size < 1)) {
      throw new Error(`--${name} takes whole numbers separated by commas, e.g. 500,100000; got "${value}".`)
    }
    return sizes
  }
  const only = raw('only')
  const sections = new Set<Section>(only ? (only.split(',').map((s) => s.trim()) as Section[]) : SECTIONS)
  for (const section of sections) {
    if (!SECTIONS.includes(section)) throw new Error(`--only takes ${SECTIONS.join(', ')}; got "${section}".`)
  }
  const build = raw('build') ?? 'auto'
  if (build !== 'auto' && build !== 'always' && build !== 'never') throw new Error(`--build takes auto, always or never; got "${build}".`)
  const businessDate = raw('business-date') ?? '2026-11-22'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(businessDate)) throw new Error(`--business-date must be YYYY-MM-DD; got "${businessDate}".`)
  const chart = raw('chart') ?? resolve(REPO_ROOT, 'docs/perf-chart.svg')

  return {
    quick,
    sizes: list('sizes', preset.sizes ?? [500, 100_000]),
    seedSizes: list('seed-sizes', preset.seedSizes ?? [500, 10_000, 100_000]),
    rounds: Math.round(number('rounds', preset.rounds ?? 8, 1)),
    roundSeconds: number('round-seconds', preset.roundSeconds ?? 0.5, 0.2),
    warmupSeconds: number('warmup-seconds', preset.warmupSeconds ?? 0.3, 0),
    globalWarmupSeconds: number('global-warmup-seconds', preset.globalWarmupSeconds ?? 3, 0),
    inProcessRounds: Math.round(number('in-process-rounds', preset.inProcessRounds ?? 11, 1)),
    inProcessRoundSeconds: number('in-process-round-seconds', preset.inProcessRoundSeconds ?? 0.3, 0.05),
    connections: Math.round(number('connections', 8, 1)),
    seedRepeats: Math.round(number('seed-repeats', preset.seedRepeats ?? 3, 1)),
    largeSeedRepeats: Math.round(number('large-seed-repeats', 1, 1)),
    startRepeats: Math.round(number('start-repeats', preset.startRepeats ?? 3, 1)),
    coldRepeats: Math.round(number('cold-repeats', preset.coldRepeats ?? 7, 1)),
    sections,
    endpoints: (raw('endpoints') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    seed: Math.round(number('seed', 1, 0)),
    businessDate,
    root: resolve(raw('root') ?? REPO_ROOT),
    build,
    resultsDir: resolve(raw('results-dir') ?? resolve(REPO_ROOT, 'bench/results')),
    chart: chart === 'none' ? '' : resolve(chart),
    serverNodeArgs: (raw('server-node-args') ?? '').split(/\s+/).filter(Boolean),
  }
}
