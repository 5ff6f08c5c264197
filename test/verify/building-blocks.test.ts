import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { openApiDocument } from '../../src/spec/document.js'
import { specSchemas } from '../../src/spec/ajv.js'
import { bodyArbitrary } from '../../src/verify/fuzz/request-arbitraries.js'
import { ASSIGNED_COUNTRY_CODES } from '../../src/verify/fuzz/country-codes.js'
import { validValueArbitrary } from '../../src/verify/fuzz/schema-arbitrary.js'
import { toJUnitXml } from '../../src/verify/junit.js'
import type { VerifyReport } from '../../src/verify/report.js'
import { SchemaReader } from '../../src/verify/schema-tools.js'
import { parseLinkHeader } from '../../src/verify/semantics/link-header.js'
import { checkOrder, type SortKey } from '../../src/verify/semantics/ordering.js'
import { contractOnly } from '../../src/verify/spec-source.js'

describe('Link header parsing (RFC 8288)', () => {
  test.each([
    ['</api/guests?page=1&pageSize=20>; rel="first", </api/guests?page=2&pageSize=20>; rel="next"', [['/api/guests?page=1&pageSize=20', ['first']], ['/api/guests?page=2&pageSize=20', ['next']]]],
    ['<https://h.example/a?x=1,2>; rel=next; title="a, b"', [['https://h.example/a?x=1,2', ['next']]]],
    ['<a>; rel="prev first"', [['a', ['prev', 'first']]]],
  ])('%s', (header, expected) => {
    expect(parseLinkHeader(header)?.map((link) => [link.href, link.rels])).toEqual(expected)
  })

  test.each(['/api/guests?page=2; rel="next"', '<a>; rel="next" garbage'])('%s is not a Link header', (header) => {
    expect(parseLinkHeader(header)).toBeUndefined()
  })
})

describe('sort-order checks use the contract\'s one collation', () => {
  const byName: Array<SortKey<string>> = [{ kind: 'text', get: (name) => name }]

  test.each([
    ['ignoring case', ['Adams', 'van Dijk', 'Zimmer']],
    ['ignoring case and accents', ['Ábrahám', 'Adams', 'Ölz', 'Zimmer']],
    ['ignoring accents that are no combining mark (Ø as O, Ł as L, ß as ss)', ['Łaba', 'Lach', 'Øberg', 'Olsen', 'Straße', 'Strauss']],
    ['ignoring every combining mark', ['Ḁda', 'Ada\u0328m', 'Adam', 'Zo\u0330e']],
  ])('a list ordered %s passes', (_, names) => {
    expect(checkOrder(names, byName)).toBeUndefined()
  })

  test.each([
    ['by UTF-16 code unit', ['Adams', 'Zimmer', 'van Dijk'], 2],
    ['with accented letters after z', ['Adams', 'Zimmer', 'Ávila'], 2],
    ['by a locale that ignores punctuation', ['Ober', "O'Brien", 'Obst'], 1],
    ['in no plausible order', ['Adams', 'Zimmer', 'Baker', 'Young'], 2],
  ])('a list ordered %s fails, at the first place it breaks', (_, names, index) => {
    expect(checkOrder(names, byName)).toEqual({ index })
  })

  test('room numbers pass in numeric or text order, a descending key must descend', () => {
    const room: Array<SortKey<string>> = [{ kind: 'numeric-text', get: (r) => r }]
    expect(checkOrder(['101', '215', '1001'], room)).toBeUndefined()
    expect(checkOrder(['1001', '101', '215'], room)).toBeUndefined()
    expect(checkOrder(['2030-06-15', '2030-06-14'], [{ kind: 'text', get: (d) => d, descending: true }])).toBeUndefined()
    expect(checkOrder(['2030-06-14', '2030-06-15'], [{ kind: 'text', get: (d) => d, descending: true }])).toEqual({ index: 1 })
  })
})

