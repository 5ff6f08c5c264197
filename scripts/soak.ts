/**
 * `npm run soak`: the longer reliability run, bounded in time, against the standalone server
 * started from the CLI on loopback. Prints its figures; docs/reliability.md keeps the latest.
 *
 *   1. fuzz: SOAK_FUZZ (default 12,000) random requests, any method, path, header and body;
 *   2. mixed load: SOAK_SECONDS (default 60) of reads and writes from 32 clients, memory sampled;
 *   3. slow clients: 300 sockets that never finish their headers, while others are served;
 *   4. crash: kill -9 under 20 writers, SOAK_CRASHES (default 3) times, then every acknowledged
 *      write must be in the data file and no temporary file left;
 *   5. memory at idle: a fresh server, and the soaked one after a reset.
 *
 * Exits 1 if any 5xx was answered, any acknowledged write was lost, or idle memory after reset is
 * above 1.5x a fresh server's.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const FUZZ = Number(process.env.SOAK_FUZZ ?? 12_000)
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const CRASHES = Number(process.env.SOAK_CRASHES ?? 3)
const root = new URL('../', import.meta.url)
const directory = await mkdtemp(join(tmpdir(), 'guest-reservation-mock-soak-'))
const figures: Record<string, string | number> = {}
let failures = 0

/** Servers this run started: killed if the run itself ends early (an error, a timeout's SIGTERM). */
const started = new Set<ChildProcess>()
process.on('exit', () => started.forEach((child) => child.kill('SIGKILL')))
process.on('SIGTERM', () => process.exit(143))
process.on('SIGINT', () => process.exit(130))

interface Server {
  url: string
  child: ChildProcess
}

async function start(args: string[] = []): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--business-date', '2026-11-22', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  started.add(child)
  child.once('exit', () => started.delete(child))
  let out = ''
  let err = ''
  child.stderr!.on('data', (chunk) => (err += chunk))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${err}`)), 60_000)
    child.stdout!.on('data', (chunk) => {
      out += chunk
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match && out.includes('spec ')) {
        clearTimeout(timer)
        resolve({ url: match[1]!, child })
      }
    })
    child.on('exit', () => reject(new Error(`the server exited: ${err}`)))
  })
}

async function stop(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (exited(server)) return
  const gone = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill(signal)
  await gone
}

function exited(server: Server): boolean {
  return server.child.exitCode !== null || server.child.signalCode !== null
}

/** Resident memory of a process in MB, from /proc. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024)
}

const random = (n: number) => Math.floor(Math.random() * n)
const pick = <T>(items: readonly T[]): T => items[random(items.length)]!

const PATHS = ['/api/guests', '/api/guests/search', '/api/guests/00000000-0000-4000-8000-000000000000', '/api/guests/x', '/api/reservations', '/api/reservations/1', '/api/nowhere', '/__mock/config', '/__mock/business-date', '/__mock/snapshot', '/__mock/scenario', '/openapi.json', '//evil', '/api/guests/%ZZ']
const QUERIES = ['', '?page=0', '?pageSize=1000', '?status=nope', '?q=', '?q=a&q=b', '?sort=__proto__', `?q=${'x'.repeat(3000)}`, '?__delay=abc', '?email=a@b.c', '?vip=maybe', '?page=1e9']
const BODIES = ['', '{', '[]', 'null', '{"__proto__":{"polluted":1},"firstName":"A","lastName":"B"}', '{"firstName":1}', JSON.stringify({ firstName: 'A'.repeat(500), lastName: 'B' }), '{"constructor":{"prototype":{"x":1}}}', JSON.stringify({ businessDate: '9999-12-31' }), JSON.stringify({ name: 'nope' }), JSON.stringify({ latency: -1 }), JSON.stringify({ guests: [{}] })]
const HEADERS: Array<Record<string, string>> = [{}, { 'content-type': 'application/json' }, { 'content-type': 'application/json; charset=latin1' }, { 'content-type': 'text/plain' }, { authorization: 'Bearer x' }, { origin: 'http://evil.test', 'content-type': 'application/json' }, { 'sec-fetch-site': 'cross-site' }]

/** Fuzz: random requests; counts statuses, and any 5xx. */
async function fuzz(server: Server): Promise<void> {
  const statuses = new Map<number, number>()
  let sent = 0
  const started = Date.now()
  const worker = async () => {
    while (sent < FUZZ) {
      sent++
      const method = pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'])
      const path = pick(PATHS) + pick(QUERIES)
      // The control plane's writes are left out: a reset or import mid-fuzz is not a bug, just noise.
      const writesControl = path.startsWith('/__mock/') && method !== 'GET'
      const body = method === 'GET' || method === 'HEAD' ? undefined : pick(BODIES)
      const response = await fetch(`${server.url}${path}`, { method, headers: writesControl ? { origin: 'http://evil.test' } : pick(HEADERS), ...(body !== undefined && { body }) }).catch(() => undefined)
      if (!response) continue
      await response.arrayBuffer()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker))
  const fiveXx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)
  figures['fuzz requests'] = sent
  figures['fuzz 5xx'] = fiveXx
  figures['fuzz req/s'] = Math.round(sent / ((Date.now() - started) / 1000))
  figures['fuzz statuses'] = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}:${count}`).join(' ')
  const polluted = ({} as Record<string, unknown>).polluted
  if (fiveXx > 0 || polluted !== undefined) failures++
}

