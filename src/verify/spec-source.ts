import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import { openApiDocument } from '../generated/openapi-document.js'
import { SchemaCompiler, specSchemas } from '../spec/ajv.js'
import type { OpenApiDocument } from '../spec/document-types.js'
import { SpecOperations, specOperations } from '../spec/operations.js'
import { VerifySetupError } from './errors.js'
import type { FetchLike } from './options.js'

/** The contract a run checks against, ready to route and validate. */
export interface LoadedSpec {
  document: OpenApiDocument
  operations: SpecOperations
  schemas: SchemaCompiler
  title: string
  version: string
}

/**
 * Loads the contract: the bundled spec by default, else a parsed document, a file path, or an
 * http(s) URL of a YAML or JSON document (JSON is YAML, so one parser reads both).
 */
export async function loadSpec(source: OpenApiDocument | string | undefined, fetchSpec: FetchLike = (r) => fetch(r)): Promise<LoadedSpec> {
  if (source === undefined) return describe(openApiDocument, specOperations(), specSchemas())
  let document: unknown = source
  if (typeof source === 'string') {
    let text: string
    try {
      text = /^https?:\/\//.test(source) ? await fetchText(source, fetchSpec) : await readFile(source, 'utf8')
    } catch (error) {
      throw new VerifySetupError(`Cannot read the spec ${source}: ${(error as Error).message}`)
    }
    try {
      document = parse(text)
    } catch (error) {
      throw new VerifySetupError(`The spec ${source} is neither YAML nor JSON: ${(error as Error).message}`)
    }
  }
  if (!isOpenApi31(document)) {
    throw new VerifySetupError(
      `The spec${typeof source === 'string' ? ` ${source}` : ''} is not an OpenAPI 3.1 document (its "openapi" field must be 3.1.x).`,
    )
  }
  try {
    return describe(document, new SpecOperations(document), new SchemaCompiler(document))
  } catch (error) {
    throw new VerifySetupError(`The spec cannot be used: ${(error as Error).message}`)
  }
}

function describe(document: OpenApiDocument, operations: SpecOperations, schemas: SchemaCompiler): LoadedSpec {
  const info = (document.info ?? {}) as { title?: unknown; version?: unknown }
  return {
    document,
    operations,
    schemas,
    title: typeof info.title === 'string' ? info.title : '(untitled API)',
    version: typeof info.version === 'string' ? info.version : '?',
  }
}

function isOpenApi31(value: unknown): value is OpenApiDocument {
  return typeof value === 'object' && value !== null && typeof (value as { openapi?: unknown }).openapi === 'string' && /^3\.1\./.test((value as { openapi: string }).openapi)
}

async function fetchText(url: string, fetchSpec: FetchLike): Promise<string> {
  const response = await fetchSpec(new Request(url, { signal: AbortSignal.timeout(10_000) }))
  if (!response.ok) throw new Error(`the server answered ${response.status}`)
  return response.text()
}