describe('fuzzing arbitraries derived from the spec', () => {
  const reader = new SchemaReader(openApiDocument)
  const guestInput = { $ref: '#/components/schemas/GuestInput' }

  test('every generated GuestInput is valid by the spec', () => {
    const validate = specSchemas().schema(guestInput)
    for (const value of fc.sample(validValueArbitrary(reader, specSchemas(), guestInput), { seed: 1, numRuns: 200 })) {
      expect(validate(value), JSON.stringify(value)).toBe(true)
    }
  })

  test('every country code it sends as valid names a country (ISO 3166-1 assigns it), not only fits the pattern', () => {
    expect(ASSIGNED_COUNTRY_CODES).toHaveLength(249)
    const codes = fc
      .sample(validValueArbitrary(reader, specSchemas(), guestInput), { seed: 3, numRuns: 300 })
      .flatMap((value) => {
        const guest = value as { nationality?: string | null; address?: { countryCode?: string } | null }
        return [guest.nationality, guest.address?.countryCode].filter((code): code is string => typeof code === 'string')
      })
    expect(codes.length).toBeGreaterThan(50)
    expect(codes.filter((code) => !ASSIGNED_COUNTRY_CODES.includes(code))).toEqual([])
    for (const unassigned of ['DA', 'NH', 'UK', 'XK', 'AA']) expect(ASSIGNED_COUNTRY_CODES).not.toContain(unassigned)
  })

  test('fuzzed bodies mix valid ones with invalid ones of every kind', () => {
    const validate = specSchemas().schema(guestInput)
    const bodies = fc.sample(bodyArbitrary(reader, specSchemas(), guestInput), { seed: 2, numRuns: 300 }).map(({ body }) => body)
    const valid = bodies.filter((body) => validate(body)).length
    expect(valid).toBeGreaterThan(50)
    expect(valid).toBeLessThan(250)
    expect(bodies.some((body) => typeof body !== 'object' || body === null || Array.isArray(body))).toBe(true)
  })
})

describe('the contract leaves out the mock control plane', () => {
  test('operations marked x-mock-control are not part of what a server is checked against', () => {
    const document = {
      openapi: '3.1.0',
      paths: {
        '/api/guests': { get: { operationId: 'listGuests' } },
        '/__mock/reset': { post: { operationId: 'resetMock', 'x-mock-control': true } },
      },
    }
    expect(Object.keys(contractOnly(document).paths ?? {})).toEqual(['/api/guests'])
  })
})

describe('JUnit XML', () => {
  test('escapes markup and drops characters XML cannot carry', () => {
    const report: VerifyReport = {
      baseUrl: 'http://127.0.0.1:4010/',
      spec: { title: 'Guest & Reservation API', version: '1.0.0' },
      startedAt: '2030-06-15T08:00:00.000Z',
      durationMs: 1234,
      seed: 1,
      fuzzRuns: 100,
      readOnly: false,
      businessDate: null,
      requests: 3,
      checks: [{ id: 'getGuest.x', group: 'getGuest', title: 'returns <guests> & "more"', status: 'failed', violations: 1, requests: 3, durationMs: 12 }],
      violations: [
        {
          operationId: 'getGuest',
          check: 'getGuest: returns <guests> & "more"',
          message: 'body \u0000 </failure>',
          request: { method: 'GET', url: 'http://127.0.0.1:4010/api/guests/%00', headers: {} },
          occurrences: 1,
        },
      ],
      notes: [],
      diagnosis: [],
      coverage: {
        operations: { reached: 1, total: 2, percent: 50, missing: ['listGuests'] },
        statuses: { reached: 0, total: 0, percent: 100, missing: [] },
        parameters: { reached: 0, total: 0, percent: 100, missing: [] },
        errorTypes: { reached: 0, total: 0, percent: 100, missing: [] },
      },
      passed: false,
    }
    const xml = toJUnitXml(report)
    expect(xml).toContain('name="returns &lt;guests&gt; &amp; &quot;more&quot;"')
    expect(xml).toContain('body \uFFFD &lt;/failure&gt;')
    expect(xml).not.toContain('\u0000')
    expect(xml.match(/<failure /g)).toHaveLength(1)
    expect(xml).toContain('<property name="coverage.operations" value="1/2 (50%); not reached: listGuests"/>')
    expect(xml).toContain('<testcase classname="coverage" name="operations: 1/2 (50%)"')
  })
})
