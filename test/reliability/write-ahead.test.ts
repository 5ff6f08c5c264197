import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from 'guest-reservation-mock/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { persistWrites, removeStaleTemporaryFiles, unwritableDirectoryReason, writeSnapshotFile } from '../../src/express/persistence.js'

const directory = await mkdtemp(join(tmpdir(), 'guest-reservation-mock-wal-'))
afterAll(() => rm(directory, { recursive: true, force: true }))

/** An error as the file system gives it for a full disk. */
function diskFull(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
}

let mock: RunningServer
let failing = false
beforeAll(async () => {
  mock = await startServer({ port: 0, scenario: 'small', businessDate: '2026-11-22' })
  // A failing file system layer: the same listener persistence uses, failing as a full disk does.
  mock.db.onCommit(() => {
    if (failing) throw diskFull()
  })
})
afterEach(() => {
  failing = false
})
afterAll(() => mock.close())

const json = { 'content-type': 'application/json' }

describe('a write that cannot be saved changes nothing', () => {
  it.each([
    ['create a guest', '/api/guests', 'POST', { firstName: 'Unsaved', lastName: 'Guest', email: 'unsaved@example.com' }],
    ['move the business date', '/__mock/business-date', 'PUT', { businessDate: '2026-12-01' }],
    ['switch scenario', '/__mock/scenario', 'PUT', { name: 'empty' }],
    ['reset', '/__mock/reset', 'POST', undefined],
  ])('%s: 507 problem, and the data is as before', async (_, path, method, body) => {
    await mock.setBusinessDate('2026-11-23')
    const before = mock.snapshot()
    failing = true
    const response = await fetch(`${mock.url}${path}`, { method, headers: json, ...(body && { body: JSON.stringify(body) }) })
    expect(response.status).toBe(507)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(((await response.json()) as { detail: string }).detail).toMatch(/could not be saved/)
    expect(mock.snapshot()).toEqual(before)
    failing = false
    await mock.reset()
  })

  it('a replaced guest keeps its old version, and a retry after the failure succeeds', async () => {
    const [guest] = mock.db.listGuests({ page: 1, pageSize: 1 }).data
    failing = true
    const put = await fetch(`${mock.url}/api/guests/${guest!.id}`, { method: 'PUT', headers: json, body: JSON.stringify({ firstName: 'Changed', lastName: 'Name' }) })
    expect(put.status).toBe(507)
    expect(mock.db.getGuest(guest!.id)).toEqual(guest)
    failing = false
    const created = await fetch(`${mock.url}/api/guests`, { method: 'POST', headers: json, body: JSON.stringify({ firstName: 'A', lastName: 'B', email: 'retry@example.com' }) })
    expect(created.status).toBe(201)
    await mock.reset()
  })
})

describe('the data file', () => {
  it('a real save that fails (the directory is gone) is a 507 naming the reason, and nothing is kept', async () => {
    const gone = join(directory, 'gone')
    const path = join(gone, 'hotel.json')
    const server = await startServer({ port: 0, scenario: 'small', businessDate: '2026-11-22' })
    const stop = persistWrites(server.db, path)
    try {
      const before = server.snapshot()
      const response = await fetch(`${server.url}/api/guests`, { method: 'POST', headers: json, body: JSON.stringify({ firstName: 'A', lastName: 'B' }) })
      expect(response.status).toBe(507)
      expect(((await response.json()) as { detail: string }).detail).toMatch(/its directory does not exist \(ENOENT\)/)
      expect(server.snapshot()).toEqual(before)
      expect(await unwritableDirectoryReason(path)).toMatch(/is not writable/)
    } finally {
      stop()
      await server.close()
    }
  })

  it('a failed save leaves the file as it was and no temporary file behind', async () => {
    const path = join(directory, 'kept.json')
    await writeSnapshotFile(path, mock.snapshot())
    const kept = await readFile(path, 'utf8')
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    await expect(writeSnapshotFile(path, cyclic as never)).rejects.toThrow()
    expect(await readFile(path, 'utf8')).toBe(kept)
    expect((await readdir(directory)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('removes the temporary files a killed process left, not those of a running one', async () => {
    const path = join(directory, 'hotel.json')
    const dead = join(directory, '.hotel.json.2147483646.1.tmp')
    const alive = join(directory, `.hotel.json.${process.pid}.1.tmp`)
    await writeFile(dead, '{')
    await writeFile(alive, '{')
    expect(await removeStaleTemporaryFiles(path)).toEqual([dead])
    expect((await readdir(directory)).filter((name) => name.endsWith('.tmp'))).toEqual([`.hotel.json.${process.pid}.1.tmp`])
    await rm(alive)
  })
})
