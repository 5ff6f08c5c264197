import { request as httpRequest } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { createApp, createExpressServer, startServer } from 'guest-reservation-mock/server'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { newGuestInput } from '../support/cases.js'
import { expectConformant, expectHeadAnsweredAsGet } from '../support/contract.js'

const mock = await startServer({ port: 0, seed: 1, businessDate: '2026-11-22' })
afterAll(() => mock.close())
beforeEach(() => mock.db.reset())
const seededGuests = mock.db.guestCount

/** A raw HTTP request, to send what fetch will not (chunked bodies, odd headers). */
function raw(method: string, path: string, headers: Record<string, string>, chunks: Buffer[]): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${mock.url}${path}`, { method, headers }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts).toString() }))
    })
    req.on('error', reject)
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })
}


/** Sends one GET on an open connection and resolves with the response's head once its body is in. */
function getOn(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const closed = () => reject(new Error(`the server closed the connection before answering ${path}`))
    if (socket.destroyed || !socket.writable) return closed()
    let received = Buffer.alloc(0)
    const onData = (part: Buffer) => {
      received = Buffer.concat([received, part])
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = received.subarray(0, end).toString()
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
      if (received.length < end + 4 + length) return
      socket.off('data', onData).off('end', closed).off('error', reject)
      resolve(head)
    }
    socket.on('data', onData).once('end', closed).once('error', reject)
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${new URL(mock.url).host}\r\n\r\n`, (error) => error && reject(error))
  })
}

