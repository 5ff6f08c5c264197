import { mockControlDocumentData } from '../generated/mock-control-document.js'
import { openApiDocumentData } from '../generated/openapi-document.js'
import type { OpenApiDocument } from './document-types.js'

/** The API contract (spec/openapi.yaml) as a typed value, the same in every runtime. */
export const openApiDocument = openApiDocumentData as OpenApiDocument

/**
 * The mock's control plane (spec/mock-control.yaml), self-contained: its own document, served at
 * `/__mock/openapi.json`, so clients generated from the contract never see these operations.
 */
export const mockControlDocument = mockControlDocumentData as OpenApiDocument

/**
 * The one view the router routes and validates by: the contract's paths and components with the
 * control plane's added (the control document's copies of contract components are the same
 * values, so merging keeps either).
 */
export const routingDocument: OpenApiDocument = {
  ...openApiDocument,
  paths: { ...openApiDocument.paths, ...mockControlDocument.paths },
  components: Object.fromEntries(
    [...new Set([...Object.keys(openApiDocument.components ?? {}), ...Object.keys(mockControlDocument.components ?? {})])].map((section) => [
      section,
      { ...mockControlDocument.components?.[section], ...openApiDocument.components?.[section] },
    ]),
  ),
}

/**
 * A document as served from `origin` (e.g. `http://127.0.0.1:4010`, or with a base path): its
 * `servers` name that origin, so a client generated from it reaches the server it came from.
 *
 * @example
 * res.json(servedFrom(openApiDocument, `${req.protocol}://${req.get('host')}`))
 */
export function servedFrom(document: OpenApiDocument, origin: string): OpenApiDocument {
  return { ...document, servers: [{ url: origin }] }
}
