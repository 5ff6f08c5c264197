import { pointerTokens, valueAt as at } from '../../shared/json-pointer.js'
import fc from 'fast-check'
import type { JsonSchema } from '../../spec/document-types.js'
import type { SpecOperation } from '../../spec/operations.js'
import type { VerifyContext } from '../context.js'
import { validValueArbitrary } from '../fuzz/schema-arbitrary.js'
import { SchemaReader } from '../schema-tools.js'

/** A request body the server must reject, and how. */
export interface BodyCase {
  name: string
  /** The raw body. */
  body: string
  contentType: string
  status: number
  /** Pointers the problem's `errors` must name (location `body`). */
  pointers: string[]
}

/** The largest body the spec allows (1 MB, as the 413 response says); the case sends a bit more. */
const BODY_LIMIT = 1_048_576

/** Every verifier-written record carries this domain, so a team can find (and purge) them. */
export const MARKER_DOMAIN = 'verify.example.com'

export function markerEmail(ctx: VerifyContext, label: string): string {
  return `verify-${ctx.runId}-${label}@${MARKER_DOMAIN}`
}

export function markerLastName(ctx: VerifyContext, label: string): string {
  return `Verify-${ctx.runId}-${label}`
}

export function requestBodySchema(operation: SpecOperation): JsonSchema | undefined {
  return operation.requestBody?.content['application/json']
}

/**
 * A valid body for an operation: the spec's own example of it when there is one (else a value
 * generated from the schema), with the run's markers in `email` and `lastName` so the record can
 * be recognised as the verifier's.
 */
export function validBody(ctx: VerifyContext, operation: SpecOperation, label: string): Record<string, unknown> {
  const schema = requestBodySchema(operation)
  const reader = new SchemaReader(ctx.spec.document)
  let body = exampleOf(ctx, operation)
  if (body === undefined && schema) {
    body = fc.sample(validValueArbitrary(reader, ctx.spec.schemas, schema), { seed: ctx.options.seed, numRuns: 1 })[0]
  }
  const copy = structuredClone((body ?? {}) as Record<string, unknown>)
  const properties = reader.properties(schema)
  if ('email' in properties) copy.email = markerEmail(ctx, label)
  if ('lastName' in properties) copy.lastName = markerLastName(ctx, label)
  return copy
}

function exampleOf(ctx: VerifyContext, operation: SpecOperation): unknown {
  const reader = new SchemaReader(ctx.spec.document)
  const raw = (ctx.spec.document.paths?.[operation.path]?.[operation.method] as { requestBody?: JsonSchema } | undefined)?.requestBody
  const media = (reader.resolve(raw).content as Record<string, JsonSchema> | undefined)?.['application/json']
  if (!media) return undefined
  if (media.example !== undefined) return media.example
  const first = Object.values((media.examples as Record<string, JsonSchema> | undefined) ?? {})[0]
  return first ? reader.resolve(first).value : undefined
}

/**
 * The rejected bodies of an operation, derived from its schema and the base body: malformed JSON
 * (400), another media type (415), too large (413), and JSON that breaks the schema (422) in
 * every way the schema says it can break: each required field missing, each field of a wrong
 * type, each enum, format, pattern and bound broken, an unknown field, a read-only field, several
 * at once. Every 422 case is confirmed invalid by the spec's validator before it is used.
 */
