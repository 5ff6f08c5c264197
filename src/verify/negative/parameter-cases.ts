import type { SpecSchemas } from '../../spec/ajv.js'
import type { JsonSchema } from '../../spec/document-types.js'
import type { SpecParameter } from '../../spec/operations.js'

/** A value of a query or path parameter that its schema rejects, and why. */
export interface InvalidParameterValue {
  value: string
  why: string
  /** Sent as the parameter given twice (`?status=a&status=b`): the contract takes each parameter once. */
  repeated?: string
}

/**
 * Reads a parameter's text the way its schema types it: `2` is an integer for an integer schema,
 * `true` a boolean for a boolean one, anything else stays a string (and fails a non-string schema).
 */
export function typedParameterValue(schema: JsonSchema, text: string): unknown {
  const type = schema.type
  if (type === 'integer' && /^[+-]?\d{1,15}$/.test(text)) return Number(text)
  if (type === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text)
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true'
  return text
}

/**
 * Invalid values for a parameter, derived from its schema: the wrong type, each bound crossed,
 * an unknown enum value, a malformed format, a broken pattern, too short or too long, the near
 * misses a lenient parser lets through (see `nearMisses`), and the parameter given twice. Each
 * candidate is confirmed invalid with the spec's own validator before it is used, so a case never
 * expects a 400 for a value the contract allows.
 */
export function invalidParameterValues(parameter: SpecParameter, schemas: SpecSchemas): InvalidParameterValue[] {
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
  // A blank path segment is another route, not a bad id.
  candidates.push(...nearMisses(schema).filter((candidate) => parameter.in !== 'path' || candidate.value !== ''))
  const validate = schemas.schema(schema)
  const seen = new Set<string>()
  const invalid = candidates.filter((candidate) => {
    if (seen.has(candidate.value)) return false
    seen.add(candidate.value)
    return !validate(typedParameterValue(schema, candidate.value))
  })
  const valid = validValues(schema).filter((value) => validate(typedParameterValue(schema, value)))
  if (parameter.in === 'query' && valid.length > 0) invalid.push({ value: valid[0]!, repeated: valid[1] ?? valid[0]!, why: 'given twice' })
  return invalid
}

/**
 * Values a lenient parser would accept although the schema does not: an allowed enum value in
 * another case or with a space around it, a number with spaces, a fraction, hex or an exponent,
 * a boolean spelled another way, a UUID in braces, a blank.
 */
function nearMisses(schema: JsonSchema): InvalidParameterValue[] {
  const out: InvalidParameterValue[] = [{ value: '', why: 'blank' }]
  if (Array.isArray(schema.enum)) {
    for (const allowed of schema.enum.filter((value): value is string => typeof value === 'string')) {
      const other = allowed === allowed.toUpperCase() ? allowed.toLowerCase() : allowed.toUpperCase()
      out.push({ value: other, why: `the allowed value ${allowed} in another case` })
    }
    const first = schema.enum.find((value): value is string => typeof value === 'string')
    if (first !== undefined) out.push({ value: ` ${first}`, why: `the allowed value ${first} after a space` }, { value: `${first} `, why: `the allowed value ${first} before a space` })
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const low = typeof schema.minimum === 'number' ? schema.minimum : 1
    out.push(
      { value: ` ${low}`, why: 'a number after a space' },
      { value: `${low}abc`, why: 'a number followed by letters' },
      { value: '0x10', why: 'a hexadecimal number' },
    )
    if (schema.type === 'integer') out.push({ value: `${low}.0`, why: 'a whole number written with a fraction' }, { value: `${low}e1`, why: 'a number with an exponent' })
  }
  if (schema.type === 'boolean') out.push({ value: 'TRUE', why: 'true in capitals' }, { value: '1', why: '1 for true' }, { value: 'yes', why: 'yes for true' })
  if (schema.format === 'uuid') out.push({ value: '{3f0c2b1e-8d4a-4c57-9a0e-5b2f6d7e8a91}', why: 'a UUID in braces' })
  return out
}

/** Values the schema accepts, for the repeated-parameter case and the boundary checks. */
export function validValues(schema: JsonSchema): string[] {
  if (Array.isArray(schema.enum)) return schema.enum.filter((value): value is string => typeof value === 'string').slice(0, 2)
  if (schema.type === 'integer' || schema.type === 'number') {
    return [schema.minimum, schema.maximum].filter((value): value is number => typeof value === 'number').map(String)
  }
  if (schema.type === 'boolean') return ['true', 'false']
  if (schema.format === 'uuid') return ['3f0c2b1e-8d4a-4c57-9a0e-5b2f6d7e8a91']
  if (schema.type === 'string') return ['a', 'b']
  return []
}
