import { openApiDocumentData } from '../generated/openapi-document.js'
import type { OpenApiDocument } from './document-types.js'

/** The API contract (spec/openapi.yaml) as a typed value, the same in every runtime. */
export const openApiDocument = openApiDocumentData as OpenApiDocument