export function bodyCases(ctx: VerifyContext, operation: SpecOperation, base: (label: string) => Record<string, unknown>): BodyCase[] {
  const schema = requestBodySchema(operation)
  if (!schema) return []
  const reader = new SchemaReader(ctx.spec.document)
  const validate = ctx.spec.schemas.schema(schema)
  const cases: BodyCase[] = []
  let counter = 0
  const next = (): Record<string, unknown> => base(`rejected-${++counter}`)
  const json = (name: string, body: unknown, pointers: string[], raw?: string): void => {
    if (validate(body)) return
    cases.push({ name, body: raw ?? JSON.stringify(body), contentType: 'application/json', status: 422, pointers })
  }

  const malformed = JSON.stringify(next())
  cases.push({ name: 'malformed JSON', body: malformed.slice(0, -1), contentType: 'application/json', status: 400, pointers: [] })
  cases.push({ name: 'a JSON body sent as text/plain', body: JSON.stringify(next()), contentType: 'text/plain', status: 415, pointers: [] })
  const large = next()
  const padField = Object.keys(reader.properties(schema)).find((name) => reader.types(reader.properties(schema)[name]).has('string')) ?? 'padding'
  large[padField] = 'x'.repeat(BODY_LIMIT + 50_000)
  cases.push({ name: `a body over 1 MB (${padField} padded)`, body: JSON.stringify(large), contentType: 'application/json', status: 413, pointers: [] })
  json('a JSON array instead of an object', [next()], [])

  addObjectCases(reader, schema, '', next, json)

  const unknown = next()
  unknown.favouriteColour = 'teal'
  json('an unknown field', unknown, ['/favouriteColour'])
  const protoBody = next()
  json('a __proto__ field', { ...protoBody, ['__proto__']: { vip: true } }, ['/__proto__'], `{"__proto__":{"vip":true},${JSON.stringify(protoBody).slice(1)}`)

  for (const [name, value] of Object.entries(readOnlyFields(ctx, operation))) {
    json(`the read-only field ${name}`, { ...next(), [name]: value }, [`/${name}`])
  }

  // Several violations at once: each must be listed, not only the first.
  const several = next()
  const pointers: string[] = []
  const required = reader.required(schema)
  if (required[0]) {
    delete several[required[0]]
    pointers.push(`/${required[0]}`)
  }
  for (const [name, property] of Object.entries(reader.properties(schema))) {
    if (pointers.length >= 3) break
    const broken = constraintBreakers(reader, property)[0]
    if (broken && name !== required[0]) {
      several[name] = broken.value
      pointers.push(`/${name}`)
    }
  }
  if (pointers.length >= 2) json(`several broken fields at once (${pointers.join(', ')})`, several, pointers)

  // The hotel's own rule: a date of birth lies before the business date.
  const businessDate = ctx.businessDate?.value
  if ('dateOfBirth' in reader.properties(schema)) {
    const future = { ...next(), dateOfBirth: '2999-01-01' }
    cases.push({ name: 'a dateOfBirth in the future', body: JSON.stringify(future), contentType: 'application/json', status: 422, pointers: ['/dateOfBirth'] })
    if (businessDate) {
      const today = { ...next(), dateOfBirth: businessDate }
      cases.push({ name: 'a dateOfBirth on the business date', body: JSON.stringify(today), contentType: 'application/json', status: 422, pointers: ['/dateOfBirth'] })
    }
    // The rule is listed with the schema's violations, not only once they are fixed.
    const first = required.find((name) => name !== 'dateOfBirth')
    if (first) {
      const alongside: Record<string, unknown> = { ...next(), dateOfBirth: '2999-01-01' }
      delete alongside[first]
      cases.push({
        name: `a dateOfBirth in the future and /${first} missing`,
        body: JSON.stringify(alongside),
        contentType: 'application/json',
        status: 422,
        pointers: [`/${first}`, '/dateOfBirth'],
      })
    }
  }
  return cases
}

type AddCase = (name: string, body: unknown, pointers: string[]) => void

function addObjectCases(reader: SchemaReader, schema: JsonSchema, prefix: string, next: () => Record<string, unknown>, add: AddCase): void {
  const properties = reader.properties(schema)
  for (const name of reader.required(schema)) {
    const body = next()
    const parent = prefix ? (at(body, prefix) as Record<string, unknown> | undefined) : body
    if (!parent || typeof parent !== 'object') continue
    delete parent[name]
    add(`the required field ${prefix}/${name} missing`, body, [`${prefix}/${name}`])
  }
  for (const [name, property] of Object.entries(properties)) {
    const pointer = `${prefix}/${name}`
    const wrong = wrongTypeValue(reader, property)
    if (wrong !== undefined) add(`${pointer} of the wrong type (${JSON.stringify(wrong)})`, setAt(next(), pointer, wrong), [pointer])
    for (const breaker of constraintBreakers(reader, property)) {
      add(`${pointer} ${breaker.why}`, setAt(next(), pointer, breaker.value), [pointer])
    }
    const nested = reader.objectSchema(property)
    if (nested && !prefix && typeof next()[name] === 'object' && next()[name] !== null) addObjectCases(reader, nested, pointer, next, add)
  }
}

