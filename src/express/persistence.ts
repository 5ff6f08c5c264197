import { constants } from 'node:fs'
import { access, open, readdir, readFile, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { HotelDatabase } from '../db/database.js'
import type { Snapshot } from '../db/snapshot-format.js'
import { validateSnapshot } from '../db/snapshot.js'
import { MockError } from '../shared/errors.js'
import { firstViolations } from '../shared/violation.js'

/** A data file that cannot be used; the message says what is wrong and what to do. */
export class SnapshotFileError extends Error {
  override name = 'SnapshotFileError'
}

/**
 * Reads a snapshot file written by `--data`/`--persist` (or exported from `GET /__mock/snapshot`).
 * Returns undefined when the file does not exist; throws `SnapshotFileError` when it is not JSON or
 * not a valid snapshot. Never changes the file.
 */
export async function readSnapshotFile(path: string): Promise<Snapshot | undefined> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new SnapshotFileError(`Cannot read the data file ${path}: ${(error as Error).message}.`)
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new SnapshotFileError(
      `The data file ${path} is not valid JSON (${(error as Error).message}). Fix or move it away, or pass another --data file.`,
    )
  }
  const violations = validateSnapshot(value)
  if (violations.length > 0) {
    const { shown, more } = firstViolations(violations, 3)
    throw new SnapshotFileError(
      `The data file ${path} is not a valid snapshot: ${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}. Fix or move it away, or pass another --data file.`,
    )
  }
  return value as Snapshot
}

let temporaryCounter = 0

/** The name of a temporary file of `path` written by process `pid`: `.<name>.<pid>.<n>.tmp` beside it. */
function temporaryName(path: string, pid: number, counter: number): string {
  return join(dirname(path), `.${basename(path)}.${pid}.${counter}.tmp`)
}

/**
 * Writes a snapshot atomically: to a temporary file in the same directory, flushed to disk, then
 * renamed over the target (and the directory flushed), so a crash at any moment leaves either the
 * old file or the new one, never a torn one. A failure before the rename removes the temporary
 * file and leaves the target as it was.
 */
export async function writeSnapshotFile(path: string, snapshot: Snapshot): Promise<void> {
  const temporary = temporaryName(path, process.pid, ++temporaryCounter)
  const file = await open(temporary, 'w')
  try {
    try {
      await file.writeFile(JSON.stringify(snapshot))
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(temporary, path)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw error
  }
  // The rename is done: the new file is what a reader sees. Flushing the directory makes the
  // rename itself durable; a file system that cannot flush directories is not a failed save.
  const directory = await open(dirname(path), 'r').catch(() => undefined)
  try {
    await directory?.sync()
  } catch {
    // See above.
  } finally {
    await directory?.close()
  }
}

/** Why a save failed, in words a user can act on, from the file system's error code. */
const SAVE_FAILURES: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'there is no permission to write there',
  EPERM: 'there is no permission to write there',
  ENOENT: 'its directory does not exist',
  EIO: 'the disk reported an input/output error',
}

/** Why a file operation failed, in words, with the system's code: `the disk is full (ENOSPC)`. */
export function saveErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const reason = (code && SAVE_FAILURES[code]) ?? (error instanceof Error ? error.message : String(error))
  return `${reason}${code ? ` (${code})` : ''}`
}

/** A failed save as the problem the client gets (507, NOT_SAVED), naming the file and the reason. */
export function saveFailure(path: string, error: unknown): MockError {
  return new MockError(
    'NOT_SAVED',
    `The change could not be saved to ${basename(path)}: ${saveErrorReason(error)}. Nothing was changed, in memory or on disk; fix the cause and send the request again.`,
  )
}

/**
 * Saves the database to `path` after every accepted write, before the write is acknowledged:
 * what a client saw confirmed is on disk, and a write that cannot be saved is undone and answered
 * with NOT_SAVED (docs/decisions/0500-write-ahead-persistence.md). Returns a function that stops
 * persisting.
 */
export function persistWrites(db: HotelDatabase, path: string): () => void {
  return db.onCommit(async () => {
    try {
      await writeSnapshotFile(path, db.snapshot())
    } catch (error) {
      throw saveFailure(path, error)
    }
  })
}

/**
 * Removes temporary files of `path` that a process killed mid-save left behind (`kill -9`, power
 * loss): those of processes that are no longer running. Returns the files removed.
 */
export async function removeStaleTemporaryFiles(path: string): Promise<string[]> {
  const prefix = `.${basename(path)}.`
  const pattern = /^(\d+)\.\d+\.tmp$/
  const names = await readdir(dirname(path)).catch(() => [] as string[])
  const removed: string[] = []
  for (const name of names) {
    if (!name.startsWith(prefix)) continue
    const match = pattern.exec(name.slice(prefix.length))
    if (!match || isRunning(Number(match[1]))) continue
    const file = join(dirname(path), name)
    await unlink(file).then(
      () => removed.push(file),
      () => undefined,
    )
  }
  return removed
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Why the data file's directory cannot take new versions of the file (missing, read-only, no
 * permission), or undefined when it can: the CLI warns at start instead of failing every write.
 */
export async function unwritableDirectoryReason(path: string): Promise<string | undefined> {
  const directory = dirname(path)
  try {
    await access(directory, constants.W_OK | constants.X_OK)
    return undefined
  } catch (error) {
    return `${directory} is not writable: ${saveErrorReason(error)}`
  }
}
