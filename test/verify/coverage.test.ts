import { describe, expect, test } from 'vitest'
import { openApiDocument } from '../../src/spec/document.js'
import { specOperations } from '../../src/spec/operations.js'
import { CoverageTracker, documentedErrorTypes } from '../../src/verify/coverage.js'
import type { Exchange } from '../../src/verify/http-client.js'

/** What the tracker reads of an answer: where the request went, the status and the body. */
function answer(method: string, path: string, status: number, json?: unknown): Exchange {
  const url = new URL(`http://server.test${path}`)
  return {
    request: { method, url: url.href, headers: {} },
    url,
    status,
    headers: new Headers(),
    contentType: json === undefined ? '' : 'application/problem+json',
    text: json === undefined ? '' : JSON.stringify(json),
    json,
    route: specOperations().match(method, url.pathname),
    operationId: '',
  } as Exchange
}

const UNKNOWN = '/api/guests/00000000-0000-4000-8000-000000000000'

function errorTypes(exchanges: Exchange[]) {
  const tracker = new CoverageTracker()
  for (const exchange of exchanges) tracker.record(exchange)
  return tracker.summary(specOperations().list, openApiDocument).errorTypes
}

describe('coverage of the error types', () => {
  test('the spec documents eight problem types, each with the status of its example', () => {
    const documented = documentedErrorTypes(openApiDocument)
    expect(documented).toHaveLength(8)
    expect(documented).toContainEqual({ type: '/problems/not-found', status: 404 })
    expect(documented).toContainEqual({ type: '/problems/validation-error', status: 422 })
  })

  test('a problem of a documented type reaches that type, and no other', () => {
    const area = errorTypes([answer('GET', UNKNOWN, 404, { type: '/problems/not-found', title: 'Not found', status: 404 })])
    expect(area.reached).toBe(1)
    expect(area.missing).not.toContain('/problems/not-found')
  })

  test("a server that names its problems with URIs of its own reaches a type by the status of the type's example", () => {
    const area = errorTypes([
      answer('GET', UNKNOWN, 404, { type: 'https://errors.example.com/missing', title: 'Missing', status: 404 }),
      answer('PUT', UNKNOWN, 422, { type: 'https://errors.example.com/invalid', title: 'Invalid', status: 422 }),
    ])
    expect(area.reached).toBe(2)
    expect(area.missing).not.toContain('/problems/not-found')
    expect(area.missing).not.toContain('/problems/validation-error')
    expect(area.missing).toContain('/problems/duplicate-email')
  })

  test('a server that uses the documented URIs reaches only the types it answered with', () => {
    const area = errorTypes([
      answer('GET', UNKNOWN, 404, { type: '/problems/not-found', title: 'Not found', status: 404 }),
      answer('PUT', UNKNOWN, 422, { type: 'https://errors.example.com/invalid', title: 'Invalid', status: 422 }),
    ])
    expect(area.reached).toBe(1)
    expect(area.missing).toContain('/problems/validation-error')
  })

  test('an error that is not a problem document reaches no type', () => {
    const area = errorTypes([answer('GET', UNKNOWN, 404), answer('GET', UNKNOWN, 404, { message: 'not found' })])
    expect(area.reached).toBe(0)
  })
})