/** Mixed load for SECONDS: reads and writes; every acknowledged write must be served afterwards. */
async function mixed(server: Server): Promise<void> {
  const pid = server.child.pid!
  const until = Date.now() + SECONDS * 1000
  const acknowledged: string[] = []
  let requests = 0
  let fiveXx = 0
  let peak = 0
  const sampler = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb))), 500)
  const worker = async (n: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const roll = random(10)
      let response: Response
      if (roll < 2) {
        response = await fetch(`${server.url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: `Soak${n}`, lastName: `Guest${i}`, email: `soak-${n}-${i}@example.com` }) })
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
      } else {
        const path = pick(['/api/guests?pageSize=20', '/api/guests/search?q=ann', '/api/reservations?status=arrivals', '/api/reservations?status=in_house&include=guest', `/api/guests?page=${random(30) + 1}&sort=-lastName`])
        response = await fetch(`${server.url}${path}`)
      }
      await response.arrayBuffer().catch(() => undefined)
      requests++
      if (response.status >= 500) fiveXx++
    }
  }
  const started = Date.now()
  await Promise.all(Array.from({ length: 32 }, (_, n) => worker(n)))
  clearInterval(sampler)
  let lost = 0
  for (const id of acknowledged) if ((await fetch(`${server.url}/api/guests/${id}`)).status !== 200) lost++
  figures['mixed seconds'] = SECONDS
  figures['mixed requests'] = requests
  figures['mixed req/s'] = Math.round(requests / ((Date.now() - started) / 1000))
  figures['mixed 5xx'] = fiveXx
  figures['mixed acknowledged writes'] = acknowledged.length
  figures['mixed lost writes'] = lost
  figures['mixed peak RSS MB'] = peak
  if (fiveXx > 0 || lost > 0) failures++
}

/** Slow clients: sockets that never finish their headers; the server must keep serving others. */
async function slowClients(server: Server): Promise<void> {
  const { hostname, port } = new URL(server.url)
  const sockets: Socket[] = []
  for (let i = 0; i < 300; i++) {
    const socket = connect(Number(port), hostname, () => socket.write('GET /api/guests HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '))
    socket.on('error', () => undefined)
    sockets.push(socket)
  }
  await sleep(1000)
  const started = Date.now()
  const response = await fetch(`${server.url}/api/guests?pageSize=1`)
  figures['slow clients held'] = sockets.filter((socket) => !socket.destroyed).length
  figures['request beside 300 slow clients'] = `${response.status} in ${Date.now() - started} ms`
  if (response.status !== 200) failures++
  for (const socket of sockets) socket.destroy()
}

/** kill -9 under 20 writers, CRASHES times: nothing acknowledged is lost, no temporary file is left. */
async function crashes(): Promise<void> {
  const file = join(directory, 'hotel.json')
  let lost = 0
  let acknowledged = 0
  for (let round = 0; round < CRASHES; round++) {
    const server = await start(['--scenario', 'small', '--data', file, '--persist'])
    const ids: string[] = []
    let stopping = false
    const writers = Array.from({ length: 20 }, async (_, n) => {
      for (let i = 0; !stopping; i++) {
        const response = await fetch(`${server.url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: `Crash${round}`, lastName: `W${n}x${i}` }) }).catch(() => undefined)
        if (response?.status === 201) ids.push(((await response.json()) as { id: string }).id)
      }
    })
    await sleep(1500 + random(1000))
    server.child.kill('SIGKILL')
    stopping = true
    await Promise.all(writers)
    await new Promise((resolve) => (exited(server) ? resolve(undefined) : server.child.once('exit', resolve)))
    const saved = new Set(((JSON.parse(await readFile(file, 'utf8')) as { guests: Array<{ id: string }> }).guests).map((guest) => guest.id))
    acknowledged += ids.length
    lost += ids.filter((id) => !saved.has(id)).length
  }
  // The next start removes what the killed processes left.
  const server = await start(['--data', file, '--persist'])
  const left = (await readdir(directory)).filter((name) => name.endsWith('.tmp'))
  await stop(server)
  figures['crash rounds (kill -9, 20 writers)'] = CRASHES
  figures['crash acknowledged writes'] = acknowledged
  figures['crash lost writes'] = lost
  figures['temporary files after restart'] = left.length
  if (lost > 0 || left.length > 0) failures++
}

async function idleRss(server: Server): Promise<number> {
  await sleep(3000)
  return rssMb(server.child.pid!)
}

const stage = (name: string) => process.stderr.write(`soak: ${name}\n`)

try {
  stage('fresh server')
  const fresh = await start()
  figures['fresh idle RSS MB'] = await idleRss(fresh)
  await stop(fresh)
  const server = await start()
  stage(`fuzz (${FUZZ} requests)`)
  await fuzz(server)
  stage(`mixed load (${SECONDS} s)`)
  await mixed(server)
  stage('slow clients')
  await slowClients(server)
  await fetch(`${server.url}/__mock/reset`, { method: 'POST' })
  figures['soaked idle RSS after reset MB'] = await idleRss(server)
  await stop(server)
  stage(`crashes (${CRASHES})`)
  await crashes()
  const ratio = Number(figures['soaked idle RSS after reset MB']) / Number(figures['fresh idle RSS MB'])
  figures['idle RSS ratio'] = ratio.toFixed(2)
  if (ratio > 1.5) failures++
} finally {
  await rm(directory, { recursive: true, force: true })
}
for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(38)} ${value}`)
console.log(failures === 0 ? 'soak: PASSED' : `soak: FAILED (${failures} part${failures === 1 ? '' : 's'})`)
process.exit(failures === 0 ? 0 : 1)
