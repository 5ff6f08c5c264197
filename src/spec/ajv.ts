import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js'
import { routingDocument } from './document.js'
import type { JsonSchema, OpenApiDocument } from './document-types.js'
import { precompiledValidators } from '../generated/validators.js'

export type { ErrorObject, ValidateFunction }

/**
 * Validators for the schemas of one OpenAPI document. Each validator reports Ajv's errors
 * (`errors` with `instancePath`, `keyword`, `params`), whether it was compiled at build time or at
 * run time.
 */
export interface SpecSchemas {
  readonly document: OpenApiDocument
  /** A validator for `#/components/schemas/<name>`. */
  component(name: string): ValidateFunction
  /** A validator for any schema taken from the document (its `$ref`s resolve into the document). */
  schema(schema: JsonSchema): ValidateFunction
}

let compilerForUnknownSchemas: (() => SpecSchemas) | undefined

/**
 * Lets the package's own validators compile, at run time, a schema of the spec that was not
 * precompiled (a sub-schema the verifier fuzzes, say). `src/spec/schema-compiler.ts` registers
 * itself here when it is loaded, so entries that never load Ajv (`./browser`) do not carry it.
 */
export function compileUnknownSchemasWith(factory: () => SpecSchemas): void {
  compilerForUnknownSchemas = factory
}

/**
 * The spec's validators generated at build time (`src/generated/validators.ts`, Ajv's standalone
 * code), so the first request neither loads nor runs the schema compiler
 * (docs/decisions/0320-validators-compiled-at-build-time.md). They are keyed by the schema's JSON
 * text, as the run-time compiler caches them.
 */
class PrecompiledSchemas implements SpecSchemas {
  readonly document = routingDocument
  readonly #byObject = new WeakMap<object, ValidateFunction>()
  /** By component name: the database asks for its components on every write, by name. */
  readonly #byName = new Map<string, ValidateFunction>()
  #compiler: SpecSchemas | undefined

  component(name: string): ValidateFunction {
    let validate = this.#byName.get(name)
    if (!validate) {
      validate = this.#byKey(`{"$ref":"#/components/schemas/${name}"}`, () => this.#fallback().component(name))
      this.#byName.set(name, validate)
    }
    return validate
  }

  schema(schema: JsonSchema): ValidateFunction {
    let validate = this.#byObject.get(schema)
    if (!validate) {
      validate = this.#byKey(JSON.stringify(schema), () => this.#fallback().schema(schema))
      this.#byObject.set(schema, validate)
    }
    return validate
  }

  #byKey(key: string, compile: () => ValidateFunction): ValidateFunction {
    return Object.hasOwn(precompiledValidators, key) ? precompiledValidators[key]! : compile()
  }

  #fallback(): SpecSchemas {
    if (!compilerForUnknownSchemas) {
      throw new Error(
        'This schema is not among the spec\'s precompiled validators. Import SchemaCompiler from guest-reservation-mock to compile it at run time.',
      )
    }
    this.#compiler ??= compilerForUnknownSchemas()
    return this.#compiler
  }
}

let defaultSchemas: PrecompiledSchemas | undefined

/**
 * The validators of the package's own spec, shared (they hold no state but a cache).
 *
 * @example
 * const validate = specSchemas().component('GuestInput')
 * if (!validate(body)) console.log(validate.errors)
 */
export function specSchemas(): SpecSchemas {
  defaultSchemas ??= new PrecompiledSchemas()
  return defaultSchemas
}

/** Request bodies a validator of the spec has just passed, with that validator (see `notePassed`). */
const passed = new WeakMap<object, ValidateFunction>()

/**
 * Notes that `validate` passed `value`: a request body the handler has just parsed, which nothing
 * else holds, on its way to a database method that checks it against the same schema. That check
 * then takes the note instead of running the validator again (`tookPassed`).
 */
export function notePassed(value: unknown, validate: ValidateFunction): void {
  if (typeof value === 'object' && value !== null) passed.set(value, validate)
}

/** Whether `validate` is the validator noted as having passed `value`; the note is used up either way. */
export function tookPassed(value: unknown, validate: ValidateFunction): boolean {
  if (typeof value !== 'object' || value === null) return false
  const noted = passed.get(value)
  if (noted === undefined) return false
  passed.delete(value)
  return noted === validate
}
