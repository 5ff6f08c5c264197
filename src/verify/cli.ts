import { constants } from 'node:fs'
import { access, stat, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { usageLine } from '../shared/cli-usage.js'
import { VerifySetupError } from './errors.js'
import { formatReport } from './format-report.js'
import { toJUnitXml } from './junit.js'
import { DEFAULT_FUZZ_RUNS, type FetchLike } from './options.js'
import { progressPrinter } from './progress.js'
import { verify } from './verify.js'

/** Where the CLI writes; the process streams unless a test passes its own. */
export interface CliStreams {
  stdout: (text: string) => void
  stderr: (text: string) => void
  /** Replaces the global fetch (tests run the CLI against in-process handlers). */
  fetch?: FetchLike
}

const defaultStreams: CliStreams = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}

function wholeNumber(name: string, max: number) {
  return (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) > max) throw new InvalidArgumentError(`${name} must be a whole number from 0 to ${max}.`)
    return Number(value)
  }
}

/**
 * `guest-reservation-mock verify ...`: runs the contract suite against `--base-url` and returns
 * the exit code: 0 when the server keeps the contract, 1 when it breaks it, 2 when the run could
 * not happen (bad arguments, spec unreadable, server unreachable). Progress goes to stderr, the
 * report to stdout.
 *
 * @example
 * process.exitCode = await runVerifyCli(process.argv.slice(3))
 */
export async function runVerifyCli(argv: string[], streams: CliStreams = defaultStreams): Promise<number> {
  // The bin runs this as a subcommand: help and usage name the program as users type it.
  const program = new Command('guest-reservation-mock verify')
    .description('Check a Guest & Reservation API server against the OpenAPI contract.')
    .usage('--base-url URL [options]')
    .requiredOption('--base-url <url>', 'the server under test, e.g. https://staging.example.com')
    .option('--spec <file-or-url>', 'the OpenAPI 3.1 document to check against (default: the bundled spec)')
    .option('--token <token>', 'bearer token for every request; also turns on the 401 checks')
    .option('--business-date <date>', "the hotel's business date (YYYY-MM-DD) for the status filter checks")
    .option('--read-only', 'send no POST or PUT: skip the write round trips, body cases and body fuzzing')
    .addOption(new Option('--fuzz-runs <n>', 'property-based runs per fuzzed operation (0 turns fuzzing off)').default(DEFAULT_FUZZ_RUNS).argParser(wholeNumber('--fuzz-runs', 100_000)))
    .addOption(new Option('--seed <n>', 'seed for sampling and fuzzing, to replay a run (default: random, printed)').argParser(wholeNumber('--seed', 2 ** 31 - 1)))
    .option('--junit <file>', 'also write the report as JUnit XML to this file')
    .option('--json', 'print the report as JSON instead of text')
    .option('--quiet', 'no progress on stderr')
    .helpOption('-h, --help', 'show this help')
    .addHelpText(
      'after',
      '\nExit codes: 0 the server keeps the contract, 1 violations found, 2 the run could not happen.\n' +
        '\nExample:\n  guest-reservation-mock verify --base-url http://127.0.0.1:4010 --business-date 2026-11-22 --junit contract.xml\n',
    )
    .exitOverride()
    // Errors are printed below as one line, as the server's flags are; help and the version go to stdout.
    .configureOutput({ writeOut: streams.stdout, writeErr: () => undefined })
    .showHelpAfterError(false)

  let options: {
    baseUrl: string
    spec?: string
    token?: string
    businessDate?: string
    readOnly?: boolean
    fuzzRuns: number
    seed?: number
    junit?: string
    json?: boolean
    quiet?: boolean
  }
  try {
    program.parse(argv, { from: 'user' })
    options = program.opts()
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here with code 0, after commander printed them.
      if (error.exitCode === 0) return 0
      const message =
        error.code === 'commander.missingMandatoryOptionValue' && error.message.includes('--base-url')
          ? '--base-url <url> is required: the server to check, e.g. --base-url http://127.0.0.1:4010.'
          : usageLine(error.message, 'Run guest-reservation-mock verify --help to see every option.')
      streams.stderr(`verify: ${message}\n`)
      return 2
    }
    throw error
  }

  // A report that cannot be written is known before a run of several minutes, not after it.
  const unwritable = options.junit === undefined ? undefined : await whyUnwritable(options.junit)
  if (unwritable) {
    streams.stderr(`Cannot write the JUnit report to ${options.junit}: ${unwritable}\n`)
    return 2
  }

  try {
    const report = await verify({
      baseUrl: options.baseUrl,
      ...(options.spec !== undefined ? { spec: options.spec } : {}),
      ...(options.token !== undefined ? { token: options.token } : {}),
      ...(options.businessDate !== undefined ? { businessDate: options.businessDate } : {}),
      readOnly: options.readOnly === true,
      fuzzRuns: options.fuzzRuns,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      ...(streams.fetch ? { fetch: streams.fetch } : {}),
      ...(options.quiet ? {} : { onProgress: progressPrinter((line) => streams.stderr(`${line}\n`)) }),
    })
    streams.stdout(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report))
    if (options.junit) {
      try {
        await writeFile(options.junit, toJUnitXml(report))
      } catch (error) {
        streams.stderr(`Could not write the JUnit report to ${options.junit}: ${(error as Error).message}\n`)
        return 2
      }
    }
    return report.passed ? 0 : 1
  } catch (error) {
    if (error instanceof VerifySetupError) {
      streams.stderr(`verify: ${error.message}\n`)
      return 2
    }
    // A failure of the verifier itself must not pass for a verdict on the server (exit 1).
    streams.stderr(`verify: the run failed unexpectedly, so nothing can be said about the server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    return 2
  }
}

/** Why a file cannot be written at `path` (its folder missing or read-only, a folder in its place), or undefined when it can. */
async function whyUnwritable(path: string): Promise<string | undefined> {
  if (path.trim() === '') return 'give a file path.'
  const target = await stat(path).catch(() => undefined)
  if (target?.isDirectory()) return 'it is a folder.'
  const folder = dirname(resolve(path))
  const parent = await stat(folder).catch(() => undefined)
  if (!parent?.isDirectory()) return `the folder ${folder} does not exist.`
  try {
    await access(target ? path : folder, constants.W_OK)
  } catch {
    return `${target ? 'the file' : `the folder ${folder}`} is not writable.`
  }
  return undefined
}
