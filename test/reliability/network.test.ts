import { startServer, type RunningServer } from 'guest-reservation-mock/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { networkWarning, parseCliArguments } from '../../src/express/cli-options.js'
import { parseOrigins } from '../../src/express/cors-policy.js'

let mock: RunningServer
beforeAll(async () => {
  mock = await startServer({ port: 0, scenario: 'small', businessDate: '2026-11-22' })
})
afterAll(() => mock.close())

const reset = (headers: Record<string, string>) => fetch(`${mock.url}/__mock/reset`, { method: 'POST', headers })

describe('the control plane refuses cross-site browsers', () => {
  it.each([
    ['a page elsewhere (a simple request)', { origin: 'http://evil.test', 'content-type': 'text/plain' }],
    ['a page elsewhere with JSON', { origin: 'http://evil.test', 'content-type': 'application/json' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (another port)', { 'sec-fetch-site': 'same-site' }],
  ])('%s gets 403 and changes nothing', async (_, headers) => {
    await mock.setBusinessDate('2026-11-23')
    const response = await reset(headers)
    expect(response.status).toBe(403)
    expect(((await response.json()) as { type: string }).type).toBe('/problems/cross-site-request')
    expect(mock.db.businessDate).toBe('2026-11-23')
    await mock.reset()
  })

  it('a page elsewhere replacing the snapshot (a body to read first) gets 403 and changes nothing', async () => {
    const before = mock.snapshot()
    const response = await fetch(`${mock.url}/__mock/snapshot`, { method: 'PUT', headers: { origin: 'http://evil.test' }, body: JSON.stringify({ ...before, guests: [] }) })
    expect(response.status).toBe(403)
    expect(mock.snapshot()).toEqual(before)
  })

  it('a same-origin browser write needs JSON or X-Mock-Control', async () => {
    expect((await reset({ origin: mock.url, 'content-type': 'text/plain' })).status).toBe(403)
    expect((await reset({ origin: mock.url, 'x-mock-control': '1' })).status).toBe(204)
  })

  it('clients that are not browsers (no Origin, no Sec-Fetch-Site) pass', async () => {
    expect((await reset({})).status).toBe(204)
  })

  it('sends no CORS headers on /__mock/ by default, and allows any origin on /api', async () => {
    const control = await fetch(`${mock.url}/__mock/snapshot`, { headers: { origin: 'http://localhost:5173' } })
    expect(control.headers.get('access-control-allow-origin')).toBeNull()
    expect(control.headers.get('access-control-allow-credentials')).toBeNull()
    expect(control.status).toBe(403)
    const api = await fetch(`${mock.url}/api/guests?pageSize=1`, { headers: { origin: 'http://localhost:5173' } })
    expect(api.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    // An opaque origin (a sandboxed frame, a file) is not named: it gets *, without credentials.
    const opaque = await fetch(`${mock.url}/api/guests?pageSize=1`, { headers: { origin: 'null' } })
    expect(opaque.headers.get('access-control-allow-origin')).toBe('*')
    expect(opaque.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('lets a listed page use the control plane, with CORS', async () => {
    const open = await startServer({ port: 0, scenario: 'small', businessDate: '2026-11-22', controlOrigin: 'http://localhost:5173' })
    try {
      const response = await fetch(`${open.url}/__mock/reset`, { method: 'POST', headers: { origin: 'http://localhost:5173', 'x-mock-control': '1' } })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    } finally {
      await open.close()
    }
  })
})

describe('CORS origins and network warnings', () => {
  it('reads one origin, a comma-separated list, * or none, and refuses anything else', () => {
    expect(parseOrigins('http://a.test, http://b.test:8080')).toEqual(['http://a.test', 'http://b.test:8080'])
    expect(parseOrigins('*')).toBe('*')
    expect(parseOrigins('none')).toEqual([])
    for (const bad of ['http://a.test/', 'a.test', 'http://a.test,*', 'http://a.test:99999', 'http://a.test path']) expect(() => parseOrigins(bad)).toThrow(RangeError)
  })

  it('a list reflects the requesting origin when listed, never an invalid header', async () => {
    const listed = await startServer({ port: 0, scenario: 'small', businessDate: '2026-11-22', corsOrigin: 'http://a.test, http://b.test' })
    try {
      const b = await fetch(`${listed.url}/api/guests?pageSize=1`, { headers: { origin: 'http://b.test' } })
      expect(b.headers.get('access-control-allow-origin')).toBe('http://b.test')
      expect(b.headers.get('access-control-allow-credentials')).toBe('true')
      const other = await fetch(`${listed.url}/api/guests?pageSize=1`, { headers: { origin: 'http://c.test' } })
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
      expect(other.headers.get('access-control-allow-credentials')).toBeNull()
    } finally {
      await listed.close()
    }
  })

  it('the CLI refuses a malformed --cors-origin', () => {
    expect(() => parseCliArguments(['node', 'cli', '--cors-origin', 'http://a.test, http://b.test/'])).toThrow(/not an origin/)
  })

  it('warns when listening beyond loopback without a token, naming the risk', () => {
    expect(networkWarning({ host: '0.0.0.0', controlPlane: true })).toMatch(/without --auth-token: anyone .* reset or replace all data/)
    expect(networkWarning({ host: '0.0.0.0', authToken: ['t'], controlPlane: true })).toBeUndefined()
    expect(networkWarning({ host: '127.0.0.1', controlPlane: true })).toBeUndefined()
    expect(networkWarning({ host: '::1', controlPlane: true })).toBeUndefined()
  })
})
