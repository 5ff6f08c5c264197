import type { SchemaCompiler } from '../../spec/ajv.js'
import type { JsonSchema } from '../../spec/document-types.js'
import type { SpecParameter } from '../../spec/operations.js'

/** A value of a query or path parameter that its schema rejects, and why. */
export interface InvalidParameterValue {
  value: string
  why: string
}

/**
 * Reads a parameter's text the way its schema types it: `2` is an integer for an integer schema,
 * `true` a boolean for a boolean one, anything else stays a string (and fails a non-string schema).
 */
export function typedParameterValue(schema: JsonSchema, text: string): unknown {
  const type = schema.type
  if (type === 'integer' && /^-?\d{1,15}$/.test(text)) return Number(text)
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true'
  return text
}

/**
 * Invalid values for a parameter, derived from its schema: the wrong type, each bound crossed,
 * an unknown enum value, a malformed format, a broken pattern, too short or too long. Each
 * candidate is confirmed invalid with the spec's own validator before it is used, so a case never
 * expects a 400 for a value the contract allows.
 */
export function invalidParameterValues(parameter: SpecParameter, schemas: SchemaCompiler): InvalidParameterValue[] {
  const schema = parameter.schema
  const candidates: InvalidParameterValue[] = []
  const type = schema.type
  if (type === 'integer' || type === 'number') {
    candidates.push({ value: 'abc', why: 'not a number' })
    if (type === 'integer') candidates.push({ value: '1.5', why: 'not a whole number' })
    if (typeof schema.minimum === 'number') candidates.push({ value: String(schema.minimum - 1), why: `below the minimum ${schema.minimum}` })
    if (typeof schema.maximum === 'number') candidates.push({ value: String(schema.maximum + 1), why: `above the maximum ${schema.maximum}` })
  }
  if (type === 'boolean') candidates.push({ value: 'maybe', why: 'not true or false' })
  if (Array.isArray(schema.enum)) candidates.push({ value: 'no-such-value', why: 'not one of the allowed values' })
  if (schema.format === 'uuid') {
    candidates.push({ value: 'not-a-uuid', why: 'not a UUID' })
    candidates.push({ value: '3f0c2b1e-8d4a-4c57-9a0e-5b2f6d7e8a9', why: 'a UUID one digit short' })
  }
  if (schema.format === 'date') candidates.push({ value: '2026-13-45', why: 'not a date' })
  if (type === 'string' && typeof schema.minLength === 'number' && schema.minLength > 0) candidates.push({ value: '', why: 'empty' })
  if (type === 'string' && typeof schema.maxLength === 'number') {
    candidates.push({ value: 'x'.repeat(schema.maxLength + 1), why: `longer than ${schema.maxLength} characters` })
  }
  if (type === 'string' && typeof schema.pattern === 'string') {
    const failing = ['!', 'abc', '+', '0'].find((text) => !new RegExp(schema.pattern as string, 'u').test(text))
    if (failing !== undefined) candidates.push({ value: failing, why: `does not match ${schema.pattern}` })
  }
  const validate = schemas.schema(schema)
  const seen = new Set<string>()
  return candidates.filter((candidate) => {
    if (seen.has(candidate.value)) return false
    seen.add(candidate.value)
    return !validate(typedParameterValue(schema, candidate.value))
  })
}
