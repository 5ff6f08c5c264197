import { createRequire } from 'node:module'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { SCENARIO_DESCRIPTIONS, SCENARIO_NAMES, type ScenarioName } from '../../fixtures/scenario-names.js'
import { BUSINESS_DATE_RANGE, businessDateRangeBreak } from '../db/business-date-range.js'
import { isCalendarDate } from '../db/calendar.js'
import { parseOrigins, parsePublicUrl } from './cors-policy.js'
import { bearerTokenProblem } from '../shared/bearer-token.js'
import { usageLine } from '../shared/cli-usage.js'
import { DEFAULT_GUEST_COUNT, DEFAULT_SEED, MAX_GUEST_COUNT } from '../db/seed/defaults.js'

/** The flags of the standalone server, parsed and checked. */
export interface CliOptions {
  port: number
  host: string
  seed: number
  guests: number
  businessDate?: string
  authToken?: string[]
  corsOrigin: string
  controlOrigin?: string
  publicUrl?: string
  scenario: ScenarioName
  data?: string
  persist?: boolean
  controlPlane: boolean
  basePath?: string
  maxSessions: number
  sessionIdle: number
  journalSize: number
  /** The flags given that shape generated data (`--seed`, `--guests`, `--scenario`, `--business-date`): a data file that exists wins over them. */
  dataFlags: string[]
}

/** Arguments that cannot be used; the message says what to do instead. */
export class CliUsageError extends Error {
  override name = 'CliUsageError'
}

/** What parsing asked for: the options to start with, or help that was already printed. */
export type ParsedCli = { kind: 'start'; options: CliOptions } | { kind: 'done' }

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
  if (businessDateRangeBreak(value)) {
    throw new InvalidArgumentError(`use a date from ${BUSINESS_DATE_RANGE.min} to ${BUSINESS_DATE_RANGE.max}: the generated data cannot keep its rules outside that range.`)
  }
  return value
}

function basePath(value: string): string {
  if (!/^(\/[A-Za-z0-9._~-]+)+\/?$/.test(value)) throw new InvalidArgumentError('use a path that starts with /, e.g. --base-path /pms.')
  return value.replace(/\/$/, '')
}

function origins(flag: string) {
  return (value: string) => {
    try {
      parseOrigins(value)
    } catch (error) {
      throw new InvalidArgumentError(`${flag}: ${(error as Error).message}`)
    }
    return value
  }
}

function publicUrl(value: string): string {
  try {
    return parsePublicUrl(value)
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message)
  }
}

function collect(value: string, previous: string[] = []): string[] {
  const problem = bearerTokenProblem(value)
  if (problem) throw new InvalidArgumentError(problem)
  return [...previous, value]
}

function host(value: string): string {
  if (value.trim() === '' || /\s/.test(value)) throw new InvalidArgumentError('use a host name or address, e.g. --host 127.0.0.1 (or 0.0.0.0 for every interface).')
  return value
}

function dataFile(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('use a file path, e.g. --data hotel.json.')
  return value
}

/** The flags that shape generated data, by their option names. */
const DATA_FLAGS: Record<string, string> = { seed: '--seed', guests: '--guests', scenario: '--scenario', businessDate: '--business-date' }

/** Set by the bundler in the bin (scripts/build-cli.ts); absent when the sources run. */
declare const BUNDLED_PACKAGE_VERSION: string | undefined

/**
 * The package's version: written into the bundled bin when it is built, else read from the
 * package's own package.json by its name (a self-reference through `exports`).
 */
export function packageVersion(): string {
  if (typeof BUNDLED_PACKAGE_VERSION === 'string') return BUNDLED_PACKAGE_VERSION
  const manifest = createRequire(import.meta.url)('guest-reservation-mock/package.json') as { version: string }
  return manifest.version
}

