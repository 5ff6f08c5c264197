#!/usr/bin/env node
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { isCalendarDate, todayUtc } from './db/calendar.js'
import { SCENARIO_DESCRIPTIONS, SCENARIO_NAMES, type ScenarioName } from '../fixtures/scenario-names.js'
import { DEFAULT_GUEST_COUNT, DEFAULT_SEED, MAX_GUEST_COUNT } from './db/seed/defaults.js'
import { collectGarbage } from './collect-garbage.js'

/** Exit code for unusable arguments or an environment the server cannot start in. */
const USAGE_ERROR = 2

/** From this many guests on, seeding shows a progress bar and its garbage is collected before serving. */
const LARGE_HOTEL = 20_000

function integer(name: string, min: number, max: number) {
  return (value: string) => {
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}.`)
    }
    return Number(value)
  }
}

function businessDate(value: string): string {
  if (!isCalendarDate(value)) throw new InvalidArgumentError('use a real date as YYYY-MM-DD, e.g. 2026-11-22.')
  return value
}

function collect(value: string, previous: string[] = []): string[] {
  if (value.trim() === '') throw new InvalidArgumentError('a token cannot be empty.')
  return [...previous, value]
}

function fail(message: string): never {
  process.stderr.write(`guest-reservation-mock: ${message}\n`)
  process.exit(USAGE_ERROR)
}

const program = new Command('guest-reservation-mock')
  .description('A stateful mock of the hotel Guest & Reservation API, validated against its OpenAPI contract.')
  .option('-p, --port <port>', 'port to listen on (0 picks a free one)', integer('--port', 0, 65535), 4010)
  .option('-H, --host <host>', 'interface to bind; 0.0.0.0 exposes the mock to the network', '127.0.0.1')
  .option('--seed <n>', 'seed of the generated data: same seed, date and size give the same data', integer('--seed', 0, 2 ** 31 - 1), DEFAULT_SEED)
  .option('--guests <n>', 'how many guest profiles to generate', integer('--guests', 0, MAX_GUEST_COUNT), DEFAULT_GUEST_COUNT)
  .option('--business-date <YYYY-MM-DD>', "the hotel's business date (default: today in UTC)", businessDate)
  .option('--auth-token <token>', 'accept this bearer token and require one on every /api call (repeatable)', collect)
  .addOption(new Option('--cors-origin <origin>', "allowed CORS origin, or 'none' to send no CORS headers").default('*'))
  .addOption(new Option('--scenario <name>', 'the data set to seed').choices(SCENARIO_NAMES).default('default'))
  .option('--data <file>', 'load the data from this snapshot file (seed it and write it there when missing)')
  .option('--persist', 'with --data: save every accepted write to the file, atomically')
  .option('--no-control-plane', 'serve no /__mock/ endpoints (contract-only runs)')
  .addHelpText(
    'after',
    `
Scenarios:
${SCENARIO_NAMES.map((name) => `  ${name.padEnd(10)} ${SCENARIO_DESCRIPTIONS[name]}`).join('\n')}

Commands:
  verify --base-url URL   check any server against the contract (see: verify --help)

Examples:
  $ guest-reservation-mock                                  serve on http://127.0.0.1:4010
  $ guest-reservation-mock --port 4011 --business-date 2026-12-24
  $ guest-reservation-mock --auth-token secret-1 --auth-token secret-2
  $ guest-reservation-mock --scenario sold-out --data hotel.json --persist
  $ npm start -- --seed 7 --guests 2000                     (flags after -- reach the mock)`,
  )
  .exitOverride()
  .configureOutput({ writeErr: () => undefined })
  .showHelpAfterError(false)

async function main(argv: string[]): Promise<void> {
  if (argv[2] === 'verify') {
    const { runVerifyCli } = await import('./verify/cli.js')
    process.exitCode = await runVerifyCli(argv.slice(3))
    return
  }
  try {
    program.parse(argv)
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) process.exit(0)
      fail(`${error.message.replace(/^error: /, '').replace(/\.?$/, '.')} Run with --help to see every flag.`)
    }
    throw error
  }
  const options = program.opts<{
    port: number
    host: string
    seed: number
    guests: number
    businessDate?: string
    authToken?: string[]
    corsOrigin: string
    scenario: ScenarioName
    data?: string
    persist?: boolean
    controlPlane: boolean
  }>()
  if (options.persist && !options.data) fail('--persist needs --data <file> to know where to save. Add --data hotel.json.')
  // Loaded only once the arguments are known to be good: --help and usage errors answer at once.
  const [{ createDatabase }, { HotelDatabase }, { startServer }, { describeHotel }, persistence] = await Promise.all([
    import('./control/create-database.js'),
    import('./db/database.js'),
    import('./server.js'),
    import('./summary.js'),
    import('./persistence.js'),
  ])
  const origin = { seed: options.seed, guests: options.guests, scenario: options.scenario }
  let stored
  try {
    stored = options.data ? await persistence.readSnapshotFile(options.data) : undefined
  } catch (error) {
    if (error instanceof persistence.SnapshotFileError) fail(error.message)
    throw error
  }
  let db
  if (stored) {
    db = await HotelDatabase.fromData(stored, { origin })
  } else {
    const showProgress = options.guests >= LARGE_HOTEL && process.stderr.isTTY
    db = await createDatabase({
      ...origin,
      businessDate: options.businessDate ?? todayUtc(),
      onProgress: showProgress ? (done: number) => process.stderr.write(`\rseeding ${options.guests} guests ${progressBar(done)}`) : undefined,
    })
    if (showProgress) process.stderr.write(`\rseeding ${options.guests} guests ${progressBar(1)}\n`)
    if (options.data) await persistence.writeSnapshotFile(options.data, db.snapshot())
  }
  if (options.persist && options.data) persistence.persistWrites(db, options.data)
  // A large hotel leaves its seeding's garbage behind: collected now, not kept resident while the server idles.
  if (db.guestCount >= LARGE_HOTEL) collectGarbage()
  let running
  try {
    running = await startServer({
      db,
      port: options.port,
      host: options.host,
      authTokens: options.authToken ?? [],
      corsOrigin: options.corsOrigin === 'none' ? false : options.corsOrigin,
      controlPlane: options.controlPlane,
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') fail(`Failed to start the mock server: port ${options.port} is in use. Pass --port to pick another.`)
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') fail(`Failed to start the mock server: cannot bind to host ${options.host}. Pass --host 127.0.0.1.`)
    if (code === 'EACCES') fail(`Failed to start the mock server: no permission to use port ${options.port}. Pass --port with a port above 1023.`)
    throw error
  }
  const notes: string[] = []
  if (options.data) {
    const source = stored ? 'loaded from' : 'seeded and written to'
    notes.push(`data           ${source} ${options.data}${options.persist ? '; every accepted write is saved there' : ' (writes stay in memory; add --persist to save them)'}`)
  }
  if (options.scenario !== 'default' && !stored) notes.push(`scenario       ${options.scenario}`)
  if ((options.authToken ?? []).length > 0) notes.push('auth           on: send Authorization: Bearer <token>')
  if (!options.controlPlane) notes.push('control plane  off: no /__mock/ endpoints')
  process.stdout.write(describeHotel(db, { url: running.url, seed: options.seed, notes }))
  const stop = () => {
    void running.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function progressBar(done: number): string {
  const width = 30
  const filled = Math.round(Math.min(1, done) * width)
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(done * 100)}%`
}

main(process.argv).catch((error: unknown) => {
  process.stderr.write(`guest-reservation-mock: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
