import { valueAt } from '../shared/json-pointer.js'
import type { JsonSchema, OpenApiDocument } from '../spec/document-types.js'

/**
 * Small readers over the spec's JSON Schemas, for deriving cases: follow local `$ref`s, see
 * through "X or null" (`oneOf: [X, {type: null}]`, `type: [string, 'null']`), list the types a
 * schema allows.
 */
export class SchemaReader {
  constructor(readonly document: OpenApiDocument) {}

  /** The schema with its `$ref` (if any) followed, up to a few hops. */
  resolve(schema: JsonSchema | undefined): JsonSchema {
    let current: JsonSchema = schema ?? {}
    for (let hops = 0; hops < 16 && typeof current.$ref === 'string'; hops++) {
      current = this.#pointer(current.$ref) as JsonSchema
    }
    return current
  }

  /** The alternatives of a `oneOf`/`anyOf` (resolved), or the schema itself. */
  branches(schema: JsonSchema | undefined): JsonSchema[] {
    const resolved = this.resolve(schema)
    const alternatives = (resolved.oneOf ?? resolved.anyOf) as JsonSchema[] | undefined
    return alternatives ? alternatives.flatMap((branch) => this.branches(branch)) : [resolved]
  }

  /** The JSON types a schema admits: `string`, `number`, `integer`, `boolean`, `object`, `array`, `null`. */
  types(schema: JsonSchema | undefined): Set<string> {
    const out = new Set<string>()
    for (const branch of this.branches(schema)) {
      const type = branch.type
      if (typeof type === 'string') out.add(type)
      else if (Array.isArray(type)) for (const t of type) out.add(String(t))
      else if (Array.isArray(branch.enum)) for (const value of branch.enum) out.add(value === null ? 'null' : typeof value)
      else if (branch.properties) out.add('object')
    }
    if (out.has('integer')) out.add('number')
    return out
  }

  /** The object branch of a schema ("Address or null" gives the Address schema), if it has one. */
  objectSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
    return this.branches(schema).find((branch) => branch.type === 'object' || branch.properties !== undefined)
  }

  /** The non-null branch of a schema, for reading constraints such as `pattern` or `maxLength`. */
  valueSchema(schema: JsonSchema | undefined): JsonSchema {
    const branches = this.branches(schema).filter((branch) => branch.type !== 'null')
    return branches[0] ?? this.resolve(schema)
  }

  properties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
    return (this.objectSchema(schema)?.properties as Record<string, JsonSchema> | undefined) ?? {}
  }

  required(schema: JsonSchema | undefined): string[] {
    return (this.objectSchema(schema)?.required as string[] | undefined) ?? []
  }

  #pointer(ref: string): unknown {
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, not "${ref}".`)
    const node = valueAt(this.document, ref)
    if (node === undefined) throw new Error(`The reference "${ref}" points at nothing.`)
    return node
  }
}
