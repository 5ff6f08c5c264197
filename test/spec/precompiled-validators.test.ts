import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { RECORD_COMPONENTS, runtimeSchemaKeys, withoutDuplicateFunctions } from '../../scripts/generate-validators.js'
import { precompiledValidators } from '../../src/generated/validators.js'
import { specSchemas, type ValidateFunction } from '../../src/spec/ajv.js'
import { openApiDocument, routingDocument } from '../../src/spec/document.js'
import type { JsonSchema } from '../../src/spec/document-types.js'
import { specOperations } from '../../src/spec/operations.js'
import { SchemaCompiler } from '../../src/spec/schema-compiler.js'
import { generateHotel } from '../../src/db/seed/hotel.js'

const compiler = new SchemaCompiler()
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

/** What a validator said about a value: valid or not, and every error as Ajv reports it. */
function verdict(validate: ValidateFunction, value: unknown) {
  const valid = validate(value)
  return { valid, errors: validate.errors ?? null }
}

const hotel = generateHotel({ seed: 16, guests: 40, businessDate: '2026-11-22' })
const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...guestInput } = hotel.guests[0]!

/** Records as the mock stores them, and request bodies as a client sends them, all valid. */
const validValues: Record<string, unknown[]> = {
  Guest: hotel.guests,
  Reservation: hotel.reservations,
  GuestInput: [guestInput, ...hotel.guests.slice(1, 10).map(({ id, createdAt, updatedAt, ...input }) => input)],
  MockConfigChange: [{ latency: 100 }, { latency: { min: 10, max: 50 }, errorRate: 0.2 }, {}],
  MockBusinessDate: [{ businessDate: '2026-11-23' }],
  MockScenarioChoice: [{ name: 'small' }, { name: 'sold-out' }],
}

const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  fc.constantFrom('', 'x'.repeat(2001), -1, 0, 1e21, 0.001, true, null, [], {}, '1999-02-30', 'a@', '+0', 'ZZ', 'not-a-uuid'),
)

/** Breaks a value in one place: a field dropped, set to an odd value (at the top or one level down), or added. */
const broken = (values: unknown[]): fc.Arbitrary<unknown> =>
  fc.tuple(fc.constantFrom(...values), fc.nat(), fc.nat(), fc.constantFrom('drop', 'set', 'set-nested', 'add'), fc.string({ maxLength: 8 }), oddValue).map(
    ([value, pick, nestedPick, kind, name, odd]) => {
      if (typeof value !== 'object' || value === null) return odd
      const copy = structuredClone(value) as Record<string, unknown>
      const keys = Object.keys(copy).sort()
      const key = keys[pick % Math.max(keys.length, 1)]
      if (kind === 'add' || key === undefined) Object.defineProperty(copy, name || 'extra', { value: odd, enumerable: true, writable: true, configurable: true })
      else if (kind === 'drop') delete copy[key]
      else if (kind === 'set' || typeof copy[key] !== 'object' || copy[key] === null) copy[key] = odd
      else {
        const inner = copy[key] as Record<string, unknown>
        const innerKeys = Object.keys(inner)
        inner[innerKeys[nestedPick % Math.max(innerKeys.length, 1)] ?? name] = odd
      }
      return copy
    },
  )

/** Valid values, the same broken in one place, and plain JSON values of any shape. */
function inputs(name: string): fc.Arbitrary<unknown> {
  const values = validValues[name] ?? [{}]
  return fc.oneof(fc.constantFrom(...values), broken(values), broken(values), fc.jsonValue({ maxDepth: 3 }))
}

/** Snapshots whose guests and reservations are each valid or broken in one place. */
const snapshots = fc.record({
  format: fc.constantFrom('guest-reservation-mock/snapshot@1', 'snapshot@0'),
  businessDate: fc.constantFrom('2026-11-22', '2026-02-30', 'yesterday'),
  guests: fc.array(inputs('Guest'), { maxLength: 4 }),
  reservations: fc.array(inputs('Reservation'), { maxLength: 4 }),
})

function expectSameVerdicts(schema: JsonSchema, values: fc.Arbitrary<unknown>, numRuns: number) {
  const precompiled = specSchemas().schema(schema)
  const compiled = compiler.schema(schema)
  fc.assert(
    fc.property(values, (value) => {
      expect(verdict(precompiled, value)).toEqual(verdict(compiled, value))
    }),
    { seed: 16, numRuns },
  )
}

