import { checkResponse, specOperations } from 'guest-reservation-mock'
import { expect } from 'vitest'

export interface Exchange {
  request: { method: string; url: string; body?: string }
  status: number
  headers: Headers
  text: string
  json: any
}

/** A way to send a request to the mock in one runtime (in-process, setupServer, Express). */
export type Send = (method: string, path: string, init?: { body?: unknown; headers?: Record<string, string> }) => Promise<Exchange>

/** Wraps a fetch-like function so that every response is also checked against the spec. */
export function createSend(baseUrl: string, fetchImpl: (request: Request) => Promise<Response>): Send {
  return async (method, path, init = {}) => {
    const headers = new Headers(init.headers)
    let body: string | undefined
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
      if (!headers.has('content-type')) headers.set('content-type', 'application/json')
    }
    const url = new URL(path, baseUrl).href
    const response = await fetchImpl(new Request(url, { method, headers, body }))
    const text = await response.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    const exchange: Exchange = { request: { method, url, body }, status: response.status, headers: response.headers, text, json }
    expectConformant(exchange)
    return exchange
  }
}

/**
 * Every response the mock produces must match its contract: for a spec operation, the declared
 * status, content type, body schema and headers; for anything else (unknown route, wrong method),
 * a problem document with the right status (and `Allow` on a 405).
 */
export function expectConformant(exchange: Exchange): void {
  const { pathname } = new URL(exchange.request.url)
  const match = specOperations().match(exchange.request.method, pathname)
  const where = `${exchange.request.method} ${exchange.request.url} -> ${exchange.status}`
  // An error the control plane was asked to inject is outside the contract by design; it must
  // still be a problem document with the injected status.
  if (exchange.json?.type === '/problems/injected-error') {
    expect(exchange.headers.get('content-type'), where).toBe('application/problem+json')
    expect(exchange.json.status, where).toBe(exchange.status)
    return
  }
  if (match?.kind === 'operation') {
    const violations = checkResponse(match.operation, { status: exchange.status, headers: exchange.headers, body: exchange.text })
    expect(violations, `${where} breaks the contract:\n${exchange.text.slice(0, 500)}`).toEqual([])
    return
  }
  if (exchange.request.method === 'OPTIONS' && exchange.status === 204) return
  expect(exchange.headers.get('content-type'), where).toBe('application/problem+json')
  expect(exchange.json, where).toMatchObject({ status: exchange.status, type: expect.any(String), title: expect.any(String), detail: expect.any(String) })
  if (exchange.status === 405) expect(exchange.headers.get('allow'), where).toMatch(/^[A-Z]+(, [A-Z]+)*$/)
}

/**
 * HEAD on a GET route answers as the GET does (status and headers) with no body, in any runtime
 * (docs/decisions/0503-request-edges.md): a list, a missing guest, and an unknown route.
 */
export async function expectHeadAnsweredAsGet(origin: string): Promise<void> {
  for (const path of ['/api/guests?pageSize=2', '/api/guests/00000000-0000-4000-8000-000000000000', '/api/nowhere']) {
    const get = await fetch(`${origin}${path}`)
    await get.arrayBuffer()
    const head = await fetch(`${origin}${path}`, { method: 'HEAD' })
    expect(head.status, path).toBe(get.status)
    for (const name of ['content-type', 'x-total-count', 'link']) expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name))
    expect(await head.text(), path).toBe('')
  }
}
