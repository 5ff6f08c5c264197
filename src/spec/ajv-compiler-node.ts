/**
 * Ajv's compiler for the Node bundle (`scripts/build-node-entries.ts` puts this module in place of
 * `ajv-compiler.ts`): required from the package's own `ajv` and `ajv-formats` dependencies when a
 * schema is first compiled at run time (the verifier, `SchemaCompiler`), so a Node test file, which
 * validates with the validators compiled at build time, never loads Ajv's compiler
 * (docs/decisions/0332-ajv-compiler-loaded-on-first-use.md).
 */
import { createRequire } from 'node:module'
import type { AjvCompiler } from './ajv-compiler.js'

const requireDependency = createRequire(import.meta.url)
let loaded: AjvCompiler | undefined

export function ajvCompiler(): AjvCompiler {
  if (!loaded) {
    const { Ajv2020 } = requireDependency('ajv/dist/2020.js') as { Ajv2020: AjvCompiler['Ajv2020'] }
    const formats = requireDependency('ajv-formats') as AjvCompiler['addFormats'] & { default?: AjvCompiler['addFormats'] }
    loaded = { Ajv2020, addFormats: formats.default ?? formats }
  }
  return loaded
}
