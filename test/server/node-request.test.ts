import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromNodeRequest, rawHeader } from '../../src/express/node-request.js'

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

  it('reads its body once, as UTF-8 text; no body is the empty text', async () => {
    const request = fromNodeRequest('POST', url, [], new TextEncoder().encode('{"a":"é"}'))
    expect(await request.text()).toBe('{"a":"é"}')
    await expect(request.text()).rejects.toThrow(TypeError)
    expect(await fromNodeRequest('GET', url, [], undefined).text()).toBe('')
  })
})