function cliProgram(): Command {
  return new Command('guest-reservation-mock')
    .version(packageVersion(), '-v, --version', 'print the version and exit')
    .description('A stateful mock of the hotel Guest & Reservation API, validated against its OpenAPI contract.')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', integer('--port', 0, 65535), 4010)
    .option('-H, --host <host>', 'interface to bind; 0.0.0.0 exposes the mock to the network', host, '127.0.0.1')
    .option('--seed <n>', 'seed of the generated data: same seed, date and size give the same data', integer('--seed', 0, 2 ** 31 - 1), DEFAULT_SEED)
    .option('--guests <n>', 'how many guest profiles to generate', integer('--guests', 0, MAX_GUEST_COUNT), DEFAULT_GUEST_COUNT)
    .option('--business-date <YYYY-MM-DD>', "the hotel's business date (default: today in UTC)", businessDate)
    .option('--auth-token <token>', 'accept this bearer token and require one on every /api call (repeatable)', collect)
    .addOption(
      new Option('--cors-origin <origins>', "origins whose pages may call /api: '*', one origin, several separated by commas, or 'none'")
        .default('*')
        .argParser(origins('--cors-origin')),
    )
    .option('--control-origin <origins>', "origins whose pages may use /__mock/ (default none; '*' turns the cross-site checks off)", origins('--control-origin'))
    .option('--public-url <origin>', 'the origin clients reach the mock at (for Location headers), e.g. behind a proxy', publicUrl)
    .addOption(new Option('--scenario <name>', 'the data set to seed').choices(SCENARIO_NAMES).default('default'))
    .option('--data <file>', 'load the data from this snapshot file (seed it and write it there when missing)', dataFile)
    .option('--persist', 'with --data: save every accepted write to the file, atomically')
    .option('--no-control-plane', 'serve no /__mock/ endpoints (contract-only runs)')
    .option('--base-path <path>', 'serve everything under this path: <path>/api/..., <path>/__mock/..., <path>/openapi.json', basePath)
    .option('--max-sessions <n>', 'most isolated sessions (X-Mock-Session / mock-session cookie) live at once', integer('--max-sessions', 1, 10_000), 100)
    .option('--session-idle <seconds>', 'end a session after this many seconds without a request', integer('--session-idle', 1, 7 * 24 * 3600), 900)
    .option('--journal-size <n>', 'answered requests each session keeps for GET /__mock/requests (0 keeps none)', integer('--journal-size', 0, 100_000), 1000)
    .addHelpText(
      'after',
      `
Scenarios:
${SCENARIO_NAMES.map((name) => `  ${name.padEnd(10)} ${SCENARIO_DESCRIPTIONS[name]}`).join('\n')}

Commands:
  verify --base-url URL   check any server against the contract (see: guest-reservation-mock verify --help)

Examples:
  $ guest-reservation-mock                                  serve on http://127.0.0.1:4010
  $ guest-reservation-mock --port 4011 --business-date 2026-12-24
  $ guest-reservation-mock --auth-token secret-1 --auth-token secret-2
  $ guest-reservation-mock --cors-origin http://localhost:5173,http://127.0.0.1:5173
  $ guest-reservation-mock --scenario sold-out --data hotel.json --persist
  $ npx guest-reservation-mock --seed 7 --guests 2000       (in a project that installed the package)
  $ npm start -- --seed 7 --guests 2000                     (in a clone of the repository: flags after --)`,
    )
    .exitOverride()
    .configureOutput({ writeErr: () => undefined })
    .showHelpAfterError(false)
}

/**
 * Parses the server's flags (everything but `verify`). Help and the version are printed here;
 * unusable arguments throw `CliUsageError`.
 */
export function parseCliArguments(argv: readonly string[]): ParsedCli {
  const program = cliProgram()
  try {
    program.parse([...argv])
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return { kind: 'done' }
      throw new CliUsageError(usageLine(error.message, 'Run with --help to see every flag.'))
    }
    throw error
  }
  const options = { ...program.opts<Omit<CliOptions, 'dataFlags'>>(), dataFlags: Object.keys(DATA_FLAGS).filter((name) => program.getOptionValueSource(name) === 'cli').map((name) => DATA_FLAGS[name]!) }
  if (options.persist && !options.data) throw new CliUsageError('--persist needs --data <file> to know where to save. Add --data hotel.json.')
  return { kind: 'start', options }
}

/** Whether a --host value only listens on this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/**
 * The warning printed when the server listens beyond this machine without a token: anyone on the
 * network could read and replace every record, or undefined when there is nothing to warn about.
 */
export function networkWarning(options: Pick<CliOptions, 'host' | 'authToken' | 'controlPlane'>): string | undefined {
  if (isLoopbackHost(options.host) || (options.authToken ?? []).length > 0) return undefined
  return `warning: listening on ${options.host} without --auth-token: anyone who can reach this machine can read and change every guest${
    options.controlPlane ? ', and reset or replace all data through /__mock/' : ''
  }. Add --auth-token <token> (or --host 127.0.0.1) unless that is what you want.`
}

/** A progress bar for seeding a large hotel. */
export function progressBar(done: number): string {
  const width = 30
  const filled = Math.round(Math.min(1, done) * width)
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(done * 100)}%`
}
