import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { validateSnapshot } from 'guest-reservation-mock'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const directory = await mkdtemp(join(tmpdir(), 'guest-reservation-mock-'))
const children: ChildProcess[] = []
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')))
afterAll(() => rm(directory, { recursive: true, force: true }))

/** Starts the CLI and resolves once it listens (with its URL), or with its exit code. */
function start(args: string[]): Promise<{ url?: string; code?: number | null; stdout: string; stderr: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--business-date', '2026-11-22', ...args], { cwd: root })
  children.push(child)
  let stdout = ''
  let stderr = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start: ${stdout}${stderr}`)), 30_000)
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      const match = /listening on (http:\/\/\S+)/.exec(stdout)
      if (match && /spec /.test(stdout)) {
        clearTimeout(timer)
        resolve({ url: match[1]!, stdout, stderr, child })
      }
    })
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr, child })
    })
  })
}

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('persistence of the standalone server', () => {
  it('seeds and writes a missing data file, then loads it on the next start', async () => {
    const file = join(directory, 'seeded.json')
    const first = await start(['--data', file, '--seed', '4', '--guests', '50'])
    expect(first.stdout).toContain(`seeded and written to ${file}`)
    const written = JSON.parse(await readFile(file, 'utf8'))
    expect(validateSnapshot(written)).toEqual([])
    first.child.kill('SIGKILL')
    const second = await start(['--data', file, '--seed', '999'])
    expect(second.stdout).toContain(`loaded from ${file}`)
    // The file wins over the flags that shape generated data, and the start says so.
    expect(second.stdout).toMatch(/business date {2}2026-11-22 {3}\(from the data file\)/)
    expect(second.stderr).toContain(`warning: the data file ${file} exists, so the hotel is loaded from it and --seed, --business-date do not change the data it holds.`)
    const guests = (await (await fetch(`${second.url}/api/guests?pageSize=100`)).json()) as { data: Array<{ id: string }> }
    expect(guests.data.map((guest) => guest.id).sort()).toEqual(written.guests.map((guest: { id: string }) => guest.id).sort())
  })

  it('keeps writes in memory without --persist, and saves each accepted write with it', async () => {
    const file = join(directory, 'writes.json')
    const memoryOnly = await start(['--data', file, '--guests', '20'])
    const before = await readFile(file, 'utf8')
    expect((await post(memoryOnly.url!, { firstName: 'Not', lastName: 'Saved' })).status).toBe(201)
    expect(await readFile(file, 'utf8')).toBe(before)
    memoryOnly.child.kill('SIGKILL')

    const persisting = await start(['--data', file, '--persist'])
    const created = (await (await post(persisting.url!, { firstName: 'Is', lastName: 'Saved' })).json()) as { id: string }
    const rejected = await post(persisting.url!, { firstName: '' })
    expect(rejected.status).toBe(422)
    const saved = JSON.parse(await readFile(file, 'utf8'))
    expect(saved.guests.some((guest: { id: string }) => guest.id === created.id)).toBe(true)
    await fetch(`${persisting.url}/__mock/business-date`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"businessDate":"2026-11-25"}' })
    expect(JSON.parse(await readFile(file, 'utf8')).businessDate).toBe('2026-11-25')
  })

  it('refuses a corrupt or invalid data file with exit code 2, and leaves it untouched', async () => {
    const corrupt = join(directory, 'corrupt.json')
    await writeFile(corrupt, '{"format":"guest-reservation-mock/snapshot@1","guests":[')
    const result = await start(['--data', corrupt, '--persist'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/is not valid JSON.*Fix or move it away/)
    expect(await readFile(corrupt, 'utf8')).toBe('{"format":"guest-reservation-mock/snapshot@1","guests":[')

    const invalid = join(directory, 'invalid.json')
    const text = JSON.stringify({ format: 'guest-reservation-mock/snapshot@1', businessDate: '2026-11-22', guests: [], reservations: [{ id: 'x' }] })
    await writeFile(invalid, text)
    const refused = await start(['--data', invalid])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(/is not a valid snapshot: \/reservations\/0/)
    expect(await readFile(invalid, 'utf8')).toBe(text)

    const lonely = await start(['--persist'])
    expect(lonely.code).toBe(2)
    expect(lonely.stderr).toMatch(/--persist needs --data/)
  })

  it('survives kill -9 during a burst of writes: the file is whole and holds every acknowledged write', async () => {
    const file = join(directory, 'crash.json')
    const server = await start(['--data', file, '--persist', '--guests', '100'])
    const acknowledged: string[] = []
    let stop = false
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const response = await post(server.url!, { firstName: `Lane${lane}`, lastName: `Write${i}`, email: `lane${lane}.write${i}@crash.example.com` })
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
        } catch {
          return // the server is gone
        }
      }
    }
    const lanes = [1, 2, 3, 4].map(writer)
    await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 1000))
    server.child.kill('SIGKILL')
    stop = true
    await Promise.all(lanes)
    expect(acknowledged.length).toBeGreaterThan(5)

    const saved = JSON.parse(await readFile(file, 'utf8'))
    expect(validateSnapshot(saved)).toEqual([])
    const savedIds = new Set(saved.guests.map((guest: { id: string }) => guest.id))
    for (const id of acknowledged) expect(savedIds.has(id), `acknowledged ${id} is on disk`).toBe(true)

    const restarted = await start(['--data', file, '--persist'])
    for (const id of acknowledged.slice(-5)) expect((await fetch(`${restarted.url}/api/guests/${id}`)).status).toBe(200)
    expect((await stat(file)).size).toBeGreaterThan(0)
  }, 60_000)
})
