import { open, readFile, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { HotelDatabase } from '../db/database.js'
import type { Snapshot } from '../db/snapshot-format.js'
import { validateSnapshot } from '../db/snapshot.js'

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
    const first = violations.slice(0, 3).map((violation) => `${violation.pointer || '/'} ${violation.message}`)
    throw new SnapshotFileError(
      `The data file ${path} is not a valid snapshot: ${first.join('; ')}${violations.length > 3 ? ` (and ${violations.length - 3} more)` : ''}. Fix or move it away, or pass another --data file.`,
    )
  }
  return value as Snapshot
}

let temporaryCounter = 0

/**
 * Writes a snapshot atomically: to a temporary file in the same directory, flushed to disk, then
 * renamed over the target (and the directory flushed), so a crash at any moment leaves either the
 * old file or the new one, never a torn one.
 */
export async function writeSnapshotFile(path: string, snapshot: Snapshot): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${++temporaryCounter}.tmp`)
  const file = await open(temporary, 'w')
  try {
    await file.writeFile(JSON.stringify(snapshot))
    await file.sync()
  } catch (error) {
    await file.close()
    await unlink(temporary).catch(() => undefined)
    throw error
  }
  await file.close()
  await rename(temporary, path)
  const directory = await open(dirname(path), 'r')
  try {
    await directory.sync()
  } finally {
    await directory.close()
  }
}

/**
 * Saves the database to `path` after every accepted write, before the write is acknowledged:
 * what a client saw confirmed is on disk. Returns a function that stops persisting.
 */
export function persistWrites(db: HotelDatabase, path: string): () => void {
  return db.onCommit(() => writeSnapshotFile(path, db.snapshot()))
}
