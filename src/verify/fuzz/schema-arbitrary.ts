import fc from 'fast-check'
import type { SpecSchemas } from '../../spec/ajv.js'
import type { JsonSchema } from '../../spec/document-types.js'
import type { SchemaReader } from '../schema-tools.js'
import { ASSIGNED_COUNTRY_CODES, isCountryCodeSchema } from './country-codes.js'

const DAY = 86_400_000
const DATE_MIN = Date.UTC(1950, 0, 1)
const DATE_MAX = Date.UTC(2000, 11, 31)

/**
 * A fast-check arbitrary of values that a JSON Schema from the spec accepts. It covers what the
 * spec uses (types and nullable types, enums, oneOf/anyOf, objects with required and optional
 * properties, arrays, string lengths, patterns and formats, number bounds and multipleOf) and is
 * filtered through the spec's own validator, so every value it yields is valid by construction.
 *
 * Dates come from 1950-2000: old enough for any rule of the kind "before the business date".
 */
export function validValueArbitrary(reader: SchemaReader, schemas: SpecSchemas, schema: JsonSchema): fc.Arbitrary<unknown> {
  const validate = schemas.schema(schema)
  return valueArbitrary(reader, schema, 0).filter((value) => validate(value) === true)
}

function valueArbitrary(reader: SchemaReader, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const resolved = reader.resolve(schema)
  if (resolved.const !== undefined) return fc.constant(resolved.const)
  if (Array.isArray(resolved.enum)) return fc.constantFrom(...(resolved.enum as unknown[]))
  const alternatives = (resolved.oneOf ?? resolved.anyOf) as JsonSchema[] | undefined
  if (alternatives) return fc.oneof(...alternatives.map((branch) => valueArbitrary(reader, branch, depth)))
  if (Array.isArray(resolved.allOf)) return valueArbitrary(reader, mergeAllOf(reader, resolved), depth)
  const type = resolved.type
  if (Array.isArray(type)) {
    return fc.oneof(...type.map((single) => valueArbitrary(reader, { ...resolved, type: single }, depth)))
  }
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({ min: bound(resolved.minimum, -1_000_000), max: bound(resolved.maximum, 1_000_000) })
    case 'number': {
      const min = bound(resolved.minimum, -1_000_000)
      const max = bound(resolved.maximum, 1_000_000)
      if (resolved.multipleOf === 0.01) return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100)
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
    }
    case 'string':
      return stringArbitrary(resolved)
    case 'array': {
      const items = resolved.items as JsonSchema | undefined
      const minLength = typeof resolved.minItems === 'number' ? resolved.minItems : 0
      const maxLength = Math.max(minLength, Math.min(typeof resolved.maxItems === 'number' ? resolved.maxItems : 4, 4))
      return fc.array(items && depth < 4 ? valueArbitrary(reader, items, depth + 1) : fc.string({ maxLength: 8 }), { minLength, maxLength })
    }
    case 'object':
      return objectArbitrary(reader, resolved, depth)
    default:
      if (resolved.properties) return objectArbitrary(reader, resolved, depth)
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function objectArbitrary(reader: SchemaReader, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {}
  const required = (schema.required as string[] | undefined) ?? []
  if (depth >= 4) return fc.constant({})
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, property] of Object.entries(properties)) {
    // Read-only fields belong to responses; a request never carries them.
    if (reader.resolve(property).readOnly === true) continue
    model[name] = valueArbitrary(reader, property, depth + 1)
  }
  return fc.record(model, { requiredKeys: required.filter((name) => name in model) })
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0
  const maxLength = Math.max(minLength, Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 40))
  switch (schema.format) {
    case 'email':
      return fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), fc.constantFrom('example.com', 'verify.example.com')).map(([local, domain]) => `${local}@${domain}`)
    case 'date':
      return fc.integer({ min: DATE_MIN / DAY, max: DATE_MAX / DAY }).map((day) => new Date(day * DAY).toISOString().slice(0, 10))
    case 'date-time':
      return fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString())
    case 'uuid':
      return fc.uuid({ version: 4 })
    case 'uri-reference':
      return fc.stringMatching(/^\/[a-z0-9/-]{0,30}$/)
    default:
      break
  }
  // The pattern of a country code admits codes that name no country; the description asks for one that does.
  if (isCountryCodeSchema(schema)) return fc.constantFrom(...ASSIGNED_COUNTRY_CODES)
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => [...text].length >= minLength && [...text].length <= maxLength)
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  )
}

function mergeAllOf(reader: SchemaReader, schema: JsonSchema): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] }
  for (const part of [schema, ...((schema.allOf as JsonSchema[]) ?? []).map((branch) => reader.resolve(branch))]) {
    Object.assign(merged.properties as object, part.properties ?? {})
    ;(merged.required as string[]).push(...((part.required as string[] | undefined) ?? []))
  }
  return merged
}

function bound(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback
}
