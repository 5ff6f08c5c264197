import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const running: ChildProcess[] = []

/** Runs the CLI from source (as `guest-reservation-mock ...`); resolves on exit or on `until` in stdout. */
function cli(args: string[], until?: RegExp): Promise<{ code: number | null; stdout: string; stderr: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  running.push(child)
  let stdout = ''
  let stderr = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not finish: ${stdout}${stderr}`)), 20_000)
    child.stdout!.on('data', (chunk) => {
      stdout += chunk
      if (until?.test(stdout)) {
        clearTimeout(timer)
        resolve({ code: null, stdout, stderr, child })
      }
    })
    child.stderr!.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr, child })
    })
  })
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
})

describe('the CLI', () => {
  it('--help into a reader that has already gone (`| head`) exits 0 without a stack trace', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--help'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    running.push(child)
    // The read end closes before the bin writes a word, so every write meets a closed pipe.
    child.stdout!.destroy()
    let stderr = ''
    child.stderr!.on('data', (chunk) => (stderr += chunk))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(stderr).toBe('')
    expect(code).toBe(0)
  })

  it('--help lists every flag and exits 0', async () => {
    const { code, stdout } = await cli(['--help'])
    expect(code).toBe(0)
    for (const flag of ['--port', '--host', '--seed', '--guests', '--business-date', '--auth-token', '--cors-origin', '--max-sessions', '--session-idle', '--journal-size', '--help']) expect(stdout).toContain(flag)
    // Examples as someone who installed the package types them, and the subcommand by its full name.
    expect(stdout).toContain('$ npx guest-reservation-mock --seed 7 --guests 2000')
    expect(stdout).toContain('see: guest-reservation-mock verify --help')
  })

  it.each([
    [['--nope'], /unknown option '--nope'.*--help/],
    [['--verson'], /unknown option '--verson' \(Did you mean --version\?\)\. Run with --help/],
    [['--data', '/missing/dir/hotel.json', '--port', '0'], /data file \/missing\/dir\/hotel\.json: its folder does not exist\. Pass a --data path/],
    [['--data', '/', '--port', '0'], /Cannot read the data file \//],
    [['--base-path', 'pms'], /--base-path.*use a path that starts with \/, e\.g\. --base-path \/pms\./],
    [['--business-date', '2026-13-01'], /--business-date.*YYYY-MM-DD/],
    [['--port', '99999'], /--port must be a whole number from 0 to 65535/],
    [['--guests', 'many'], /--guests must be a whole number/],
    [['--auth-token', ''], /token cannot be empty/],
    [['--auth-token', 'two words'], /token cannot contain spaces/],
    [['--host', ''], /--host.*use a host name or address/],
    [['--data', ''], /--data.*use a file path/],
    [['--data', '', '--persist'], /--data.*use a file path/],
    [['--max-sessions', '0'], /--max-sessions must be a whole number from 1 to 10000/],
    [['--session-idle', 'soon'], /--session-idle must be a whole number/],
    [['--journal-size', '-1'], /--journal-size must be a whole number from 0 to 100000/],
  ])('refuses %j with one line that says what to do, and exit code 2', async (args, message) => {
    const { code, stdout, stderr } = await cli(args)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr.trim().split('\n')).toHaveLength(1)
    expect(stderr).toMatch(message)
  })

  it('--version prints the package version and exits 0', async () => {
    const { version } = JSON.parse(await readFile(new URL('package.json', `file://${root}`), 'utf8')) as { version: string }
    const { code, stdout } = await cli(['--version'])
    expect(code).toBe(0)
    expect(stdout.trim()).toBe(version)
  })

  it('says a port in use is in use, and exits 2', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    try {
      const { code, stderr } = await cli(['--port', String(port)])
      expect(code).toBe(2)
      expect(stderr.trim()).toBe(`guest-reservation-mock: Failed to start the mock server: port ${port} is in use. Pass --port to pick another.`)
    } finally {
      blocker.close()
    }
  })

  it('applies the session and journal flags', async () => {
    const port = await freePort()
    const { child } = await cli(['--port', String(port), '--guests', '20', '--max-sessions', '1', '--session-idle', '600', '--journal-size', '2'], /spec /)
    try {
      const base = `http://127.0.0.1:${port}`
      for (let page = 1; page <= 3; page++) await fetch(`${base}/api/guests?page=${page}`, { headers: { 'X-Mock-Session': 'one' } })
      const journal = (await (await fetch(`${base}/__mock/requests`, { headers: { 'X-Mock-Session': 'one' } })).json()) as { data: unknown[]; capacity: number }
      expect(journal).toMatchObject({ capacity: 2 })
      expect(journal.data).toHaveLength(2)
      const full = await fetch(`${base}/api/guests`, { headers: { 'X-Mock-Session': 'two' } })
      expect(full.status).toBe(503)
      // Until the idle session expires: at most the idle time.
      expect(Number(full.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(Number(full.headers.get('retry-after'))).toBeLessThanOrEqual(600)
      expect(await (await fetch(`${base}/__mock/sessions`)).json()).toMatchObject({ maxSessions: 1, idleTimeoutSeconds: 600 })
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  })

  it('serves with the flags given, prints the URL and a summary of the data, and stops on SIGTERM', async () => {
    const port = await freePort()
    const { stdout, child } = await cli(['--port', String(port), '--seed', '9', '--guests', '120', '--business-date', '2027-01-15', '--auth-token', 'a', '--auth-token', 'b'], /spec /)
    expect(stdout).toContain(`listening on http://127.0.0.1:${port}`)
    expect(stdout).toMatch(/business date\s+2027-01-15\s+\(seed 9\)/)
    expect(stdout).toMatch(/guests\s+123/) // 120 generated and the 3 named fixture guests
    expect(stdout).toMatch(/today\s+\d+ arrivals, \d+ departures, \d+ in house/)
    const anonymous = await fetch(`http://127.0.0.1:${port}/api/guests`)
    expect(anonymous.status).toBe(401)
    const authorised = await fetch(`http://127.0.0.1:${port}/api/guests`, { headers: { authorization: 'Bearer b' } })
    expect(((await authorised.json()) as { totalCount: number }).totalCount).toBe(123)
    const exited = new Promise((resolve) => child.on('exit', resolve))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
