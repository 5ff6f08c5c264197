import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { requestHeader } from '../../handlers/headers.js'
import { bridgeRequest } from '../../src/bridge-request.js'

// The Express bridge hands the router a Request built lazily from what Express parsed. It must
// behave as a real Request for everything a handler (or code it calls) may touch.
const init = (body?: string) => ({
  method: body === undefined ? 'GET' : 'POST',
  url: 'http://127.0.0.1:4010/api/guests?q=ada',
  rawHeaders: ['Host', '127.0.0.1:4010', 'Content-Type', 'application/json', 'X-Many', 'a', 'X-Many', 'b'],
  body: body === undefined ? undefined : new TextEncoder().encode(body),
})

describe('the bridge request', () => {
  it('is a Request with the method, URL and headers Express read', () => {
    const request = bridgeRequest(init())
    expect(request).toBeInstanceOf(Request)
    expect(Object.prototype.toString.call(request)).toBe('[object Request]')
    expect(request.method).toBe('GET')
    expect(request.url).toBe('http://127.0.0.1:4010/api/guests?q=ada')
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(request.headers.get('x-many')).toBe('a, b')
  })

  it('normalises its URL as a Request does, and refuses what a Request refuses', () => {
    const odd = { ...init(), url: 'HTTP://127.0.0.1:4010/api/./guests/../guests?q=a b' }
    expect(bridgeRequest(odd).url).toBe(new Request(odd.url).url)
    expect(() => bridgeRequest({ ...init(), url: 'http://[bad' })).toThrow(TypeError)
  })

  it('reads its body once, as text, JSON or bytes', async () => {
    expect(await bridgeRequest(init('{"a":"é"}')).json()).toEqual({ a: 'é' })
    expect(new TextDecoder().decode(await bridgeRequest(init('{"a":1}')).arrayBuffer())).toBe('{"a":1}')
    const request = bridgeRequest(init('{"a":1}'))
    expect(request.bodyUsed).toBe(false)
    expect(await request.text()).toBe('{"a":1}')
    expect(request.bodyUsed).toBe(true)
    await expect(request.text()).rejects.toThrow(TypeError)
    expect(await bridgeRequest(init()).text()).toBe('')
  })

  it('hands everything else to a real Request made on first use', async () => {
    const request = bridgeRequest(init('{"a":1}'))
    expect(request.signal).toBeInstanceOf(AbortSignal)
    expect(request.redirect).toBe('follow')
    const copy = request.clone()
    expect(copy).not.toBe(request)
    expect(await copy.text()).toBe('{"a":1}')
    expect(await request.text()).toBe('{"a":1}')
    const streamed = bridgeRequest(init('{"b":2}'))
    const reader = streamed.body!.getReader()
    const { value } = await reader.read()
    expect(new TextDecoder().decode(value)).toBe('{"b":2}')
  })

  it('reads a header from the raw headers exactly as Headers.get does', () => {
    const name = fc.constantFrom('Prefer', 'prefer', 'PREFER', 'Content-Type', 'content-type', 'X-Many', 'Authorization')
    // Values as Node's parser hands them: trimmed, no control characters.
    const value = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', ';', '=', 'é', '"'), maxLength: 6 }).map((v) => v.trim())
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 6 }), fc.boolean(), (pairs, touchHeaders) => {
        const rawHeaders = ['Host', '127.0.0.1:4010', ...pairs.flat()]
        const request = bridgeRequest({ ...init(), rawHeaders })
        const real = new Request('http://127.0.0.1:4010/', { headers: pairs })
        if (touchHeaders) expect(request.headers.get('x-none')).toBeNull()
        for (const lookup of ['prefer', 'content-type', 'x-many', 'authorization', 'x-none']) {
          expect(requestHeader(request, lookup)).toBe(real.headers.get(lookup))
        }
      }),
      { numRuns: 200 },
    )
    // Any other request is read through its Headers.
    expect(requestHeader(new Request('http://127.0.0.1/', { headers: { Prefer: 'code=503' } }), 'prefer')).toBe('code=503')
  })
})
