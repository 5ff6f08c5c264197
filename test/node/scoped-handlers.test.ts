import { createMockServer } from 'guest-reservation-mock/node'
import { startServer } from 'guest-reservation-mock/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { expectHeadAnsweredAsGet } from '../support/contract.js'

const unhandled: string[] = []
const record = { onUnhandledRequest: (request: Request) => void unhandled.push(request.url) }
/** A request the mock leaves alone goes on to the network: here a closed loopback port. */
const attempt = (url: string, init?: RequestInit) => fetch(url, init).catch(() => undefined)

beforeEach(() => void unhandled.splice(0))

describe('handlers scoped to an origin (baseUrl: http://hotel.test)', () => {
  let mock: Awaited<ReturnType<typeof createMockServer>>
  beforeAll(async () => {
    mock = await createMockServer({ seed: 2, scenario: 'small', businessDate: '2026-11-22', baseUrl: 'http://hotel.test' })
    mock.server.listen(record)
  })
  afterAll(() => mock.server.close())

  it('answers its origin, and leaves another origin’s /api to onUnhandledRequest', async () => {
    expect((await fetch('http://hotel.test/api/guests')).status).toBe(200)
    await attempt('http://127.0.0.1:9/api/tiles/1')
    expect(unhandled).toEqual(['http://127.0.0.1:9/api/tiles/1'])
  })
})

describe('handlers scoped to a base URL with a path (baseUrl: http://hotel.test/pms)', () => {
  let mock: Awaited<ReturnType<typeof createMockServer>>
  beforeAll(async () => {
    mock = await createMockServer({ seed: 2, scenario: 'small', businessDate: '2026-11-22', baseUrl: 'http://hotel.test/pms/' })
    mock.server.listen(record)
  })
  afterAll(() => mock.server.close())

  it('serves the API and the control plane under the path, with links and locations that keep it', async () => {
    const list = await fetch('http://hotel.test/pms/api/guests?pageSize=2')
    expect(list.status).toBe(200)
    expect(list.headers.get('link')).toContain('</pms/api/guests?')
    const created = await fetch('http://hotel.test/pms/api/guests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'King' }),
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toMatch(/^http:\/\/hotel\.test\/pms\/api\/guests\/[0-9a-f-]{36}$/)
    expect((await fetch(created.headers.get('location')!)).status).toBe(200)
    const control = (await (await fetch('http://hotel.test/pms/__mock/openapi.json')).json()) as { servers: unknown }
    expect(control.servers).toEqual([{ url: 'http://hotel.test/pms' }])
    expect(unhandled).toEqual([])
  })

  it('leaves the same paths outside the base path alone', async () => {
    await attempt('http://hotel.test/api/guests')
    await attempt('http://hotel.test/pmsx/api/guests')
    expect(unhandled).toEqual(['http://hotel.test/api/guests', 'http://hotel.test/pmsx/api/guests'])
  })
})

/** Runs `test` with a small unscoped mock listening (unhandled requests recorded), and closes it after. */
async function withMock(options: Parameters<typeof createMockServer>[0], test: () => Promise<void>): Promise<void> {
  const mock = await createMockServer({ seed: 2, scenario: 'small', businessDate: '2026-11-22', ...options })
  mock.server.listen(record)
  try {
    await test()
  } finally {
    mock.server.close()
  }
}

describe('unscoped handlers (the default)', () => {
  it('answer /api on every origin, an unknown route there with a 404 problem', async () => {
    await withMock({}, async () => {
      const response = await fetch('http://maps.test/api/tiles/1')
      expect(response.status).toBe(404)
      expect(unhandled).toEqual([])
    })
  })

  it('answer an unknown control-plane path themselves (404, or 405 with Allow), never the network', async () => {
    await withMock({}, async () => {
      for (const path of ['/__mock/nothing', '/__mock/%ZZ', '/__mock/reset%ZZ']) {
        const response = await fetch(`http://hotel.test${path}`)
        expect(response.status, path).toBe(404)
        expect(((await response.json()) as { type: string }).type, path).toBe('/problems/route-not-found')
      }
      const wrongMethod = await fetch('http://hotel.test/__mock/reset')
      expect(wrongMethod.status).toBe(405)
      expect(wrongMethod.headers.get('allow')).toBe('POST')
      expect(unhandled).toEqual([])
    })
    // With the control plane off, /__mock/ is not the mock's: it goes on to onUnhandledRequest.
    await withMock({ controlPlane: false }, async () => {
      await attempt('http://127.0.0.1:9/__mock/nothing')
      expect(unhandled).toEqual(['http://127.0.0.1:9/__mock/nothing'])
    })
  })

  it('answer HEAD as GET, without the body, as the standalone server does', async () => {
    await withMock({}, async () => {
      await expectHeadAnsweredAsGet('http://hotel.test')
      expect(unhandled).toEqual([])
    })
  })

  it('refuse a baseUrl that is neither an http(s) URL nor a path', async () => {
    await expect(createMockServer({ scenario: 'empty', baseUrl: 'ftp://hotel.test' })).rejects.toThrow(/baseUrl must be an http\(s\) URL .* or a path such as \/hotel/)
    await expect(createMockServer({ scenario: 'empty', baseUrl: 'pms' })).rejects.toThrow(/baseUrl must be/)
  })
})

describe('the standalone server under a base path (baseUrl: /pms)', () => {
  it('serves the API, the control plane and the contract under it, and nothing outside it', async () => {
    const server = await startServer({ port: 0, seed: 2, scenario: 'small', businessDate: '2026-11-22', baseUrl: '/pms' })
    try {
      expect((await fetch(`${server.url}/pms/api/guests`)).status).toBe(200)
      expect((await fetch(`${server.url}/pms/__mock/business-date`)).status).toBe(200)
      const contract = (await (await fetch(`${server.url}/pms/openapi.json`)).json()) as { servers: unknown }
      expect(contract.servers).toEqual([{ url: `${server.url}/pms` }])
      // Outside the base path every method of every path is a 404 that says where its area is.
      for (const [method, path, area] of [
        ['GET', '/api/guests', /The API lives under \/pms\/api\/ \(\/pms\/api\/guests, \/pms\/api\/reservations\)\./],
        ['GET', '/__mock/reset', /The control plane lives under \/pms\/__mock\/\./],
        ['POST', '/__mock/reset', /The control plane lives under \/pms\/__mock\/\./],
        ['GET', '/pms', /The API lives under \/pms\/api\/ /],
        ['GET', '/openapi.json', /The contract is served at \/pms\/openapi\.json\./],
      ] as const) {
        const outside = await fetch(`${server.url}${path}`, { method })
        expect(outside.status, `${method} ${path}`).toBe(404)
        expect(((await outside.json()) as { detail: string }).detail, `${method} ${path}`).toMatch(area)
      }
      expect((await fetch(`${server.url}/pms/__mock/nowhere`)).status).toBe(404)
      // A wrong method names the path as the client sees it, prefix included.
      const wrong = await fetch(`${server.url}/pms/__mock/business-date`, { method: 'POST' })
      expect(wrong.status).toBe(405)
      expect(((await wrong.json()) as { detail: string }).detail).toBe('POST is not allowed on /pms/__mock/business-date; use GET, HEAD, PUT.')
    } finally {
      await server.close()
    }
  })
})
