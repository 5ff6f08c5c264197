import { readFile } from 'node:fs/promises'
import openapiTS, { astToString } from 'openapi-typescript'
import { parse } from 'yaml'
import type { OpenApiDocument } from '../src/spec/document-types.js'
import { renderValidators } from './generate-validators.js'

const HEADER = `/**
 * This file was generated from spec/openapi.yaml by \`npm run generate\`.
 * Do not edit it by hand: change the spec and regenerate.
 */
`

/** Renders the files derived from the spec, keyed by their path relative to the project root. */
export async function renderGeneratedFiles(specUrl: URL): Promise<Record<string, string>> {
  const source = await readFile(specUrl, 'utf8')
  const document: unknown = parse(source)
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0])
  return {
    'src/generated/openapi.ts': `${HEADER}\n${astToString(ast)}`,
    'src/generated/openapi-document.ts':
      `${HEADER}\n/** The spec as plain data; \`src/spec/document.ts\` gives it its type. */\n` +
      `export const openApiDocumentData: unknown = ${JSON.stringify(document, null, 2)}\n`,
    'src/generated/validators.ts': `${HEADER}${renderValidators(document as OpenApiDocument)}`,
  }
}