/** A value of a JSON type the schema does not allow. */
function wrongTypeValue(reader: SchemaReader, schema: JsonSchema): unknown {
  const types = reader.types(schema)
  if (types.size === 0) return undefined
  if (!types.has('number')) return 12345
  if (!types.has('string')) return 'not-a-number'
  if (!types.has('boolean')) return true
  if (!types.has('array')) return ['an', 'array']
  return undefined
}

/** Values that break one constraint each of the (non-null part of the) schema. */
function constraintBreakers(reader: SchemaReader, schema: JsonSchema): Array<{ value: unknown; why: string }> {
  const value = reader.valueSchema(schema)
  const out: Array<{ value: unknown; why: string }> = []
  if (Array.isArray(value.enum)) out.push({ value: 'no-such-value', why: 'not one of the allowed values' })
  const formats: Record<string, string> = { email: 'not-an-email', date: '1999-02-30', 'date-time': 'yesterday at noon', uuid: 'not-a-uuid' }
  if (typeof value.format === 'string' && formats[value.format]) out.push({ value: formats[value.format], why: `not a valid ${value.format}` })
  if (typeof value.pattern === 'string') {
    const failing = ['!', 'abc', 'x y', '0'].find((text) => !new RegExp(value.pattern as string, 'u').test(text))
    if (failing !== undefined) out.push({ value: failing, why: `not matching ${value.pattern}` })
  }
  if (typeof value.maxLength === 'number') out.push({ value: 'x'.repeat(value.maxLength + 1), why: `longer than ${value.maxLength} characters` })
  if (typeof value.minLength === 'number' && value.minLength > 0) out.push({ value: '', why: 'empty' })
  if (typeof value.minimum === 'number') out.push({ value: value.minimum - 1, why: `below ${value.minimum}` })
  if (typeof value.maximum === 'number') out.push({ value: value.maximum + 1, why: `above ${value.maximum}` })
  if (typeof value.maxItems === 'number') out.push({ value: Array.from({ length: value.maxItems + 1 }, (_, i) => `item-${i}`), why: `with more than ${value.maxItems} items` })
  const items = value.items as JsonSchema | undefined
  if (items && typeof reader.resolve(items).minLength === 'number') out.push({ value: [''], why: 'with an empty item' })
  return out
}

/** Response fields marked readOnly that the request schema does not have, with a plausible value each. */
function readOnlyFields(ctx: VerifyContext, operation: SpecOperation): Record<string, unknown> {
  const reader = new SchemaReader(ctx.spec.document)
  const inputProperties = reader.properties(requestBodySchema(operation))
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1]
  const out: Record<string, unknown> = {}
  for (const [name, property] of Object.entries(reader.properties(success?.content['application/json']))) {
    const resolved = reader.resolve(property)
    if (resolved.readOnly !== true || name in inputProperties) continue
    out[name] = resolved.format === 'uuid' ? ctx.random.uuid() : resolved.format === 'date-time' ? '2020-01-01T00:00:00Z' : 'read-only'
  }
  return out
}


function setAt(body: Record<string, unknown>, pointer: string, value: unknown): Record<string, unknown> {
  const tokens = pointerTokens(pointer)
  let node: Record<string, unknown> = body
  for (const token of tokens.slice(0, -1)) {
    const child = node[token]
    if (typeof child !== 'object' || child === null) return body
    node = child as Record<string, unknown>
  }
  node[tokens[tokens.length - 1]!] = value
  return body
}
