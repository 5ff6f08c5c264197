import type { Ajv2020, Options } from 'ajv/dist/2020.js'
import { ajvCompiler } from './ajv-compiler.js'
import { compileUnknownSchemasWith, type ValidateFunction, type SpecSchemas } from './ajv.js'
import { routingDocument } from './document.js'
import type { JsonSchema, OpenApiDocument } from './document-types.js'

/** The id the document's component schemas are registered under, as `$defs`. */
export const DOCUMENT_ID = 'urn:guest-reservation-mock:openapi'

export interface SchemaCompilerOptions {
  /**
   * Check the document's schemas against the JSON Schema 2020-12 meta-schema as they are added and
   * compiled. Default: true for any other document; false for the package's own, which is generated
   * from the linted spec and checked by the spec tests.
   */
  checkSchemas?: boolean
}

/**
 * The Ajv instance every validator of a document comes from, at run time here and at build time in
 * `scripts/generate-validators.ts` (which passes `code` to get standalone source): one set of
 * options, so a precompiled validator and a compiled one report the same errors.
 */
export function createDocumentAjv(document: OpenApiDocument, checkSchemas: boolean, code?: Options['code']): Ajv2020 {
  const { Ajv2020, addFormats } = ajvCompiler()
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    validateSchema: checkSchemas,
    // OpenAPI annotation keywords that are not JSON Schema vocabulary.
    keywords: ['example', 'xml', 'discriminator', 'externalDocs'],
    ...(code && { code }),
  })
  addFormats(ajv)
  ajv.addSchema({ $id: DOCUMENT_ID, $defs: rewriteRefs(document.components?.schemas ?? {}) })
  return ajv
}

/**
 * Compiles JSON Schemas that may `$ref` into an OpenAPI document's components, with Ajv at run
 * time: what the verifier uses for any spec it is given. The package's own spec is served by
 * precompiled validators (`specSchemas()`, docs/decisions/0320-validators-compiled-at-build-time.md),
 * which fall back to this compiler for a schema they do not hold.
 *
 * @example
 * const schemas = new SchemaCompiler(document)
 * const validate = schemas.component('Guest')
 * if (!validate(value)) console.log(validate.errors)
 */
export class SchemaCompiler implements SpecSchemas {
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
    this.#ajv = createDocumentAjv(document, checkSchemas)
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
export function rewriteRefs(value: unknown): unknown {
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

// Wherever this compiler is loaded (the `.` and `./verify` entries), the package's own validators
// can answer for any schema of the spec, not only the precompiled ones.
compileUnknownSchemasWith(() => new SchemaCompiler())