describe('the Express server', () => {
  it('answers malformed JSON with the handlers’ problem+json, never an HTML page', async () => {
    const response = await fetch(`${mock.url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"firstName": "A",' })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(await response.json()).toMatchObject({ type: '/problems/malformed-body', status: 400 })
  })

  it('refuses a chunked body over 1 MB with 413 without reading it all, and stays up', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'x')
    const response = await raw('POST', '/api/guests', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, [chunk, chunk, chunk, chunk, chunk])
    expect(response.status).toBe(413)
    expect(JSON.parse(response.body)).toMatchObject({ status: 413, type: '/problems/payload-too-large' })
    expect((await fetch(`${mock.url}/api/guests?pageSize=1`)).status).toBe(200)
    expect(mock.db.guestCount).toBe(seededGuests)
  })

  it('answers HEAD as GET, without the body', async () => {
    await expectHeadAnsweredAsGet(mock.url)
  })

  it('answers CORS preflights and exposes the paging and Location headers', async () => {
    const preflight = await fetch(`${mock.url}/api/guests`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type,authorization' },
    })
    expect(preflight.status).toBe(204)
    // Any origin is allowed, and named with credentials, so a page may fetch with credentials: 'include'.
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD,PUT,POST')
    const list = await fetch(`${mock.url}/api/guests`, { headers: { origin: 'http://localhost:5173' } })
    expect(list.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(list.headers.get('access-control-allow-credentials')).toBe('true')
    expect(list.headers.get('vary')).toMatch(/Origin/)
    expect(list.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/)
    expect(list.headers.get('access-control-expose-headers')).toMatch(/Location/)
    // A client that is no browser (no Origin) gets *, without credentials.
    const plain = await fetch(`${mock.url}/api/guests?pageSize=1`)
    expect(plain.headers.get('access-control-allow-origin')).toBe('*')
    expect(plain.headers.get('access-control-allow-credentials')).toBeNull()
    // Still varying by origin, so no cache hands this answer to a browser's credentialed request.
    expect(plain.headers.get('vary')).toMatch(/Origin/)
    expect((await fetch(`${mock.url}/openapi.json`)).headers.get('vary')).toMatch(/Origin/)
    expect((await fetch(`${mock.url}/api/nowhere`)).headers.get('vary')).toMatch(/Origin/)
  })

  it('sends API responses the same CORS headers as the cors middleware sends the rest, for any origin setting', async () => {
    const corsOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'))
    const pinned = await startServer({ port: 0, seed: 1, businessDate: '2026-11-22', corsOrigin: 'http://localhost:5173' })
    const closed = await startServer({ port: 0, seed: 1, businessDate: '2026-11-22', corsOrigin: false })
    try {
      for (const server of [mock, pinned, closed]) {
        const headers = { origin: 'http://localhost:5173' }
        const fromExpress = corsOf(await fetch(`${server.url}/openapi.json`, { headers }))
        for (const path of ['/api/guests?pageSize=1', '/api/guests/not-a-uuid', '/api/nowhere']) {
          expect(corsOf(await fetch(`${server.url}${path}`, { headers }))).toEqual(fromExpress)
        }
        // The control plane is no open door: no page of another origin may read it by default.
        expect(corsOf(await fetch(`${server.url}/__mock/business-date`, { headers }))['access-control-allow-origin']).toBeUndefined()
        // Its answer depends on the origin (a 403 for a page, a 200 for a client with none), and says so.
        expect(corsOf(await fetch(`${server.url}/__mock/business-date`)).vary).toBe('Origin')
      }
      // A listed origin is named only to itself: no Origin, or another one, gets none.
      expect(corsOf(await fetch(`${pinned.url}/api/guests?pageSize=1`))).toEqual({ vary: 'Origin' })
      const elsewhere = { origin: 'http://elsewhere.test' }
      expect(corsOf(await fetch(`${pinned.url}/api/guests?pageSize=1`, { headers: elsewhere }))).toEqual({ vary: 'Origin' })
      expect(corsOf(await fetch(`${pinned.url}/openapi.json`, { headers: elsewhere }))['access-control-allow-origin']).toBeUndefined()
      expect(corsOf(await fetch(`${closed.url}/api/guests?pageSize=1`))).toEqual({})
    } finally {
      await Promise.all([pinned.close(), closed.close()])
    }
  })

  it("creates each request and response with the app's own prototypes, so Express never reshapes them", async () => {
    const { app } = await createApp({ scenario: 'small', businessDate: '2026-11-22' })
    const server = createExpressServer(app)
    const born: boolean[] = []
    server.prependListener('request', (req, res) => {
      born.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const list = async () => {
        const response = await fetch(`http://127.0.0.1:${port}/api/guests?pageSize=2&sort=-createdAt`)
        expect(response.status).toBe(200)
        expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(2)
      }
      await list()
      expect((await fetch(`http://127.0.0.1:${port}/openapi.json`)).headers.get('content-type')).toMatch(/^application\/json/)
      await list()
      await list()
      expect(born).toEqual([true, true, true, true])
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('serves the contract at /openapi.json and answers unknown paths with a 404 problem', async () => {
    const spec = (await (await fetch(`${mock.url}/openapi.json`)).json()) as { info: { title: string } }
    expect(spec.info.title).toBe('Guest & Reservation API')
    const missing = await fetch(`${mock.url}/index.php`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toBe('application/problem+json')
  })

  it('serves the contract alone with servers set to the origin it was fetched from, and the control plane’s document apart', async () => {
    const local = mock.url.replace('127.0.0.1', 'localhost')
    for (const base of [mock.url, local]) {
      const contract = (await (await fetch(`${base}/openapi.json`)).json()) as { servers: Array<{ url: string }>; paths: Record<string, unknown> }
      expect(contract.servers).toEqual([{ url: base }])
      expect(Object.keys(contract.paths).filter((path) => !path.startsWith('/api/'))).toEqual([])
      const control = (await (await fetch(`${base}/__mock/openapi.json`)).json()) as { servers: Array<{ url: string }>; paths: Record<string, unknown> }
      expect(control.servers).toEqual([{ url: base }])
      expect(Object.keys(control.paths)).toContain('/__mock/reset')
      expect(Object.keys(control.paths).filter((path) => !path.startsWith('/__mock/'))).toEqual([])
    }
  })

  it('keeps an idle connection open longer than clients keep theirs, so a reused one is never reset', async () => {
    const socket = connect(Number(new URL(mock.url).port), '127.0.0.1')
    try {
      const first = await getOn(socket, '/api/guests?pageSize=1')
      expect(first).toMatch(/^HTTP\/1\.1 200 /)
      // The hint clients read (undici closes its connection 2 s before it): a minute, not Node's 5 s.
      expect(Number(/\r\nkeep-alive: *timeout=(\d+)/i.exec(first)?.[1])).toBeGreaterThanOrEqual(60)
      // Idle for longer than Node's default keep-alive, then reused.
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      expect(await getOn(socket, '/api/guests?pageSize=1')).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      socket.destroy()
    }
  })

  it('keeps email unique under concurrent creates: exactly one 201 for one email', async () => {
    const body = JSON.stringify(newGuestInput('race'))
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${mock.url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(39)
    expect(mock.db.guestCount).toBe(seededGuests + 1)
  })

  it('loses no acknowledged write when many clients write at once', async () => {
    const targets = mock.db.listGuests({ page: 1, pageSize: 30 }).data
    const creates = Array.from({ length: 60 }, (_, i) =>
      fetch(`${mock.url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(newGuestInput(`load${i}`)) }),
    )
    const puts = targets.map((guest, i) =>
      fetch(`${mock.url}/api/guests/${guest.id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Concurrent', lastName: `Writer${i}`, email: `writer${i}@test.example.com` }) }),
    )
    const responses = await Promise.all([...creates, ...puts])
    expect(responses.every((response) => response.status === 201 || response.status === 200)).toBe(true)
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as Array<{ id: string }>
    for (const acknowledged of bodies) {
      const stored = await fetch(`${mock.url}/api/guests/${acknowledged.id}`)
      expect(await stored.json()).toEqual(acknowledged)
    }
    expect(mock.db.guestCount).toBe(seededGuests + 60)
    const search = await fetch(`${mock.url}/api/guests/search?q=concurrent&pageSize=100`)
    expect(((await search.json()) as { totalCount: number }).totalCount).toBe(30)
  })

  it('never answers 5xx to odd requests, and every answer is conformant', async () => {
    const odd: Array<[string, string, Record<string, string>, string | undefined]> = [
      ['GET', '/api/guests?page=1&page=2', {}, undefined],
      ['GET', '/api/guests/%E0%A4%A', {}, undefined],
      ['GET', '/api/guests?pageSize=1e2', {}, undefined],
      ['POST', '/api/guests', { 'content-type': 'application/json' }, 'null'],
      ['POST', '/api/guests', { 'content-type': 'application/json' }, '[]'],
      ['POST', '/api/guests', { 'content-type': 'application/json; charset=utf-8' }, '"text"'],
      ['POST', '/api/guests', { 'content-type': 'application/merge-patch+json' }, '{"firstName":"A","lastName":"B"}'],
      ['PUT', '/api/guests/00000000-0000-4000-8000-000000000000', {}, undefined],
      ['DELETE', '/api/reservations/00000000-0000-4000-8000-000000000000', {}, undefined],
      ['OPTIONS', '/api/guests/search', {}, undefined],
      ['GET', '/api/guests/search?q=' + 'a'.repeat(500), {}, undefined],
      ['GET', '/api/reservations?status=', {}, undefined],
    ]
    for (const [method, path, headers, body] of odd) {
      const response = await fetch(`${mock.url}${path}`, { method, headers, body })
      const text = await response.text()
      expect(response.status, `${method} ${path}`).toBeLessThan(500)
      expectConformant({
        request: { method, url: `${mock.url}${path}`, body },
        status: response.status,
        headers: response.headers,
        text,
        json: text ? JSON.parse(text) : undefined,
      })
    }
    // None of them is a guest to create (a merge patch is refused, not read as a guest).
    expect(mock.db.guestCount).toBe(seededGuests)
  })
})
