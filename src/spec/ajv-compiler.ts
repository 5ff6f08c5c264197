import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'

/** Ajv's compiler and ajv-formats, what `SchemaCompiler` compiles with at run time. */
export interface AjvCompiler {
  Ajv2020: typeof Ajv2020
  addFormats: (ajv: Ajv2020) => Ajv2020
}

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020

/**
 * Ajv's compiler, as browsers, bundlers and the `tsc` output load it. The Node bundle puts
 * `ajv-compiler-node.ts` in its place, which loads Ajv only when a schema is first compiled
 * (docs/decisions/0332-ajv-compiler-loaded-on-first-use.md).
 *
 * @example
 * const { Ajv2020, addFormats } = ajvCompiler()
 */
export function ajvCompiler(): AjvCompiler {
  return { Ajv2020, addFormats }
}