describe('validators compiled at build time', () => {
  test('cover every schema the mock validates at run time, so no request compiles one', () => {
    const keys = runtimeSchemaKeys(routingDocument)
    expect(Object.keys(precompiledValidators).sort()).toEqual(keys)
    for (const operation of specOperations().list) {
      const schemas = [...operation.parameters.map((parameter) => parameter.schema), ...Object.values(operation.requestBody?.content ?? {})]
      for (const schema of schemas) {
        expect(precompiledValidators[JSON.stringify(schema)], JSON.stringify(schema)).toBeDefined()
        expect(specSchemas().schema(schema!)).toBe(precompiledValidators[JSON.stringify(schema)])
      }
    }
    for (const name of RECORD_COMPONENTS) {
      expect(specSchemas().component(name)).toBe(precompiledValidators[JSON.stringify(ref(name))])
    }
  })

  test.each(['GuestInput', 'Guest', 'Reservation', 'MockConfigChange', 'MockBusinessDate', 'MockScenarioChoice'])(
    'report the same errors as Ajv compiling %s at run time',
    (name) => expectSameVerdicts(ref(name), inputs(name), 300),
  )

  test('report the same errors as Ajv for snapshots, valid and broken', () => {
    expectSameVerdicts(ref('MockSnapshot'), snapshots, 150)
  })

  test('report the same errors as Ajv for every parameter schema', () => {
    const keys = runtimeSchemaKeys(routingDocument).filter((key) => !key.startsWith('{"$ref"'))
    expect(keys.length).toBeGreaterThan(10)
    const odd = fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom('', 'x'.repeat(300), -1, 0, 1.5, 1e7, 'a@', 'lastName', '-lastName', 'arrivals', '7b3f'))
    for (const key of keys) expectSameVerdicts(JSON.parse(key) as JsonSchema, odd, 100)
  })

  test('hold each function once, though Ajv compiles a component once for each root that reaches it', () => {
    const source = readFileSync(new URL('../../src/generated/validators.ts', import.meta.url), 'utf8')
    const functions = [...source.matchAll(/^function (validate\d+)\(/gm)].map(([, name]) => name!)
    expect(functions.length).toBeGreaterThan(10)
    // MockSnapshot's guests and reservations are checked by the very functions of the components.
    const guest = specSchemas().component('Guest')
    const snapshot = specSchemas().component('MockSnapshot')
    const { id: _, ...withoutId } = hotel.guests[0]!
    expect(guest(withoutId)).toBe(false)
    const guestErrors = guest.errors
    expect(snapshot({ format: 'guest-reservation-mock/snapshot@1', businessDate: '2026-11-22', guests: [withoutId], reservations: [] })).toBe(false)
    expect(snapshot.errors).toContainEqual({ ...guestErrors![0], instancePath: '/guests/0' })
    expect(withoutDuplicateFunctions(source)).toBe(source)
  })

  test('drop a function that another one repeats, with its properties, and merge the callers that become alike', () => {
    const code = [
      'const v0 = validate1;',
      'const v1 = validate4;',
      'function validate2(data){validate2.errors = null; return data === 1}',
      'validate2.evaluated = {"props":true};',
      'function validate1(data){return validate2(data.a)}',
      'function validate3(data){validate3.errors = null; return data === 1}',
      'validate3.evaluated = {"props":true};',
      'function validate4(data){return validate3(data.a)}',
      'function validate23(data){validate23.errors = null; return data === 2}',
    ].join('\n')
    expect(withoutDuplicateFunctions(code)).toBe(
      [
        'const v0 = validate1;',
        'const v1 = validate1;',
        'function validate2(data){validate2.errors = null; return data === 1}',
        'validate2.evaluated = {"props":true};',
        'function validate1(data){return validate2(data.a)}',
        'function validate23(data){validate23.errors = null; return data === 2}',
      ].join('\n'),
    )
  })

  test('answer for a schema that was not precompiled through the run-time compiler', () => {
    const schema = { type: 'string', minLength: 3 } as JsonSchema
    expect(precompiledValidators[JSON.stringify(schema)]).toBeUndefined()
    const validate = specSchemas().schema(schema)
    expect(validate('ab')).toBe(false)
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'minLength', instancePath: '' })
    expect(validate('abc')).toBe(true)
  })
})
