import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { routingDocument } from './document.js'
import type { JsonSchema, OpenApiDocument } from './document-types.js'

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020

export type { ErrorObject, ValidateFunction }

const DOCUMENT_ID = 'urn:guest-reservation-mock:openapi'

export interface SchemaCompilerOptions {
  /**
   * Check the document's schemas against the JSON Schema 2020-12 meta-schema as they are added and
   * compiled. Default: true for any other document; false for the package's own, which is generated
   * from the linted spec and checked by the spec tests (compiling the meta-schema takes about 0.1 s
   * of a cold start, before the first request that has parameters can be answered).
   */
  checkSchemas?: boolean
}

/**
 * Compiles JSON Schemas that may `$ref` into the OpenAPI document's components.
 * One compiler per document: every validator in the package (records, requests, responses)
 * comes from the same spec, so the mock cannot disagree with its own contract.
 */
export class SchemaCompiler {
  readonly #ajv: Ajv2020
  readonly #cache = new Map<string, ValidateFunction>()
  /** Validators by schema object: the hot path (a request's parameters) never re-serialises a schema. */
  readonly #byObject = new WeakMap<object, ValidateFunction>()
  /** Validators by component name: records are checked by name on every write, without a schema object to key on. */
  readonly #components = new Map<string, ValidateFunction>()

  constructor(
    readonly document: OpenApiDocument = routingDocument,
    { checkSchemas = document !== routingDocument }: SchemaCompilerOptions = {},
  ) {
    this.#ajv = new Ajv2020({
      allErrors: true,
      strict: false,
      validateSchema: checkSchemas,
      // OpenAPI annotation keywords that are not JSON Schema vocabulary.
      keywords: ['example', 'xml', 'discriminator', 'externalDocs'],
    })
    addFormats(this.#ajv)
    this.#ajv.addSchema({ $id: DOCUMENT_ID, $defs: rewriteRefs(document.components?.schemas ?? {}) })
  }

  /** A validator for `#/components/schemas/<name>`. */
  component(name: string): ValidateFunction {
    let validate = this.#components.get(name)
    if (!validate) this.#components.set(name, (validate = this.schema({ $ref: `#/components/schemas/${name}` })))
    return validate
  }

  /** A validator for any schema taken from the document (its `$ref`s resolve into the document). */
  schema(schema: JsonSchema): ValidateFunction {
    const known = this.#byObject.get(schema)
    if (known) return known
    const key = JSON.stringify(schema)
    let validate = this.#cache.get(key)
    if (!validate) {
      validate = this.#ajv.compile(rewriteRefs(schema) as JsonSchema)
      this.#cache.set(key, validate)
    }
    this.#byObject.set(schema, validate)
    return validate
  }
}

/** `#/components/schemas/X` becomes `<document id>#/$defs/X`: the schemas are registered alone, as `$defs`. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')
        ? `${DOCUMENT_ID}#/$defs/${inner.slice('#/components/schemas/'.length)}`
        : rewriteRefs(inner)
  }
  return out
}

let defaultCompiler: SchemaCompiler | undefined

/** The compiler for the package's own spec, built on first use and shared (it holds no state but a cache). */
export function specSchemas(): SchemaCompiler {
  defaultCompiler ??= new SchemaCompiler()
  return defaultCompiler
}
