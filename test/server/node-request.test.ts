import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromNodeRequest, rawHeader } from '../../src/express/node-request.js'
import { requestUrl } from '../../src/express/request-target.js'

// The standalone server hands the core what Node parsed, without a Fetch Request. It must read
// headers and the body exactly as the Fetch Request of the other runtimes would.
const url = new URL('http://127.0.0.1:4010/api/guests?q=ada')

describe('the request the Express adapter hands the core', () => {
  it('reads a header from the raw headers exactly as Headers.get does', () => {
    const name = fc.constantFrom('Prefer', 'prefer', 'PREFER', 'Content-Type', 'content-type', 'X-Many', 'Authorization')
    // Values as Node's parser hands them: trimmed, no control characters.
    const value = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', ';', '=', 'é', '"'), maxLength: 6 }).map((v) => v.trim())
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 6 }), (pairs) => {
        const rawHeaders = ['Host', '127.0.0.1:4010', ...pairs.flat()]
        const real = new Request('http://127.0.0.1:4010/', { headers: pairs })
        const request = fromNodeRequest('GET', url, rawHeaders, undefined)
        for (const lookup of ['prefer', 'content-type', 'x-many', 'authorization', 'x-none']) {
          expect(request.header(lookup)).toBe(real.headers.get(lookup))
          expect(rawHeader(rawHeaders, lookup)).toBe(real.headers.get(lookup))
        }
      }),
      { numRuns: 200 },
    )
  })

  it('puts an origin-form target on the trusted origin, its path and query kept as URL setters keep them', () => {
    // The path and query set on the origin: a target starting with // stays a path (never an authority).
    const bySetters = (target: string) => {
      const expected = new URL('http://127.0.0.1:4010')
      const query = target.indexOf('?')
      expected.pathname = query === -1 ? target : target.slice(0, query)
      expected.search = query === -1 ? '' : target.slice(query)
      return expected.href
    }
    const unit = fc.constantFrom('/', '/', 'a', 'é', '?', '&', '=', '#', '\\', '.', '..', '%', '%2e', '%2F', ':', '@', ' ', '\t', '\u007f', '+', '~')
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 10 }), (rest) => {
        const target = `/${rest}`
        expect(requestUrl(target, 'http://127.0.0.1:4010').href).toBe(bySetters(target))
      }),
      { numRuns: 2000 },
    )
    expect(requestUrl('//evil.test/api/guests?q=1', 'http://127.0.0.1:4010').href).toBe('http://127.0.0.1:4010//evil.test/api/guests?q=1')
    expect(requestUrl('/api/../api/guests?q=a b', 'http://127.0.0.1:4010').href).toBe('http://127.0.0.1:4010/api/guests?q=a%20b')
  })

  it('reads its body once, as UTF-8 text; no body is the empty text', async () => {
    const request = fromNodeRequest('POST', url, [], new TextEncoder().encode('{"a":"é"}'))
    expect(await request.text()).toBe('{"a":"é"}')
    await expect(request.text()).rejects.toThrow(TypeError)
    expect(await fromNodeRequest('GET', url, [], undefined).text()).toBe('')
  })
})
