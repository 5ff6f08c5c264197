import fc from 'fast-check'
import type { SpecSchemas } from '../../spec/ajv.js'
import type { JsonSchema } from '../../spec/document-types.js'
import type { SpecOperation } from '../../spec/operations.js'
import type { SchemaReader } from '../schema-tools.js'
import { validValueArbitrary } from './schema-arbitrary.js'

/** Path and query parameters of one fuzzed request, as text. */
export interface ParameterInput {
  pathParams: Record<string, string>
  query: Record<string, string>
}

/** Text a client could plausibly send where a parameter goes: odd numbers, words, unicode, nothing, too much. */
const wildText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map(String),
  fc.constantFrom('', ' ', '0', '-1', '1e3', '2.5', 'true', 'null', '%', '[]', '{}', '1000001', '١٢'),
  fc.string({ minLength: 190, maxLength: 320 }),
)

/** A path segment: a UUID, an id that exists, or anything a URL can carry (never `.` or `..`, which URLs resolve away). */
function pathValue(knownIds: string[]): fc.Arbitrary<string> {
  const options: Array<fc.Arbitrary<string>> = [
    fc.uuid(),
    fc.stringMatching(/^[0-9a-fA-F-]{30,40}$/),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((text) => text !== '.' && text !== '..'),
  ]
  if (knownIds.length > 0) options.push(fc.constantFrom(...knownIds))
  return fc.oneof(...options)
}

function parameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * Requests for an operation's parameters: each query parameter is left out, given a value its
 * schema accepts, or given wild text; path parameters get UUIDs, real ids or wild segments.
 */
export function parameterArbitrary(
  operation: SpecOperation,
  reader: SchemaReader,
  schemas: SpecSchemas,
  knownIds: string[],
): fc.Arbitrary<ParameterInput> {
  const pathModel: Record<string, fc.Arbitrary<string>> = {}
  const queryModel: Record<string, fc.Arbitrary<string>> = {}
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') pathModel[parameter.name] = pathValue(knownIds)
    if (parameter.in === 'query') {
      const valid = validValueArbitrary(reader, schemas, parameter.schema as JsonSchema).map(parameterText)
      queryModel[parameter.name] = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: wildText })
    }
  }
  return fc.record({
    pathParams: fc.record(pathModel),
    query: fc.record(queryModel, { requiredKeys: [] }),
  }) as fc.Arbitrary<ParameterInput>
}

type Mutation =
  | { kind: 'drop'; pick: number }
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'set-nested'; pick: number; nested: number; value: unknown }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'replace'; value: unknown }

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  fc.constantFrom('', 'x'.repeat(2001), -1, 0, 1e21, 0.001, true, null, [], {}, '1999-02-30', 'a@', '+0', 'ZZ'),
)

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: oddValue }),
  fc.record({ kind: fc.constant('set-nested' as const), pick: fc.nat(), nested: fc.nat(), value: oddValue }),
  fc.record({ kind: fc.constant('add' as const), key: fc.string({ minLength: 1, maxLength: 12 }), value: oddValue }),
  fc.record({ kind: fc.constant('replace' as const), value: fc.jsonValue({ maxDepth: 2 }) }),
)

function applyMutation(body: unknown, change: Mutation): unknown {
  if (change.kind === 'replace' || typeof body !== 'object' || body === null || Array.isArray(body)) return change.kind === 'replace' ? change.value : body
  const copy = structuredClone(body) as Record<string, unknown>
  const keys = Object.keys(copy).sort()
  const key = keys.length > 0 && 'pick' in change ? keys[change.pick % keys.length]! : undefined
  switch (change.kind) {
    case 'drop':
      if (key !== undefined) delete copy[key]
      break
    case 'set':
      if (key !== undefined) copy[key] = change.value
      break
    case 'set-nested': {
      const objects = keys.filter((k) => typeof copy[k] === 'object' && copy[k] !== null && !Array.isArray(copy[k]))
      const parent = objects.length > 0 ? (copy[objects[change.pick % objects.length]!] as Record<string, unknown>) : undefined
      const inner = parent ? Object.keys(parent).sort() : []
      if (parent && inner.length > 0) parent[inner[change.nested % inner.length]!] = change.value
      break
    }
    case 'add':
      // defineProperty, so that a generated "__proto__" is a field and not a prototype.
      Object.defineProperty(copy, change.key, { value: change.value, enumerable: true, writable: true, configurable: true })
      break
  }
  return copy
}

/** Bodies for an operation: a third valid by the schema, two thirds a valid body with one thing broken. */
export function bodyArbitrary(reader: SchemaReader, schemas: SpecSchemas, schema: JsonSchema): fc.Arbitrary<{ body: unknown }> {
  const valid = validValueArbitrary(reader, schemas, schema)
  const broken = fc.tuple(valid, mutation).map(([body, change]) => applyMutation(body, change))
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 2, arbitrary: broken }).map((body) => ({ body }))
}
