#!/usr/bin/env node
/**
 * The bin: the only place that reads argv and files and calls `listen`. The server itself is
 * `src/express/` (docs/decisions/0009-bundled-cli.md).
 *
 * Its only static import is the compile cache's switch: everything else is imported after the
 * cache is on, so Node 22+ compiles the bundle's chunks from the cache on every later start
 * (docs/decisions/0313-cli-compile-cache.md).
 */
import { enableCompileCache } from './express/compile-cache.js'
import type { CliOptions } from './express/cli-options.js'

enableCompileCache()

// A reader that stops early (`guest-reservation-mock --help | head`) closes the pipe: nothing is left to say.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

/** Exit code for unusable arguments or an environment the server cannot start in. */
const USAGE_ERROR = 2

/** From this many guests on, seeding shows a progress bar and its garbage is collected before serving. */
const LARGE_HOTEL = 20_000

function fail(message: string): never {
  process.stderr.write(`guest-reservation-mock: ${message}\n`)
  process.exit(USAGE_ERROR)
}

async function main(argv: string[]): Promise<void> {
  if (argv[2] === 'verify') {
    // A verifier that cannot run (a missing module, a crash) never says "contract violated" (1).
    let runVerifyCli
    try {
      ;({ runVerifyCli } = await import('./verify/cli.js'))
    } catch (error) {
      fail(`the verifier cannot run: ${error instanceof Error ? error.message : String(error)}. Reinstall guest-reservation-mock.`)
    }
    try {
      process.exitCode = await runVerifyCli(argv.slice(3))
    } catch (error) {
      fail(`the verifier stopped: ${error instanceof Error ? error.message : String(error)}`)
    }
    return
  }
  const { CliUsageError, parseCliArguments } = await import('./express/cli-options.js')
  let parsed
  try {
    parsed = parseCliArguments(argv)
  } catch (error) {
    if (error instanceof CliUsageError) fail(error.message)
    throw error
  }
  if (parsed.kind === 'done') return
  await serve(parsed.options)
}

async function serve(options: CliOptions): Promise<void> {
  // Loaded only once the arguments are known to be good: --help and usage errors answer at once.
  const { createDatabase, HotelDatabase, startServer, describeHotel, persistence, todayUtc, collectGarbage, networkWarning, progressBar } = await import(
    './express/cli-start-path.js'
  )
  const origin = { seed: options.seed, guests: options.guests, scenario: options.scenario }
  if (options.data) {
    // Temporary files of a process killed mid-save (kill -9) are removed before anything else.
    await persistence.removeStaleTemporaryFiles(options.data)
  }
  let stored
  try {
    stored = options.data ? await persistence.readSnapshotFile(options.data) : undefined
  } catch (error) {
    if (error instanceof persistence.SnapshotFileError) fail(error.message)
    fail(`Failed to read the data file ${options.data}: ${fileProblem(error)}.`)
  }
  // A data file that loads but cannot be written again: warn now rather than fail every write.
  // (A missing file is written below, where a directory that cannot take it is a setup error.)
  const unwritable = stored && options.data ? await persistence.unwritableDirectoryReason(options.data) : undefined
  if (unwritable) {
    process.stderr.write(
      `guest-reservation-mock: warning: ${unwritable}. ${options.persist ? 'Every write will be refused with a 507 until it is' : 'The data file cannot be written there'}; pass --data with a file in a writable directory.\n`,
    )
  }
  if (stored && options.dataFlags.length > 0) {
    process.stderr.write(
      `guest-reservation-mock: warning: the data file ${options.data} exists, so the hotel is loaded from it and ${options.dataFlags.join(', ')} ${options.dataFlags.length === 1 ? 'does' : 'do'} not change the data it holds. Remove the file to seed afresh.\n`,
    )
  }
  let db
  if (stored) {
    // The file's records were parsed for this database alone, so its collections keep them.
    db = await HotelDatabase.fromData(stored, { origin, handsOver: true })
  } else {
    const showProgress = options.guests >= LARGE_HOTEL && process.stderr.isTTY
    db = await createDatabase({
      ...origin,
      businessDate: options.businessDate ?? todayUtc(),
      onProgress: showProgress ? (done: number) => process.stderr.write(`\rseeding ${options.guests} guests ${progressBar(done)}`) : undefined,
    })
    if (showProgress) process.stderr.write(`\rseeding ${options.guests} guests ${progressBar(1)}\n`)
    if (options.data) {
      const file = options.data
      await persistence.writeSnapshotFile(file, db.snapshot()).catch((error: unknown) => {
        fail(`Failed to write the data file ${file}: ${fileProblem(error)}. Pass a --data path in a folder that exists and can be written.`)
      })
    }
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
      ...(options.controlOrigin !== undefined && { controlOrigin: options.controlOrigin }),
      ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl }),
      controlPlane: options.controlPlane,
      ...(options.basePath ? { baseUrl: options.basePath } : {}),
      sessions: { maxSessions: options.maxSessions, idleTimeoutSeconds: options.sessionIdle },
      journalSize: options.journalSize,
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') fail(`Failed to start the mock server: port ${options.port} is in use. Pass --port to pick another.`)
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') fail(`Failed to start the mock server: cannot bind to host ${options.host}. Pass --host 127.0.0.1.`)
    if (code === 'EACCES') fail(`Failed to start the mock server: no permission to use port ${options.port}. Pass --port with a port above 1023.`)
    fail(`Failed to start the mock server: ${error instanceof Error ? error.message : String(error)}`)
  }
  const notes: string[] = []
  if (options.data) {
    const source = stored ? 'loaded from' : 'seeded and written to'
    notes.push(`data           ${source} ${options.data}${options.persist ? '; every accepted write is saved there' : ' (writes stay in memory; add --persist to save them)'}`)
  }
  if (options.scenario !== 'default' && !stored) notes.push(`scenario       ${options.scenario}`)
  if ((options.authToken ?? []).length > 0) notes.push('auth           on: send Authorization: Bearer <token>')
  if (!options.controlPlane) notes.push('control plane  off: no /__mock/ endpoints')
  process.stdout.write(describeHotel(db, { url: `${running.url}${options.basePath ?? ''}`, seed: stored ? undefined : options.seed, notes }))
  const warning = networkWarning(options)
  if (warning) process.stderr.write(`guest-reservation-mock: ${warning}\n`)
  const stop = () => {
    void running.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/** What went wrong with a file, in words: the folder is missing, no permission, ... */
function fileProblem(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'its folder does not exist'
  if (code === 'EACCES' || code === 'EPERM') return 'no permission'
  if (code === 'EISDIR') return 'it is a folder, not a file'
  return message
}

// Whatever stops the start (before the summary is printed) is a setup failure: one line, exit 2.
main(process.argv).catch((error: unknown) => {
  fail(`Failed to start the mock server: ${error instanceof Error ? error.message : String(error)}`)
})
