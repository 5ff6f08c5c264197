import { gzipSync } from 'node:zlib'
import { startServer, type RunningServer } from 'guest-reservation-mock/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LINK_BUDGET } from '../../handlers/paging.js'
import { rawRequest } from './raw-http.js'

// The standalone server's edges, replayed from outside over a real loopback socket.
let mock: RunningServer
beforeAll(async () => {
  mock = await startServer({ port: 0, scenario: 'small', businessDate: '2026-11-22' })
})
afterAll(() => mock.close())

const get = (target: string, host = '127.0.0.1') => rawRequest(mock.url, `GET ${target} HTTP/1.1\nHost: ${host}\nConnection: close`)
const guestCount = () => mock.db.guestCount

describe('malformed requests are 4xx and change nothing', () => {
  it.each(['[', 'a b', 'evil.test:99999', 'x/y?z#', 'a\tb'])('Host: %s is a 400 problem', async (host) => {
    const response = await get('/api/guests?pageSize=1', host)
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toMatchObject({ status: 400, errors: [{ location: 'header', pointer: '/host' }] })
  })

  it('two Host headers are a 400', async () => {
    const response = await rawRequest(mock.url, 'GET /api/guests HTTP/1.1\nHost: a.test\nHost: b.test\nConnection: close')
    expect(response.status).toBe(400)
  })

  it.each([
    ['a request target too long to read', `GET /api/guests?q=${'x'.repeat(20_000)} HTTP/1.1\nHost: a.test\nConnection: close`, 431, '/problems/request-header-fields-too-large'],
    ['a header too long to read', `GET /api/guests HTTP/1.1\nHost: a.test\nX-Long: ${'x'.repeat(20_000)}\nConnection: close`, 431, '/problems/request-header-fields-too-large'],
    ['bytes that are not HTTP', 'HELLO THERE', 400, '/problems/malformed-request'],
    ['a header line without a colon', 'GET /api/guests HTTP/1.1\nHost: a.test\nno colon here', 400, '/problems/malformed-request'],
    ['an HTTP/1.1 request without Host', 'GET /api/guests HTTP/1.1\nConnection: close', 400, '/problems/invalid-parameters'],
    ['CONNECT, a tunnel this server never opens', 'CONNECT hotel.test:443 HTTP/1.1\nHost: hotel.test:443', 405, '/problems/method-not-allowed'],
  ])('answers %s, refused before any route, with a problem document', async (_, head, status, type) => {
    const response = await rawRequest(mock.url, head)
    expect(response.status).toBe(status)
    expect(response.headers).toMatchObject({ 'content-type': 'application/problem+json', connection: 'close' })
    expect(JSON.parse(response.body)).toMatchObject({ type, status })
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body))
    expect((await fetch(`${mock.url}/api/guests?pageSize=1`)).status).toBe(200)
  })

  it('answers an HTTP/1.0 request without Host, which that version allows', async () => {
    const response = await rawRequest(mock.url, 'GET /api/guests?pageSize=1 HTTP/1.0')
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toMatchObject({ pageSize: 1 })
  })

  it('accepts an absolute-form target and answers as for its path', async () => {
    const response = await get('http://hotel.test/api/guests?pageSize=1', 'hotel.test')
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body).pageSize).toBe(1)
  })

  it('builds Location from the server\'s own origin, never from the Host sent', async () => {
    const before = guestCount()
    const body = JSON.stringify({ firstName: 'Host', lastName: 'Header' })
    const response = await rawRequest(
      mock.url,
      `POST /api/guests HTTP/1.1\nHost: evil.test\nContent-Type: application/json\nContent-Length: ${body.length}\nConnection: close`,
      body,
    )
    expect(response.status).toBe(201)
    expect(response.headers.location).toMatch(new RegExp(`^${mock.url}/api/guests/`))
    expect(guestCount()).toBe(before + 1)
    await mock.reset()
  })

  it('answers HEAD on a GET route as GET without a body', async () => {
    const head = await rawRequest(mock.url, 'HEAD /api/guests?pageSize=1 HTTP/1.1\nHost: 127.0.0.1\nConnection: close')
    const full = await get('/api/guests?pageSize=1')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(full.body)))
    expect(head.headers['x-total-count']).toBe(full.headers['x-total-count'])
  })

  it('answers a wrong method on a control-plane path with 405 and Allow', async () => {
    const response = await rawRequest(mock.url, 'DELETE /__mock/reset HTTP/1.1\nHost: 127.0.0.1\nConnection: close')
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('POST')
  })

  it('refuses invalid UTF-8 with 400 and other charsets with 415, storing nothing', async () => {
    const before = guestCount()
    const bytes = Buffer.concat([Buffer.from('{"firstName":"A'), Buffer.from([0xff]), Buffer.from('","lastName":"B"}')])
    const utf8 = await rawRequest(mock.url, `POST /api/guests HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nContent-Length: ${bytes.length}\nConnection: close`, bytes)
    expect(utf8.status).toBe(400)
    expect(JSON.parse(utf8.body).errors).toEqual([{ location: 'body', pointer: '', message: 'must be valid UTF-8' }])
    const latin1 = await fetch(`${mock.url}/api/guests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=latin1' },
      body: '{"firstName":"A","lastName":"B"}',
    })
    expect(latin1.status).toBe(415)
    expect(guestCount()).toBe(before)
  })

  it('refuses a compressed body with 415 and Accept-Encoding: identity, and takes plain JSON marked identity', async () => {
    const before = guestCount()
    const json = '{"firstName":"Zip","lastName":"Ped"}'
    for (const [coding, body] of [['gzip', gzipSync(json)], ['br', Buffer.from(json)]] as const) {
      const response = await fetch(`${mock.url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': coding }, body })
      expect(response.status, coding).toBe(415)
      expect(response.headers.get('accept-encoding'), coding).toBe('identity')
      expect(((await response.json()) as { detail: string }).detail, coding).toMatch(new RegExp(`Content-Encoding: ${coding} is not supported`))
    }
    expect(guestCount()).toBe(before)
    const identity = await fetch(`${mock.url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'identity' }, body: json })
    expect(identity.status).toBe(201)
  })

  it('a client that leaves mid-upload is not logged as a bug', async () => {
    const logged: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void logged.push(args)
    try {
      const { connect } = await import('node:net')
      const { hostname, port } = new URL(mock.url)
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write('POST /api/guests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"firstName":')
          setTimeout(() => socket.destroy(), 50)
        })
        socket.on('close', () => resolve())
      })
      // The server still answers, and said nothing.
      expect((await fetch(`${mock.url}/api/guests?pageSize=1`)).status).toBe(200)
      expect(logged).toEqual([])
    } finally {
      console.error = original
    }
  })
})

describe('bounded work', () => {
  it('keeps Link small whatever the query', async () => {
    const junk = 'j'.repeat(5400)
    const response = await fetch(`${mock.url}/api/guests?pageSize=1&junk=${junk}&sort=firstName&__code=&__delay=x`)
    expect(response.status).toBe(200)
    expect(response.headers.get('link')!.length).toBeLessThan(600)
    expect(response.headers.get('link')).toContain('sort=firstName')
  })

  it("keeps Link readable by Node's fetch with the contract's longest search criteria, in four-byte characters", async () => {
    const smiles = (count: number) => '😀'.repeat(count)
    const criteria = new URLSearchParams({ q: smiles(200), lastName: smiles(100), email: smiles(254), loyaltyNumber: smiles(32), phone: `${smiles(31)}1` })
    // Past the end of an empty result: first, prev and last would each repeat the 7.5 KB query.
    const response = await fetch(`${mock.url}/api/guests/search?${criteria}&page=3&pageSize=1`)
    expect(response.status).toBe(200)
    const link = response.headers.get('link')!
    expect([...link.matchAll(/rel="(\w+)"/g)].map((match) => match[1])).toEqual(['prev'])
    expect(link.length).toBeLessThanOrEqual(LINK_BUDGET)
    expect(new URL(/^<([^>]+)>/.exec(link)![1]!, mock.url).searchParams.get('email')).toBe(smiles(254))
  })

  it('lists at most 100 violations of a body and counts the rest', async () => {
    const body = JSON.stringify({ firstName: 'A', lastName: 'B', preferences: Array.from({ length: 5000 }, () => 1) })
    const response = await fetch(`${mock.url}/api/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const problem = (await response.json()) as { detail: string; errors: unknown[] }
    expect(response.status).toBe(422)
    expect(problem.errors).toHaveLength(100)
    const [, total, more] = /^(\d+) fields of the request body are invalid; the first 100 are listed \(and (\d+) more\)\.$/.exec(problem.detail)!
    expect(Number(total)).toBeGreaterThanOrEqual(5000)
    expect(Number(more)).toBe(Number(total) - 100)
  })

  it('refuses a snapshot of 100,000 empty guests with at most 100 problems, and keeps answering', async () => {
    const before = mock.snapshot()
    const body = JSON.stringify({ ...before, guests: Array.from({ length: 100_000 }, () => ({})) })
    const imported = fetch(`${mock.url}/__mock/snapshot`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body })
    const response = await imported
    const problem = (await response.json()) as { detail: string; errors: unknown[] }
    expect(response.status).toBe(422)
    expect(problem.errors).toHaveLength(100)
    expect(problem.detail).toMatch(/100\+ problems/)
    expect(mock.snapshot()).toEqual(before)
  })

  it('answers delayed requests beyond the cap with 503 and Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => fetch(`${mock.url}/api/guests?pageSize=1&__delay=300`).then((r) => [r.status, r.headers.get('retry-after')] as const)),
    )
    const refused = answers.filter(([status]) => status === 503)
    expect(answers.filter(([status]) => status === 200)).toHaveLength(64)
    expect(refused).toHaveLength(6)
    for (const [, retryAfter] of refused) expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
  })

  it('caps delayed requests for the whole server, however many sessions they come from', async () => {
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        fetch(`${mock.url}/api/guests?pageSize=1&__delay=300`, { headers: i % 4 === 0 ? {} : { 'x-mock-session': `delay-${i % 4}` } }).then((r) => r.status),
      ),
    )
    expect(answers.filter((status) => status === 200)).toHaveLength(64)
    expect(answers.filter((status) => status === 503)).toHaveLength(6)
  })
})
