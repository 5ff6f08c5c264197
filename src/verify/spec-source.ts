import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import { openApiDocument } from '../spec/document.js'
import { SchemaCompiler } from '../spec/schema-compiler.js'
import type { OpenApiDocument } from '../spec/document-types.js'
import { SpecOperations } from '../spec/operations.js'
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
  let document: unknown = source ?? openApiDocument
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
    const contract = contractOnly(document)
    return describe(contract, new SpecOperations(contract), new SchemaCompiler(contract))
  } catch (error) {
    throw new VerifySetupError(`The spec cannot be used: ${(error as Error).message}`)
  }
}

/**
 * The document without the operations marked `x-mock-control: true`: the mock's own control plane
 * (`/__mock/...`) is documented in the same spec but is not part of the contract a backend keeps,
 * and the verifier must never call it (a reset or a snapshot import would wipe a server's data).
 */
export function contractOnly(document: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(([, operation]) => !(typeof operation === 'object' && operation !== null && (operation as Record<string, unknown>)['x-mock-control'] === true)),
    )
    const hasOperation = Object.keys(kept).some((key) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(key))
    if (hasOperation) paths[path] = kept
  }
  return { ...document, paths }
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
