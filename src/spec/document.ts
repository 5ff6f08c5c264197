import { mockControlDocumentData } from '../generated/mock-control-document.js'
import { openApiDocumentData } from '../generated/openapi-document.js'
import type { OpenApiDocument } from './document-types.js'
import { mergeDocuments } from './merge-documents.js'

/** The API contract (spec/openapi.yaml) as a typed value, the same in every runtime. */
export const openApiDocument = openApiDocumentData as OpenApiDocument

/**
 * The mock's control plane (spec/mock-control.yaml), self-contained: its own document, served at
 * `/__mock/openapi.json`, so clients generated from the contract never see these operations.
 */
export const mockControlDocument = mockControlDocumentData as OpenApiDocument

/** The one view the router routes and validates by: the contract and the control plane merged. */
export const routingDocument: OpenApiDocument = mergeDocuments(openApiDocument, mockControlDocument)

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
