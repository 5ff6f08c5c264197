import { specSchemas, type SpecSchemas } from './ajv.js'
import type { SpecOperation, SpecParameter } from './operations.js'
import { toViolations, type Violation } from './violations.js'

export interface ParsedParameters {
  query: Record<string, unknown>
  path: Record<string, unknown>
  violations: Violation[]
}

/**
 * Reads an operation's query and path parameters from a URL, converts them to the types their
 * schemas declare (`page=2` is the integer 2, `vip=true` the boolean), fills in defaults, and lists
 * every violation at once. Query parameters the operation does not declare are ignored, as most
 * servers do (cache busters, analytics tags).
 */
export function parseParameters(
  operation: SpecOperation,
  url: URL,
  pathParams: Record<string, string>,
  schemas: SpecSchemas = specSchemas(),
): ParsedParameters {
  const result: ParsedParameters = { query: {}, path: {}, violations: [] }
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' && parameter.in !== 'path') continue
    const pointer = `/${parameter.name}`
    const raw = parameter.in === 'query' ? url.searchParams.getAll(parameter.name) : [pathParams[parameter.name] ?? '']
    if (raw.length === 0) {
      if (parameter.required) result.violations.push({ location: parameter.in, pointer, message: 'is required' })
      else if (parameter.schema.default !== undefined) result[parameter.in][parameter.name] = parameter.schema.default
      continue
    }
    if (raw.length > 1) {
      result.violations.push({ location: parameter.in, pointer, message: 'must be given only once' })
      continue
    }
    const value = coerce(parameter, raw[0]!)
    const validate = schemas.schema(parameter.schema)
    if (!validate(value)) {
      result.violations.push(...toViolations(validate.errors, parameter.in, { prefix: pointer }))
      continue
    }
    result[parameter.in][parameter.name] = value
  }
  return result
}

function coerce(parameter: SpecParameter, text: string): unknown {
  const type = parameter.schema.type
  // A UUID's hex digits are case-insensitive on input (RFC 9562); the ids are written in lower case.
  if (parameter.schema.format === 'uuid') return text.toLowerCase()
  // However many digits: an integer too long for a double is still an integer, and the bound the
  // schema gives it (every integer parameter has one) is what it breaks.
  if (type === 'integer' && /^[+-]?\d+$/.test(text)) return Number(text)
  if (type === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text)
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true'
  return text
}
