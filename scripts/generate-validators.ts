import standaloneModule from 'ajv/dist/standalone/index.js'
import ts from 'typescript'
import type { OpenApiDocument } from '../src/spec/document-types.js'
import { SNAPSHOT_ENVELOPE_SCHEMA } from '../src/db/snapshot-envelope.js'
import { SpecOperations } from '../src/spec/operations.js'
import { createDocumentAjv, rewriteRefs } from '../src/spec/schema-compiler.js'

// Ajv's standalone module is CommonJS; under NodeNext its default export arrives wrapped.
type StandaloneCode = (ajv: ReturnType<typeof createDocumentAjv>, refsOrFunc: Record<string, string>) => string
const standaloneCode = ((standaloneModule as unknown as { default?: StandaloneCode }).default ??
  standaloneModule) as unknown as StandaloneCode

/**
 * The components the mock checks by name (`specSchemas().component(name)`): the records a
 * collection stores (src/db/record-schema.ts), a snapshot before an import (src/db/snapshot.ts) and
 * a settings change (src/control/config.ts).
 */
export const RECORD_COMPONENTS = ['Guest', 'Reservation', 'MockSnapshot', 'MockConfigChange'] as const

/**
 * Every schema the mock validates against at run time, keyed by its JSON text (the key
 * `specSchemas()` looks validators up by): the record components, and each operation's query and
 * path parameters and request bodies. Response schemas are left to the run-time compiler: only
 * the verifier and the tests check responses, and they load Ajv anyway.
 */
export function runtimeSchemaKeys(document: OpenApiDocument): string[] {
  const keys = new Set<string>(RECORD_COMPONENTS.map((name) => JSON.stringify({ $ref: `#/components/schemas/${name}` })))
  // Checked by the mock but not a schema of the document: a snapshot's envelope, before its records.
  keys.add(JSON.stringify(SNAPSHOT_ENVELOPE_SCHEMA))
  for (const operation of new SpecOperations(document).list) {
    for (const parameter of operation.parameters) keys.add(JSON.stringify(parameter.schema))
    for (const schema of Object.values(operation.requestBody?.content ?? {})) keys.add(JSON.stringify(schema))
  }
  return [...keys].sort()
}

/** What Ajv's standalone code requires at run time, and the names the module imports them as. */
const RUNTIME_REQUIRES: Record<string, string> = {
  'require("ajv-formats/dist/formats").fullFormats': 'fullFormats',
  'require("ajv/dist/runtime/ucs2length").default': 'ucs2length',
}

/**
 * The body of `src/generated/validators.ts`: Ajv's standalone code for every run-time schema of
 * the document, compiled with the options of the run-time compiler, as one ES module whose
 * validators share the component functions (docs/decisions/0320-validators-compiled-at-build-time.md).
 */
export function renderValidators(document: OpenApiDocument): string {
  const ajv = createDocumentAjv(document, true, { source: true, esm: true, lines: true })
  const keys = runtimeSchemaKeys(document)
  const exportNames: Record<string, string> = {}
  keys.forEach((key, index) => {
    ajv.addSchema(rewriteRefs(JSON.parse(key)) as object, `schema-${index}`)
    exportNames[`v${index}`] = `schema-${index}`
  })
  let code = withoutDuplicateFunctions(standaloneCode(ajv, exportNames).replace(/^"use strict";\s*/, ''))
  for (const [required, name] of Object.entries(RUNTIME_REQUIRES)) code = code.split(required).join(name)
  const leftover = /require\([^)]*\)/.exec(code)
  if (leftover) throw new Error(`Ajv's standalone code requires ${leftover[0]}, which the generated module does not import yet.`)
  code = code.replace(/^export const (v\d+) = /gm, 'const $1 = ')
  const table = keys.map((key, index) => `  ${JSON.stringify(key)}: v${index},`).join('\n')
  return `// @ts-nocheck: Ajv's standalone code is plain JavaScript.
import type { ValidateFunction } from 'ajv/dist/2020.js'
import { fullFormats } from 'ajv-formats/dist/formats.js'
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js'

// A CommonJS default export: the function itself in some bundlers, under .default in Node.
const ucs2length = typeof ucs2lengthModule === 'function' ? ucs2lengthModule : ucs2lengthModule.default

${code}

/** The validators by the JSON text of their schema, as \`specSchemas()\` looks them up. */
export const precompiledValidators: Readonly<Record<string, ValidateFunction>> = {
${table}
}
`
}

/**
 * Ajv compiles a schema once for each root that reaches it through a `$ref` (the `Guest` component
 * on its own, and again inside `MockSnapshot`), so its standalone code can hold the same function
 * under two names: a third of the module, parsed by every page that loads the mock. Keeps the first
 * of each set of functions that are the same but for their own name, drops the others with their
 * top-level properties (`validate37.evaluated = ...`), and points every use of a dropped name at
 * the one kept; repeated until no two are alike, since merged callees can make their callers alike.
 */
export function withoutDuplicateFunctions(code: string): string {
  for (;;) {
    const source = ts.createSourceFile('validators.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
    const firstWithBody = new Map<string, string>()
    const keptFor = new Map<string, string>()
    for (const statement of source.statements) {
      if (!ts.isFunctionDeclaration(statement) || !statement.name) continue
      const name = statement.name.text
      const body = code.slice(statement.getStart(source), statement.end).replace(identifier(name), '\0self')
      const first = firstWithBody.get(body)
      if (first === undefined) firstWithBody.set(body, name)
      else keptFor.set(name, first)
    }
    if (keptFor.size === 0) return code
    const dropped = source.statements.filter((statement) => {
      if (ts.isFunctionDeclaration(statement)) return statement.name !== undefined && keptFor.has(statement.name.text)
      // A dropped function's top-level properties, such as `validateN.evaluated = ...`.
      if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) return false
      const target = statement.expression.left
      return ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.expression) && keptFor.has(target.expression.text)
    })
    let rest = ''
    let from = 0
    for (const statement of dropped) {
      rest += code.slice(from, statement.getFullStart())
      from = statement.end
    }
    rest += code.slice(from)
    for (const [name, kept] of keptFor) rest = rest.replace(identifier(name), kept)
    code = rest
  }
}

/** Every whole-word use of `name` (so `validate2` does not match `validate23`). */
function identifier(name: string): RegExp {
  return new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`, 'g')
}
