import { readFile } from 'node:fs/promises'
import openapiTS, { astToString } from 'openapi-typescript'
import { parse } from 'yaml'
import type { OpenApiDocument } from '../src/spec/document-types.js'
import { mergeDocuments } from '../src/spec/merge-documents.js'
import { bundleControlDocument } from './bundle-control-document.js'
import { renderValidators } from './generate-validators.js'

function header(source: string): string {
  return `/**
 * This file was generated from ${source} by \`npm run generate\`.
 * Do not edit it by hand: change the spec and regenerate.
 */
`
}

async function types(document: unknown): Promise<string> {
  return astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]))
}

/**
 * Renders the files derived from the two documents in `spec/`, keyed by their path relative to
 * the project root: the contract (spec/openapi.yaml) and the control plane (spec/mock-control.yaml,
 * made self-contained), each as types (openapi-typescript) and as data.
 */
export async function renderGeneratedFiles(specFolder: URL): Promise<Record<string, string>> {
  const contract = parse(await readFile(new URL('openapi.yaml', specFolder), 'utf8')) as Record<string, unknown>
  const control = bundleControlDocument(parse(await readFile(new URL('mock-control.yaml', specFolder), 'utf8')), contract)
  const contractHeader = header('spec/openapi.yaml')
  const controlHeader = header('spec/mock-control.yaml')
  return {
    'src/generated/openapi.ts': `${contractHeader}\n${await types(contract)}`,
    'src/generated/openapi-document.ts':
      `${contractHeader}\n/** The API contract as plain data; \`src/spec/document.ts\` gives it its type. */\n` +
      `export const openApiDocumentData: unknown = ${JSON.stringify(contract, null, 2)}\n`,
    'src/generated/mock-control.ts': `${controlHeader}\n${await types(control)}`,
    'src/generated/mock-control-document.ts':
      `${controlHeader}\n/** The control plane's document, self-contained, as plain data; \`src/spec/document.ts\` gives it its type. */\n` +
      `export const mockControlDocumentData: unknown = ${JSON.stringify(control, null, 2)}\n`,
    'src/generated/validators.ts': `${header('spec/openapi.yaml and spec/mock-control.yaml')}${renderValidators(mergeDocuments(contract as OpenApiDocument, control as OpenApiDocument))}`,
  }
}
