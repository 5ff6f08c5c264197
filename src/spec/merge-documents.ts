import type { OpenApiDocument } from './document-types.js'

/**
 * The one view the router routes and validates by: the contract's paths and components with the
 * control plane's added (the control document's copies of contract components are the same
 * values, so merging keeps either). Used at run time (`src/spec/document.ts`) and by the build's
 * validator generation, so both see the same schemas.
 */
export function mergeDocuments(contract: OpenApiDocument, control: OpenApiDocument): OpenApiDocument {
  return {
    ...contract,
    paths: { ...contract.paths, ...control.paths },
    components: Object.fromEntries(
      [...new Set([...Object.keys(contract.components ?? {}), ...Object.keys(control.components ?? {})])].map((section) => [
        section,
        { ...control.components?.[section], ...contract.components?.[section] },
      ]),
    ),
  }
}
