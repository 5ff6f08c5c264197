import type { AddressInfo } from 'node:net'
import { createServer, type Server } from 'node:http'
import type { RequestHandler } from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/express/app.js'
import { createServerFor } from '../../src/express/express-server.js'
import { inFront } from '../../src/express/middleware.js'
import type { AppOptions } from '../../src/express/app.js'

/**
 * `startServer`'s server runs the app's own mock middleware ahead of Express (decision 0335): the
 * API and the control plane never enter Express, and everything else reaches the app as it came.
 */
const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A server as `startServer` makes it, and the paths of the requests that reached Express. */
async function serve(options: AppOptions = {}): Promise<{ url: string; reachedExpress: string[] }> {
  const { app, front } = await buildApp({ scenario: 'small', businessDate: '2026-11-22', ...options })
  const reachedExpress: string[] = []
  // The app, counting the requests it is called with: Express sees exactly those.
  const counted = new Proxy(app, {
    apply(target, thisArg, args: [{ url?: string }, ...unknown[]]) {
      reachedExpress.push(args[0].url ?? '')
      return Reflect.apply(target, thisArg, args)
    },
  })
  const server = createServerFor(counted, front)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reachedExpress }
}

describe('the mock middleware ahead of Express', () => {
  it('answers the API and the control plane without Express, and hands the rest to the app', async () => {
    const { url, reachedExpress } = await serve()
    const list = await fetch(`${url}/api/guests?pageSize=1`)
    expect(list.status).toBe(200)
    expect(list.headers.get('access-control-allow-origin')).toBe('*')
    const [guest] = ((await list.json()) as { data: Array<Record<string, unknown>> }).data
    const { id, createdAt: _c, updatedAt: _u, ...input } = guest!
    const put = await fetch(`${url}/api/guests/${String(id)}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...input, notes: 'ahead' }) })
    expect(put.status).toBe(200)
    expect(((await put.json()) as { notes: string }).notes).toBe('ahead')
    expect((await fetch(`${url}/__mock/config`)).status).toBe(200)
    expect((await fetch(`${url}/api/nowhere`)).status).toBe(404)
    expect(reachedExpress).toEqual([])

    // A preflight, the contract and an unknown path are the app's: cors, /openapi.json, the 404 problem.
    const preflight = await fetch(`${url}/api/guests`, { method: 'OPTIONS', headers: { origin: 'http://app.test', 'access-control-request-method': 'PUT' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD,PUT,POST')
    expect((await fetch(`${url}/openapi.json`)).headers.get('content-type')).toMatch(/^application\/json/)
    const elsewhere = await fetch(`${url}/elsewhere`)
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.headers.get('content-type')).toBe('application/problem+json')
    expect(reachedExpress).toEqual(['/api/guests', '/openapi.json', '/elsewhere'])
  })

  it('lets the app answer a request the middleware read the body of and left alone, without reading it again', async () => {
    const { url, reachedExpress } = await serve({ controlPlane: false })
    const reset = await fetch(`${url}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"scenario":"small"}' })
    expect(reset.status).toBe(404)
    expect(((await reset.json()) as { detail: string }).detail).toMatch(/There is no POST \/__mock\/reset here/)
    expect(reachedExpress).toEqual(['/__mock/reset'])
    // The connection still serves the next request.
    expect((await fetch(`${url}/api/guests?pageSize=1`)).status).toBe(200)
  })
})

describe('the CORS headers of answers from ahead of Express', () => {
  it('name each request\'s own origin, past as many origins as the middleware keeps', async () => {
    const { url } = await serve()
    const origins = [null, ...Array.from({ length: 40 }, (_, i) => `http://app${i}.test:5173`), null, 'http://app0.test:5173']
    for (const origin of origins) {
      const response = await fetch(`${url}/api/guests?pageSize=1`, { headers: origin ? { origin } : {} })
      await response.arrayBuffer()
      expect(response.headers.get('access-control-allow-origin')).toBe(origin ?? '*')
      expect(response.headers.get('access-control-allow-credentials')).toBe(origin ? 'true' : null)
      expect(response.headers.get('vary')).toBe('Origin')
    }
  })

  it('name only listed origins when the API allows a list', async () => {
    const { url } = await serve({ corsOrigin: 'http://one.test,http://two.test' })
    for (const [origin, named] of [['http://one.test', 'http://one.test'], ['http://evil.test', null], ['http://two.test', 'http://two.test'], ['http://evil.test', null]] as const) {
      const response = await fetch(`${url}/api/guests?pageSize=1`, { headers: { origin } })
      await response.arrayBuffer()
      expect(response.headers.get('access-control-allow-origin')).toBe(named)
    }
  })
})

describe('inFront', () => {
  it('answers a 500 problem when the middleware fails before answering, and ends the connection after', async () => {
    const failures: Record<string, RequestHandler> = {
      '/rejects': () => Promise.reject(new Error('broken')),
      '/hands-on': (_req, _res, next) => next(new Error('broken')),
      '/after-head': (_req, res, next) => {
        res.writeHead(200, { 'Content-Length': '10' })
        res.write('12345')
        next(new Error('broken'))
      },
    }
    const front: RequestHandler = (req, res, next) => failures[req.url!]!(req, res, next)
    const server = createServer(inFront(front, () => expect.unreachable('the app behind')))
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    for (const path of ['/rejects', '/hands-on']) {
      const response = await fetch(`${url}${path}`)
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
    }
    // The connection ends: the client never gets the whole answer.
    await expect(fetch(`${url}/after-head`).then((response) => response.text())).rejects.toThrow()
  })
})
